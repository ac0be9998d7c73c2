/**
 * The answer of POST /v1/fungible/price: for each CAIP-10 address asked about that is a token this server lists
 * (or the native token, by the conventional 0xeeee…eeee address), its name, symbol, icon and USD price from the
 * price source. Tokens the server does not list are left out, so a contract that merely calls itself "USDC"
 * never gets USDC's price.
 */
import type { FungiblePriceAnswer } from '../../shared/contracts/chain-data.js'
import { knownNetwork } from '../../shared/networks.js'
import type { BalanceService } from './balances.js'
import type { PriceSource } from './price-source.js'

/** The address wallets and aggregators use for a chain's native token. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const CAIP10_EVM = /^(eip155:\d{1,20}):(0x[0-9a-fA-F]{40})$/

interface Wanted {
  asked: string
  key: string
  name: string
  symbol: string
}

/** The tokens of one chain among those asked about; a chain the server has no node for contributes none. */
async function wantedOn(service: BalanceService, chainId: string, asked: readonly string[]): Promise<Wanted[]> {
  try {
    service.rpcFor(chainId)
  } catch {
    return []
  }
  const listed = new Map((await service.listedTokens(chainId)).map((token) => [token.address.toLowerCase(), token]))
  const native = knownNetwork(chainId)?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH' }
  return asked.flatMap((caip10): Wanted[] => {
    const address = caip10.slice(chainId.length + 1).toLowerCase()
    if (address === NATIVE_TOKEN_ADDRESS) return [{ asked: caip10, key: 'native', ...native }]
    const token = listed.get(address)
    return token ? [{ asked: caip10, key: address, name: token.name, symbol: token.symbol }] : []
  })
}

export async function fungiblePrices(
  service: BalanceService,
  priceSource: PriceSource,
  addresses: readonly string[],
): Promise<FungiblePriceAnswer> {
  const byChain = new Map<string, string[]>()
  for (const caip10 of new Set(addresses)) {
    const chainId = CAIP10_EVM.exec(caip10)?.[1]
    if (chainId) byChain.set(chainId, [...(byChain.get(chainId) ?? []), caip10])
  }
  const perChain = await Promise.all(
    [...byChain].map(async ([chainId, asked]) => {
      const wanted = await wantedOn(service, chainId, asked)
      const prices = await priceSource.prices(chainId, wanted)
      return wanted.map(({ asked: address, key, name, symbol }) => ({
        address,
        name,
        symbol,
        iconUrl: service.iconUrl(symbol),
        price: prices.get(key) ?? 0,
      }))
    }),
  )
  return { fungibles: perChain.flat() }
}
