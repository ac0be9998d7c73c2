/** Raw holdings of one address turned into the balance API's answer: exact amounts, USD prices, values and icons. */
import { formatUnits } from 'viem'
import type { Balance } from '../../shared/contracts/chain-data.js'
import type { PriceSource } from './price-source.js'

/** One holding, in the token's smallest unit. */
export interface HoldingRow {
  name: string
  symbol: string
  decimals: number
  amount: bigint
  /** How the price source knows the token: 'native', or the token's address. */
  key: string
  /** The token's CAIP-10 id; absent for the network's native token. */
  caipAddress?: string
}

/** Prices the rows (a failing price source leaves them at 0: balances stand without prices) and writes each as a Balance. */
export async function pricedBalances(
  chainId: string,
  rows: readonly HoldingRow[],
  priceSource: PriceSource,
  iconUrl: (symbol: string) => string,
): Promise<Balance[]> {
  const prices = await priceSource.prices(chainId, rows).catch(() => new Map<string, number>())
  return rows.map(({ name, symbol, decimals, amount, key, caipAddress }): Balance => {
    const numeric = formatUnits(amount, decimals)
    const price = prices.get(key) ?? 0
    return {
      name,
      symbol,
      chainId,
      // The native token has no address; a token's is CAIP-10.
      ...(caipAddress === undefined ? {} : { address: caipAddress }),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: iconUrl(symbol),
    }
  })
}
