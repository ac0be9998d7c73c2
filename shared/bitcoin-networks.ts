/**
 * Bitcoin-family (bip122) networks by CAIP-2 id (`bip122:` + the first 32 hex characters of the genesis block
 * hash), and the address parameters bitcoinjs-lib needs for each. The local world's UTXO node is Litecoin's
 * regtest (`litecoind -regtest`; Bitcoin Core is not packaged in Debian): same script and signature rules as
 * Bitcoin, its own address prefixes (bech32 `rltc`).
 */
import { type NamespaceNetwork, networkWithoutRpc } from './namespace-network.js'

/** A `Network` (networks.ts) of the bip122 namespace. */
export type BitcoinNetwork = NamespaceNetwork<'bip122'>

/** What bitcoinjs-lib's `Network` holds: the prefixes of addresses and keys on one network. */
export interface BitcoinAddressParameters {
  messagePrefix: string
  bech32: string
  bip32: { public: number; private: number }
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** The genesis block hash of Litecoin's regtest, answered by the local node's `getblockhash 0`. */
export const BITCOIN_LOCAL_GENESIS_HASH = '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9'
/** `bip122:` and the genesis hash's first 32 hex characters. */
export const BITCOIN_LOCAL_NETWORK_ID = 'bip122:530827f38f93b43ed12af0b3ad25a288' as const
export const BITCOIN_LOCAL_NAME = 'Litecoin Local'
/** Where the local node's JSON-RPC listens under `npm start` (the server reads it; browsers never do). */
export const BITCOIN_LOCAL_RPC_PORT = 19443

export const BITCOIN_MAINNET_NETWORK_ID = 'bip122:000000000019d6689c085ae165831e93' as const
export const BITCOIN_TESTNET_NETWORK_ID = 'bip122:000000000933ea01ad0ee984209779ba' as const

/** Litecoin regtest: bech32 `rltc`, P2PKH 0x6f (`m`/`n`), P2SH 0x3a (`Q`), WIF 0xef, tpub/tprv. */
export const LITECOIN_REGTEST: BitcoinAddressParameters = {
  messagePrefix: '\x19Litecoin Signed Message:\n',
  bech32: 'rltc',
  bip32: { public: 0x043587cf, private: 0x04358394 },
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  wif: 0xef,
}

export const BITCOIN_MAINNET: BitcoinAddressParameters = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'bc',
  bip32: { public: 0x0488b21e, private: 0x0488ade4 },
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}

export const BITCOIN_TESTNET: BitcoinAddressParameters = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'tb',
  bip32: { public: 0x043587cf, private: 0x04358394 },
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

/**
 * The address parameters of a known bip122 network; undefined for one the widget does not know. (A lookup inside
 * the function, so a bundle that lists the networks without using this leaves the parameters out.)
 */
export function bitcoinAddressParameters(caipNetworkId: string): BitcoinAddressParameters | undefined {
  const parameters: Readonly<Record<string, BitcoinAddressParameters>> = {
    [BITCOIN_LOCAL_NETWORK_ID]: LITECOIN_REGTEST,
    [BITCOIN_MAINNET_NETWORK_ID]: BITCOIN_MAINNET,
    [BITCOIN_TESTNET_NETWORK_ID]: BITCOIN_TESTNET,
  }
  return Object.hasOwn(parameters, caipNetworkId) ? parameters[caipNetworkId] : undefined
}

export const BTC: BitcoinNetwork['nativeCurrency'] = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
export const LTC: BitcoinNetwork['nativeCurrency'] = { name: 'Litecoin', symbol: 'LTC', decimals: 8 }

// A UTXO node's RPC is password-protected and never called from a browser: balances come from the server.
export const BITCOIN_NETWORKS: readonly BitcoinNetwork[] = [
  networkWithoutRpc(BITCOIN_MAINNET_NETWORK_ID, 'Bitcoin', BTC, 'https://mempool.space', false),
  networkWithoutRpc(BITCOIN_TESTNET_NETWORK_ID, 'Bitcoin Testnet', BTC, 'https://mempool.space/testnet', true),
  networkWithoutRpc(BITCOIN_LOCAL_NETWORK_ID, BITCOIN_LOCAL_NAME, LTC, null, true),
]
