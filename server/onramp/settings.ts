/**
 * The onramp settings (`ServerConfig.onramp`): which provider answers, and the sandbox provider's
 * terms (fee, network fee, limits, fiat rates), what it sells, on which networks, and the
 * treasury key it pays from. The key is a secret: it comes from the environment (or code) and is
 * never logged or answered.
 */
import { privateKeyToAddress } from 'viem/accounts'
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/contracts/onramp.js'
import { jsonFromEnv } from './env-json.js'
import { type OnrampSolanaSettings, parseOnrampSolanaSettings } from './solana-settings.js'

/** A token the sandbox sells on every network it serves; `contract` absent for the native token. */
export interface OnrampAssetSetting {
  symbol: string
  name: string
  decimals: number
  contract?: `0x${string}`
}

/** A network purchases are sent on (one of `ServerConfig.chains`), with the name buyers see. */
export interface OnrampNetworkSetting {
  caipNetworkId: string
  displayName: string
}

/** Minimum and maximum payment of one method in one currency, as fiat amounts ('10.00'). */
export interface LimitSetting {
  min: string
  max: string
}

export interface OnrampSettings {
  /** 'sandbox': this server's own provider, paying from the treasury; 'none': no onramp (the routes answer 404). */
  provider: 'sandbox' | 'none'
  /** The treasury's private key (0x + 64 hex); required by 'sandbox'. */
  treasuryKey?: `0x${string}`
  /** The provider fee in basis points of the payment total: 100 to 200 (1 to 2 percent). */
  feeBps: number
  /** Fiat currency (ISO 4217) → its value in USD, a decimal string ('1', '1.08'). The offered currencies. */
  usdPerUnit: Record<string, string>
  /** Fiat currency → method → limits. */
  limits: Record<string, Partial<Record<PaymentMethod, LimitSetting>>>
  /** Fiat currency → the flat network fee of a purchase, in minor units (cents). */
  networkFeeMinor: Record<string, number>
  assets: OnrampAssetSetting[]
  networks: OnrampNetworkSetting[]
  /** How long a checkout waits for the transfer to be mined before answering "on its way". */
  receiptTimeoutMs: number
  /** Orders (`POST /v1/generators/onrampurl`) one client IP may make for one project per minute. */
  ordersPerMinute: number
  /** What the sandbox sells on Solana networks, and the treasury paying there (solana-settings.ts); none when absent. */
  solana?: OnrampSolanaSettings
}

export type OnrampSettingsInput = Partial<Omit<OnrampSettings, 'solana'>> & { solana?: Partial<OnrampSolanaSettings> }

/** The fallback limits of the product (the same for USD and EUR). */
export const DEFAULT_LIMITS: Readonly<Record<PaymentMethod, LimitSetting>> = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
}

export const DEFAULT_USD_PER_UNIT: Readonly<Record<string, string>> = { USD: '1', EUR: '1.08' }

type Fail = (message: string) => Error

const CURRENCY = /^[A-Z]{3}$/
const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/
const FIAT = /^\d{1,9}(\.\d{1,2})?$/
const SYMBOL = /^[A-Za-z0-9.+_-]{1,32}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const CAIP2_EVM = /^eip155:\d{1,20}$/
const KEY = /^0x[0-9a-fA-F]{64}$/

function parseAsset(raw: OnrampAssetSetting, fail: Fail): OnrampAssetSetting {
  const { symbol, name, decimals, contract } = raw ?? ({} as OnrampAssetSetting)
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol))
    throw fail(`onramp.assets: a symbol must be 1 to 32 of A-Z a-z 0-9 . + _ -, got ${JSON.stringify(symbol)}`)
  if (typeof name !== 'string' || name.length === 0 || name.length > 100)
    throw fail(`onramp.assets: the name of ${symbol} must be 1 to 100 characters`)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    throw fail(`onramp.assets: the decimals of ${symbol} must be a whole number from 0 to 36`)
  if (contract !== undefined && (typeof contract !== 'string' || !ADDRESS.test(contract)))
    throw fail(`onramp.assets: the contract of ${symbol} must be 0x followed by 40 hex characters`)
  return { symbol, name, decimals, ...(contract === undefined ? {} : { contract }) }
}

function parseLimits(
  raw: OnrampSettings['limits'],
  currencies: readonly string[],
  fail: Fail,
): OnrampSettings['limits'] {
  const limits: OnrampSettings['limits'] = {}
  for (const currency of currencies) {
    const methods = raw[currency] ?? DEFAULT_LIMITS
    const parsed: Partial<Record<PaymentMethod, LimitSetting>> = {}
    for (const [method, limit] of Object.entries(methods)) {
      if (!(PAYMENT_METHODS as readonly string[]).includes(method))
        throw fail(`onramp.limits.${currency}: "${method}" is not a payment method (${PAYMENT_METHODS.join(', ')})`)
      if (!limit || !FIAT.test(limit.min) || !FIAT.test(limit.max) || Number(limit.min) > Number(limit.max))
        throw fail(`onramp.limits.${currency}.${method} must be { min, max } amounts with min ≤ max`)
      parsed[method as PaymentMethod] = { min: limit.min, max: limit.max }
    }
    limits[currency] = parsed
  }
  return limits
}

