/** The chain-data settings (`ServerConfig.chainData`): which ERC-20s the balance API reports per chain, and the price source. */

/** One ERC-20 the server reports; name, symbol and decimals are read from the chain unless given here. */
export interface TokenSetting {
  address: `0x${string}`
  name?: string
  symbol?: string
  decimals?: number
}

/**
 * Where USD prices come from. 'fixed': a table by token symbol (the local world's; a symbol missing
 * from it has price 0). 'none': every price is 0. A real feed is another kind, chosen in price-source.ts.
 */
export type PriceSourceSetting = { kind: 'fixed'; usdBySymbol: Record<string, number> } | { kind: 'none' }

export interface ChainDataSettings {
  /** CAIP-2 network id → the ERC-20s reported on it. A chain without an entry reports only its native token. */
  tokens: Record<string, TokenSetting[]>
  prices: PriceSourceSetting
}

export type ChainDataSettingsInput = Partial<ChainDataSettings>

/** The local world's prices: stablecoins at 1 (Demo USD on the local Solana network too), ether and wrapped ether at 3000, SOL at 150. */
export const LOCAL_USD_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  WETH: 3000,
  USDC: 1,
  DAI: 1,
  SOL: 150,
  DUSD: 1,
}

const CAIP2_EVM = /^eip155:\d{1,20}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SYMBOL = /^[A-Za-z0-9.+_-]{1,32}$/

type Fail = (message: string) => Error

function fromJson(name: string, value: string | undefined, fail: Fail): unknown {
  if (value === undefined || value === '') return undefined
  try {
    return JSON.parse(value)
  } catch {
    throw fail(`${name} must be JSON, got "${value.slice(0, 80)}"`)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseToken(network: string, raw: unknown, fail: Fail): TokenSetting {
  const where = `chainData.tokens["${network}"]`
  if (!isRecord(raw) || typeof raw.address !== 'string' || !ADDRESS.test(raw.address)) {
    throw fail(`${where}: each token needs an address, 0x followed by 40 hex characters, got ${JSON.stringify(raw)}`)
  }
  const { address, name, symbol, decimals } = raw
  if (name !== undefined && (typeof name !== 'string' || name.length === 0 || name.length > 100))
    throw fail(`${where}: the name of ${address} must be 1 to 100 characters`)
  if (symbol !== undefined && (typeof symbol !== 'string' || !SYMBOL.test(symbol)))
    throw fail(`${where}: the symbol of ${address} must be 1 to 32 of A-Z a-z 0-9 . + _ -`)
  if (
    decimals !== undefined &&
    (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36)
  )
    throw fail(`${where}: the decimals of ${address} must be a whole number from 0 to 36`)
  return {
    address: address as `0x${string}`,
    ...(name === undefined ? {} : { name: name as string }),
    ...(symbol === undefined ? {} : { symbol: symbol as string }),
    ...(decimals === undefined ? {} : { decimals: decimals as number }),
  }
}

function parseTokens(raw: unknown, fail: Fail): Record<string, TokenSetting[]> {
  if (raw === undefined) return {}
  if (!isRecord(raw)) throw fail('chainData.tokens must map CAIP-2 network ids to lists of tokens')
  const tokens: Record<string, TokenSetting[]> = {}
  for (const [network, list] of Object.entries(raw)) {
    if (!CAIP2_EVM.test(network))
      throw fail(`chainData.tokens: "${network}" is not an EVM CAIP-2 network id (eip155:1)`)
    if (!Array.isArray(list)) throw fail(`chainData.tokens["${network}"] must be a list of tokens`)
    const parsed = list.map((token) => parseToken(network, token, fail))
    const seen = new Set<string>()
    for (const { address } of parsed) {
      if (seen.has(address.toLowerCase())) throw fail(`chainData.tokens["${network}"] lists ${address} twice`)
      seen.add(address.toLowerCase())
    }
    tokens[network] = parsed
  }
  return tokens
}

function parsePrices(raw: unknown, fail: Fail): PriceSourceSetting {
  if (raw === undefined) return { kind: 'none' }
  if (!isRecord(raw)) throw fail('chainData.prices must be { kind: "fixed", usdBySymbol } or { kind: "none" }')
  if (raw.kind === 'none') return { kind: 'none' }
  if (raw.kind !== 'fixed') throw fail(`chainData.prices.kind must be fixed or none, got "${String(raw.kind)}"`)
  const table = raw.usdBySymbol ?? LOCAL_USD_PRICES
  if (!isRecord(table)) throw fail('chainData.prices.usdBySymbol must map token symbols to USD prices')
  for (const [symbol, price] of Object.entries(table)) {
    if (!SYMBOL.test(symbol)) throw fail(`chainData.prices.usdBySymbol: "${symbol}" is not a token symbol`)
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
      throw fail(
        `chainData.prices.usdBySymbol: the price of ${symbol} must be a number of at least 0, got ${JSON.stringify(price)}`,
      )
  }
  return { kind: 'fixed', usdBySymbol: { ...(table as Record<string, number>) } }
}

/**
 * Builds the settings from code options first and the environment second: CHAIN_TOKENS (JSON, CAIP-2 id →
 * `[{ address, name?, symbol?, decimals? }]`), PRICE_SOURCE (`fixed` or `none`, default none) and
 * FIXED_PRICES (JSON, symbol → USD; the local world's table when absent; given alone, it selects `fixed`). `fail` makes the caller's error.
 */
export function parseChainDataSettings(
  options: ChainDataSettingsInput = {},
  env: NodeJS.ProcessEnv,
  fail: Fail,
): ChainDataSettings {
  const tokens = parseTokens(options.tokens ?? fromJson('CHAIN_TOKENS', env.CHAIN_TOKENS, fail), fail)
  let prices: unknown = options.prices
  // FIXED_PRICES alone means the fixed source.
  const kind = env.PRICE_SOURCE || (env.FIXED_PRICES ? 'fixed' : undefined)
  if (prices === undefined && kind !== undefined) {
    if (kind !== 'fixed' && kind !== 'none') throw fail(`PRICE_SOURCE must be fixed or none, got "${kind}"`)
    prices = { kind, usdBySymbol: fromJson('FIXED_PRICES', env.FIXED_PRICES, fail) }
  }
  return { tokens, prices: parsePrices(prices, fail) }
}
