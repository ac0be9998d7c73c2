/**
 * The demo tokens and NFT collections every local chain of the world carries: deployed by a dedicated
 * deployer (anvil's 10th dev account) in a fixed order, so their addresses are the same on every chain.
 */
import { type Address, createWalletClient, getContractAddress, type Hash } from 'viem'
import { getCode, getTransactionCount, getTransactionReceipt } from 'viem/actions'
import { anvil } from 'viem/chains'
import { type ChainDataSettingsInput, LOCAL_USD_PRICES } from '../../server/chain-data/settings.js'
import {
  type DeployerWallet,
  type SendOptions,
  sendErc20Deployment,
  sendErc20Mint,
  sendErc721Deployment,
  sendErc721Mint,
  sendErc1155Deployment,
  sendErc1155Mint,
  waitMined,
} from './demo-contracts.js'
import { nodeTransport } from './node-transport.js'

/** Anvil's 10th development account (index 9 of the public test mnemonic); nothing else in the repo uses it. */
export const DEMO_DEPLOYER = {
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
} as const

/** Anvil's dev accounts 0–8, which the world funds with every demo asset. */
export const DEMO_HOLDERS: readonly Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
]

const at = (nonce: number): Address => getContractAddress({ from: DEMO_DEPLOYER.address, nonce: BigInt(nonce) })

export interface DemoErc20 {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** What each of DEMO_HOLDERS receives, in the token's smallest unit. */
  perHolder: bigint
}

/** The ERC-20s, in deployment order (nonces 0–3). PTS has no decimals, so the widget leaves it out. */
export const DEMO_ERC20S = [
  { address: at(0), name: 'USD Coin', symbol: 'USDC', decimals: 6, perHolder: 10_000n * 10n ** 6n },
  { address: at(1), name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, perHolder: 2_500_500_000_000_000_000_000n },
  { address: at(2), name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, perHolder: 1_250_000_000_000_000_000n },
  { address: at(3), name: 'Demo Points', symbol: 'PTS', decimals: 0, perHolder: 100n },
] as const satisfies readonly DemoErc20[]

/** Every demo contract's address (the same on every chain the world starts). */
export const DEMO_ASSETS = {
  USDC: at(0),
  DAI: at(1),
  WETH: at(2),
  PTS: at(3),
  /** ERC-721 "Local Art" (LART): holder i owns token ids 2i and 2i+1. */
  art: at(4),
  /** ERC-1155 "Local Items": every holder owns id 1 ×1, id 2 ×5, id 3 ×20. */
  items: at(5),
  /** ERC-721 "Claim Rewards" (CLAIM): an airdrop meant to be flagged as spam; holder i owns token id i. */
  spam: at(6),
} as const

/** The ERC-1155 ids and amounts each holder gets. */
export const DEMO_ITEM_AMOUNTS: readonly { id: bigint; amount: bigint }[] = [
  { id: 1n, amount: 1n },
  { id: 2n, amount: 5n },
  { id: 3n, amount: 20n },
]

/** The origin whose `/nft/` path serves demo/nft (the demo site's static server in `npm start`). */
export const DEFAULT_METADATA_ORIGIN = 'http://localhost:4400'

/**
 * Where each collection's metadata lives (the files of demo/nft, served under `/nft/`): ERC-721 token `n` at
 * `${base}${n}.json`, the ERC-1155 by the EIP-1155 template (`{id}` → 64 lowercase hex digits). Each document's
 * `image` is an SVG beside it, named relative to the document's URL.
 */
export function demoNftUris(metadataOrigin: string = DEFAULT_METADATA_ORIGIN): {
  art: string
  items: string
  spam: string
} {
  return {
    art: `${metadataOrigin}/nft/art/`,
    items: `${metadataOrigin}/nft/items/{id}.json`,
    spam: `${metadataOrigin}/nft/claim/`,
  }
}

export interface DeployDemoAssetsOptions {
  /** Origin serving demo/nft under `/nft/`; baked into the collections' URIs. */
  metadataOrigin?: string
}

export interface DeployDemoAssetsResult {
  /** False when the chain already carried the assets (a restarted world on a kept chain). */
  deployed: boolean
}

