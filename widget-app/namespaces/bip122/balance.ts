/**
 * The native balance of a Bitcoin-family address, from the deployment's balance API (the server asks its UTXO
 * node; a browser never does): the answer's native row (no `address`), its decimal amount back in satoshis, exactly.
 */
import { parseUnits } from 'viem'
import { WidgetError } from '../../../shared/errors.js'
import type { Network } from '../../../shared/networks.js'
import type { ApiContext } from '../../api/api-context.js'
import { fetchBalances } from '../../api/chain-data.js'

export async function readBitcoinBalance(
  context: ApiContext | undefined,
  network: Network,
  address: string,
): Promise<bigint> {
  if (!context)
    throw new WidgetError('Token Balance Unavailable', { code: 'no_balance_source', details: network.caipNetworkId })
  const { balances } = await fetchBalances(context, { address, chainId: network.caipNetworkId })
  const native = balances.find((balance) => balance.address === undefined && balance.chainId === network.caipNetworkId)
  // The server lists no row for an address that holds nothing.
  if (!native) return 0n
  const { numeric } = native.quantity
  const { decimals } = network.nativeCurrency
  // Exactly: no more decimals than the currency has (parseUnits would round them away).
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(numeric))
    throw new WidgetError('Token Balance Unavailable', {
      code: 'invalid_balance',
      details: `${numeric} is not an amount of ${network.nativeCurrency.symbol}`,
    })
  return parseUnits(numeric, decimals)
}