/**
 * Builds the settings from code options first and the environment second: ONRAMP_PROVIDER
 * (`sandbox` or `none`, default none), ONRAMP_TREASURY_KEY (0x + 64 hex), ONRAMP_FEE_BPS (100–200),
 * ONRAMP_ASSETS and ONRAMP_NETWORKS (JSON lists of the shapes above). `fail` makes the caller's error.
 */
export function parseOnrampSettings(
  options: OnrampSettingsInput = {},
  env: NodeJS.ProcessEnv,
  fail: Fail,
): OnrampSettings {
  const provider = options.provider ?? (env.ONRAMP_PROVIDER || 'none')
  if (provider !== 'sandbox' && provider !== 'none')
    throw fail(`onramp.provider must be sandbox or none, got "${String(provider)}"`)
  const treasuryKey = options.treasuryKey ?? (env.ONRAMP_TREASURY_KEY || undefined)
  if (treasuryKey !== undefined && !KEY.test(treasuryKey))
    throw fail('onramp.treasuryKey must be a private key: 0x followed by 64 hex characters')
  if (provider === 'sandbox' && treasuryKey === undefined)
    throw fail('onramp.treasuryKey (ONRAMP_TREASURY_KEY) is required by the sandbox provider')
  const feeBps = options.feeBps ?? (env.ONRAMP_FEE_BPS ? Number(env.ONRAMP_FEE_BPS) : 150)
  if (!Number.isInteger(feeBps) || feeBps < 100 || feeBps > 200)
    throw fail(`onramp.feeBps must be a whole number from 100 to 200 (1 to 2 percent), got "${feeBps}"`)
  const usdPerUnit = options.usdPerUnit ?? DEFAULT_USD_PER_UNIT
  for (const [currency, rate] of Object.entries(usdPerUnit)) {
    if (!CURRENCY.test(currency)) throw fail(`onramp.usdPerUnit: "${currency}" is not an ISO 4217 code`)
    if (typeof rate !== 'string' || !DECIMAL.test(rate) || Number(rate) === 0)
      throw fail(`onramp.usdPerUnit.${currency} must be a positive decimal string with at most 6 decimals`)
  }
  const currencies = Object.keys(usdPerUnit)
  const networkFeeMinor = options.networkFeeMinor ?? Object.fromEntries(currencies.map((c) => [c, 25]))
  for (const currency of currencies) {
    const fee = networkFeeMinor[currency]
    if (fee === undefined || !Number.isInteger(fee) || fee < 0)
      throw fail(`onramp.networkFeeMinor.${currency} must be a whole number of minor units`)
  }
  const rawAssets = (options.assets ?? jsonFromEnv(env, 'ONRAMP_ASSETS', fail) ?? []) as OnrampAssetSetting[]
  if (!Array.isArray(rawAssets)) throw fail('onramp.assets must be a list of { symbol, name, decimals, contract? }')
  const assets = rawAssets.map((asset) => parseAsset(asset, fail))
  if (new Set(assets.map((a) => a.symbol)).size !== assets.length) throw fail('onramp.assets lists a symbol twice')
  const networks = (options.networks ?? jsonFromEnv(env, 'ONRAMP_NETWORKS', fail) ?? []) as OnrampNetworkSetting[]
  if (!Array.isArray(networks)) throw fail('onramp.networks must be a list of { caipNetworkId, displayName }')
  for (const network of networks) {
    if (!CAIP2_EVM.test(network?.caipNetworkId ?? ''))
      throw fail(`onramp.networks: "${network?.caipNetworkId}" is not an EVM CAIP-2 network id (eip155:1)`)
    if (typeof network.displayName !== 'string' || network.displayName.length === 0)
      throw fail(`onramp.networks: ${network.caipNetworkId} needs a displayName`)
  }
  const receiptTimeoutMs = options.receiptTimeoutMs ?? 15_000
  if (!Number.isFinite(receiptTimeoutMs) || receiptTimeoutMs <= 0)
    throw fail('onramp.receiptTimeoutMs must be a positive number')
  const ordersPerMinute = options.ordersPerMinute ?? 30
  if (!Number.isInteger(ordersPerMinute) || ordersPerMinute <= 0)
    throw fail('onramp.ordersPerMinute must be a positive whole number')
  const solana = parseOnrampSolanaSettings(options.solana, env, fail)
  return {
    provider,
    ...(treasuryKey === undefined ? {} : { treasuryKey: treasuryKey as `0x${string}` }),
    feeBps,
    usdPerUnit: { ...usdPerUnit },
    limits: parseLimits(options.limits ?? {}, currencies, fail),
    networkFeeMinor: { ...networkFeeMinor },
    assets,
    networks: networks.map(({ caipNetworkId, displayName }) => ({ caipNetworkId, displayName })),
    receiptTimeoutMs,
    ordersPerMinute,
    ...(solana === undefined ? {} : { solana }),
  }
}

/** The treasury's address, for logs and tests; never the key. */
export function treasuryAddress(settings: OnrampSettings): `0x${string}` | undefined {
  return settings.treasuryKey ? privateKeyToAddress(settings.treasuryKey) : undefined
}
