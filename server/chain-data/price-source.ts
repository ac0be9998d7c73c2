/**
 * USD prices of tokens, behind one interface. The balance and price endpoints ask a `PriceSource`; which one
 * serves is chosen here from the settings (`chainData.prices`). A deployment with a real feed adds an
 * implementation of `PriceSource` (for example one that asks its market-data provider and keeps the answers
 * for a minute) and a settings kind that selects it in `createPriceSource`.
 */
import type { PriceSourceSetting } from './settings.js'

/** A token to price: `key` is 'native' or the contract address in lower case. */
export interface PricedToken {
  key: string
  symbol: string
}

export interface PriceSource {
  /**
   * USD prices of `tokens` on the CAIP-2 network `chainId`, by `key`. A token the source has no price for is
   * absent from the map (answered as price 0). Rejects only when the source itself fails.
   */
  prices(chainId: string, tokens: readonly PricedToken[]): Promise<Map<string, number>>
}

/** Prices from a fixed table by symbol, the same on every chain (the local world's). */
export function fixedPriceSource(usdBySymbol: Readonly<Record<string, number>>): PriceSource {
  const table = new Map(Object.entries(usdBySymbol))
  return {
    async prices(_chainId, tokens) {
      const answer = new Map<string, number>()
      for (const { key, symbol } of tokens) {
        const price = table.get(symbol)
        if (price !== undefined) answer.set(key, price)
      }
      return answer
    },
  }
}

/** No prices at all: every token is answered with price 0. */
export const noPriceSource: PriceSource = { prices: async () => new Map() }

export function createPriceSource(setting: PriceSourceSetting): PriceSource {
  switch (setting.kind) {
    case 'fixed':
      return fixedPriceSource(setting.usdBySymbol)
    case 'none':
      return noPriceSource
  }
}
