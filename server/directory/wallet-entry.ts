/** One entry of the wallet directory as this server stores and lists it, and the networks entries name. */
export type Badge = 'certified' | 'none'

export interface DirectoryWallet {
  id: string
  name: string
  /** The id of its tile at /getWalletImage/{image_id}. */
  image_id: string
  rdns: string | null
  /** CAIP-2 networks the wallet supports. */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  /** Listing position: lower first, then by name. */
  order: number
  badge: Badge
  /** Listed only when `include` names it. */
  hidden?: true
}

export const ETHEREUM = 'eip155:1'
export const OPTIMISM = 'eip155:10'
export const BSC = 'eip155:56'
export const GNOSIS = 'eip155:100'
export const POLYGON = 'eip155:137'
export const ZKSYNC = 'eip155:324'
export const BASE = 'eip155:8453'
export const ARBITRUM = 'eip155:42161'
export const AVALANCHE = 'eip155:43114'
export const CELO = 'eip155:42220'
export const ZORA = 'eip155:7777777'
export const SEPOLIA = 'eip155:11155111'
export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** The EVM networks most multi-chain wallets carry. */
export const EVM_MAJOR = [ETHEREUM, OPTIMISM, BSC, POLYGON, BASE, ARBITRUM, AVALANCHE]
export const EVM_ALL = [ETHEREUM, OPTIMISM, BSC, GNOSIS, POLYGON, ZKSYNC, BASE, ARBITRUM, AVALANCHE, CELO, ZORA]
