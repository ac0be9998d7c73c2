/**
 * The swap settings (`ServerConfig.swap`): which swap provider answers `/v1/convert/*` on each chain, and the
 * base-fee multiplier of the gas price. A chain needs both a node (`ServerConfig.chains`) and a provider here to
 * be served; any other answers 'Network not supported for Swaps'.
 */

/** The contracts of a Uniswap V2 deployment on one chain, and the tokens offered there. */
export interface UniswapV2Setting {
  kind: 'uniswap-v2'
  /** UniswapV2Router02: quotes (`getAmountsOut`), swaps, and the spender users approve. */
  router: `0x${string}`
  /** The router's wrapped ether (its `WETH()`): ether in and out is routed through it. */
  weth: `0x${string}`
  /** The ERC-20s listed by `/v1/convert/tokens` (ether is always listed) and tried as the middle of one-hop routes. */
  tokens: `0x${string}`[]
}

/**
 * One provider per chain. Only Uniswap V2 is built in; an aggregator is another kind of this union, mapped to its
 * implementation of SwapProvider (provider.ts) in providers.ts.
 */
export type SwapProviderSetting = UniswapV2Setting

export interface SwapSettings {
  /** CAIP-2 network id → the provider serving it. */
  providers: Record<string, SwapProviderSetting>
  /** The gas price offered is the latest base fee times this, plus the node's priority fee (§9: 1.2). */
  baseFeeMultiplier: number
  /** How long a built swap stays valid: the router's `deadline` is the latest block's time plus this. */
  deadlineSeconds: number
}

export type SwapSettingsInput = Partial<SwapSettings>

export const DEFAULT_BASE_FEE_MULTIPLIER = 1.2
export const DEFAULT_SWAP_DEADLINE_SECONDS = 20 * 60

/**
 * The local world's Uniswap V2 (dev/world/uniswap.ts deploys it from a fixed deployer in a fixed order, so these
 * are its addresses on every local chain).
 */
export const LOCAL_UNISWAP_V2 = {
  factory: '0x72bb9c7ffbE2Ed234e53bc64862DdA6d9fFF333b',
  weth: '0xF1478f211F027EBA42ca369ea976F1eB43C6bB53',
  router: '0x31c91FD3540b5cE5780AFe47E442814e229BC019',
} as const

const CAIP2_EVM = /^eip155:\d{1,20}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

type Fail = (message: string) => Error

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseAddress(where: string, value: unknown, fail: Fail): `0x${string}` {
  if (typeof value !== 'string' || !ADDRESS.test(value))
    throw fail(`${where} must be 0x followed by 40 hex characters, got ${JSON.stringify(value)}`)
  return value as `0x${string}`
}

function parseProvider(network: string, raw: unknown, fail: Fail): SwapProviderSetting {
  const where = `swap.providers["${network}"]`
  if (!isRecord(raw)) throw fail(`${where} must be { kind: "uniswap-v2", router, weth, tokens }`)
  if (raw.kind !== 'uniswap-v2') throw fail(`${where}.kind must be uniswap-v2, got ${JSON.stringify(raw.kind)}`)
  if (!Array.isArray(raw.tokens) || raw.tokens.length > 100)
    throw fail(`${where}.tokens must be a list of at most 100 token addresses`)
  const tokens = raw.tokens.map((token, i) => parseAddress(`${where}.tokens[${i}]`, token, fail))
  if (new Set(tokens.map((token) => token.toLowerCase())).size !== tokens.length)
    throw fail(`${where}.tokens lists an address twice`)
  return {
    kind: 'uniswap-v2',
    router: parseAddress(`${where}.router`, raw.router, fail),
    weth: parseAddress(`${where}.weth`, raw.weth, fail),
    tokens,
  }
}

function parseProviders(raw: unknown, fail: Fail): Record<string, SwapProviderSetting> {
  if (raw === undefined) return {}
  if (!isRecord(raw)) throw fail('swap.providers must map CAIP-2 network ids to providers')
  const providers: Record<string, SwapProviderSetting> = {}
  for (const [network, provider] of Object.entries(raw)) {
    if (!CAIP2_EVM.test(network)) throw fail(`swap.providers: "${network}" is not an EVM CAIP-2 network id (eip155:1)`)
    providers[network] = parseProvider(network, provider, fail)
  }
  return providers
}

function parseNumber(name: string, raw: unknown, min: number, max: number, fail: Fail): number | undefined {
  if (raw === undefined || raw === '') return undefined
  const value = typeof raw === 'string' ? Number(raw) : raw
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw fail(`${name} must be a number from ${min} to ${max}, got ${JSON.stringify(raw)}`)
  return value
}

/**
 * Builds the settings from code options first and the environment second: SWAP_PROVIDERS (JSON, CAIP-2 id →
 * `{ "kind": "uniswap-v2", "router", "weth", "tokens": [...] }`), SWAP_BASE_FEE_MULTIPLIER (1 to 10, default 1.2)
 * and SWAP_DEADLINE_SECONDS (60 to 86400, default 1200). `fail` makes the caller's error.
 */
export function parseSwapSettings(options: SwapSettingsInput = {}, env: NodeJS.ProcessEnv, fail: Fail): SwapSettings {
  let providers: unknown = options.providers
  if (providers === undefined && env.SWAP_PROVIDERS) {
    try {
      providers = JSON.parse(env.SWAP_PROVIDERS)
    } catch {
      throw fail(`SWAP_PROVIDERS must be JSON, got "${env.SWAP_PROVIDERS.slice(0, 80)}"`)
    }
  }
  return {
    providers: parseProviders(providers, fail),
    baseFeeMultiplier:
      parseNumber('swap.baseFeeMultiplier', options.baseFeeMultiplier ?? env.SWAP_BASE_FEE_MULTIPLIER, 1, 10, fail) ??
      DEFAULT_BASE_FEE_MULTIPLIER,
    deadlineSeconds:
      parseNumber('swap.deadlineSeconds', options.deadlineSeconds ?? env.SWAP_DEADLINE_SECONDS, 60, 86_400, fail) ??
      DEFAULT_SWAP_DEADLINE_SECONDS,
  }
}