/**
 * Deploys and funds every demo asset on the node at `rpcUrl`. Idempotent: when code already exists at the
 * first address it does nothing. Transactions are sent back to back with explicit nonces and only the last
 * receipt is awaited (the node mines each as it arrives), which keeps this well under a second.
 */
export async function deployDemoAssets(
  rpcUrl: string,
  chainId: number,
  { metadataOrigin }: DeployDemoAssetsOptions = {},
): Promise<DeployDemoAssetsResult> {
  const wallet: DeployerWallet = createWalletClient({
    // Anvil keeps its dev accounts unlocked: the node signs, which is several times faster than signing here.
    account: { address: DEMO_DEPLOYER.address, type: 'json-rpc' },
    chain: { ...anvil, id: chainId },
    transport: nodeTransport(rpcUrl, { batch: true }),
  })
  if (await getCode(wallet, { address: DEMO_ASSETS.USDC })) return { deployed: false }
  const start = await getTransactionCount(wallet, { address: DEMO_DEPLOYER.address })
  if (start !== 0) {
    throw new Error(
      `demo assets: the deployer ${DEMO_DEPLOYER.address} has sent ${start} transactions on chain ${chainId} but the assets are missing`,
    )
  }
  let nonce = 0
  // Fixed gas and fees: no estimate per transaction. The limits are well above what each one uses.
  const fees = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }
  const next = (gas = 300_000n): SendOptions => ({ nonce: nonce++, gas, ...fees })
  const deployment = (): SendOptions => next(6_000_000n)
  const uris = demoNftUris(metadataOrigin)
  const sends: (() => Promise<Hash>)[] = [
    ...DEMO_ERC20S.map((token) => () => sendErc20Deployment(wallet, token, deployment())),
    () => sendErc721Deployment(wallet, { name: 'Local Art', symbol: 'LART', baseUri: uris.art }, deployment()),
    () => sendErc1155Deployment(wallet, { uri: uris.items }, deployment()),
    () => sendErc721Deployment(wallet, { name: 'Claim Rewards', symbol: 'CLAIM', baseUri: uris.spam }, deployment()),
  ]
  for (const holder of DEMO_HOLDERS) {
    for (const token of DEMO_ERC20S)
      sends.push(() => sendErc20Mint(wallet, token.address, holder, token.perHolder, next()))
    for (let i = 0; i < 2; i++) sends.push(() => sendErc721Mint(wallet, DEMO_ASSETS.art, holder, next()))
    for (const { id, amount } of DEMO_ITEM_AMOUNTS) {
      sends.push(() => sendErc1155Mint(wallet, DEMO_ASSETS.items, holder, id, amount, next()))
    }
    sends.push(() => sendErc721Mint(wallet, DEMO_ASSETS.spam, holder, next()))
  }
  // One after the other, in nonce order: a node mining as transactions arrive may leave one that arrived
  // before its predecessor waiting for a next transaction that never comes.
  const hashes: Hash[] = []
  for (const send of sends) hashes.push(await send())
  const last = hashes.at(-1)
  if (last) await waitMined(wallet, last)
  // All are mined once the last one is; their receipts come back in one batch.
  const receipts = await Promise.all(hashes.map((hash) => getTransactionReceipt(wallet, { hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new Error(`demo assets: transaction ${failed.transactionHash} on chain ${chainId} reverted`)
  return { deployed: true }
}

/** The server's chain-data settings for a world of these chains: the demo ERC-20s listed on each, local prices. */
export function demoChainData(chainIds: readonly number[]): ChainDataSettingsInput {
  return {
    tokens: Object.fromEntries(
      chainIds.map((chainId) => [`eip155:${chainId}`, DEMO_ERC20S.map((token) => ({ address: token.address }))]),
    ),
    prices: { kind: 'fixed', usdBySymbol: LOCAL_USD_PRICES },
  }
}

/** The spam collection on each of these chains, CAIP-10 (the indexer's `spamCollections`). */
export function demoSpamCollections(chainIds: readonly number[]): string[] {
  return chainIds.map((chainId) => `eip155:${chainId}:${DEMO_ASSETS.spam}`)
}
