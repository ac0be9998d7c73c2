/**
 * The balance of a Bitcoin-family address, in the balance API's shape: one native row (no `address`), the sum of
 * the address's confirmed unspent outputs, exact in satoshis, priced by the PriceSource by symbol.
 *
 * Read with the node's `scantxoutset`, not a wallet's `importaddress` + `listunspent`: the scan needs no state in
 * the node (no wallet per address, no rescan when an address is first seen, nothing to keep in step across several
 * server instances or a node restart), and it answers for any address at once. Its cost is a pass over the UTXO
 * set per call, small on a regtest or signet node; a mainnet deployment would point this at an indexer instead.
 * A node runs one scan at a time, so calls to one node are queued here.
 */
import type { Balance } from '../../../shared/contracts/chain-data.js'
import { BITCOIN_NETWORKS, BTC } from '../../../shared/bitcoin-networks.js'
import { ApiError } from '../../api-error.js'
import { ChainNotServed } from '../balances.js'
import type { PriceSource } from '../price-source.js'
import { pricedBalances } from '../priced-balances.js'
import { createNodeRpc, type NodeRpc } from './node-rpc.js'
import type { BitcoinSettings } from './settings.js'

export interface BitcoinBalanceServiceParameters {
  settings: BitcoinSettings
  priceSource: PriceSource
  iconUrl(symbol: string): string
  /** How long one call to a node may take. */
  nodeTimeoutMs: number
}

export interface BitcoinBalanceService {
  /**
   * The native balance of `address` (none when it holds nothing); 400 naming the network when the server has no
   * node for it, 400 naming the address when the node does not take it as an address of its network.
   */
  balances(chainId: string, address: string): Promise<Balance[]>
}

export const isBitcoinNetworkId = (chainId: string): boolean => chainId.startsWith('bip122:')

/** Base58 and bech32 addresses use only these; anything else could not be put in a scan descriptor safely. */
const ADDRESS_CHARACTERS = /^[A-Za-z0-9]{14,90}$/

interface ScanAnswer {
  success: boolean
  unspents: { amount: number }[]
}

/** A coin amount as the node writes it (8 decimals, as a JSON number) in satoshis. */
const satoshisOf = (amount: number): bigint => BigInt(Math.round(amount * 100_000_000))

function invalidAddress(address: string, chainId: string): ApiError {
  return new ApiError(400, `address "${address.slice(0, 90)}" is not an address of ${chainId}`, { field: 'address' })
}

export function createBitcoinBalanceService({
  settings,
  priceSource,
  iconUrl,
  nodeTimeoutMs,
}: BitcoinBalanceServiceParameters): BitcoinBalanceService {
  const nodes = new Map(
    settings.networks.map((network) => [
      network.caipNetworkId,
      { rpc: createNodeRpc({ url: network.rpcUrl, timeoutMs: nodeTimeoutMs }), queue: Promise.resolve() },
    ]),
  )

  /** Runs `read` after the node's earlier scans have settled. */
  const queued = <T>(node: { queue: Promise<unknown> }, read: () => Promise<T>): Promise<T> => {
    const next = node.queue.then(read, read)
    node.queue = next.catch(() => undefined)
    return next
  }

  const confirmedSats = async (rpc: NodeRpc, address: string): Promise<bigint> => {
    const scan = await rpc.call<ScanAnswer>('scantxoutset', ['start', [`addr(${address})`]])
    if (!scan.success) throw new Error('scantxoutset did not complete')
    return scan.unspents.reduce((sum, unspent) => sum + satoshisOf(unspent.amount), 0n)
  }

  return {
    async balances(chainId, address) {
      const node = nodes.get(chainId)
      if (!node) throw new ChainNotServed(chainId)
      if (!ADDRESS_CHARACTERS.test(address)) throw invalidAddress(address, chainId)
      const { isvalid } = await node.rpc.call<{ isvalid: boolean }>('validateaddress', [address])
      if (!isvalid) throw invalidAddress(address, chainId)
      const sats = await queued(node, () => confirmedSats(node.rpc, address))
      const native = BITCOIN_NETWORKS.find((network) => network.caipNetworkId === chainId)?.nativeCurrency ?? BTC
      const rows =
        sats > 0n
          ? [{ name: native.name, symbol: native.symbol, decimals: native.decimals, amount: sats, key: 'native' }]
          : []
      return pricedBalances(chainId, rows, priceSource, iconUrl)
    },
  }
}
