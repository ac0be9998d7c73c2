/**
 * The account-name settings (`ServerConfig.names`): the parent name registered names live under, the
 * alias zones accepted for it, and the EIP-3668 gateway's signing key and public URL.
 */
import { privateKeyToAddress } from 'viem/accounts'
import { type EnsUniversalResolver, parseEnsUniversalResolvers } from './ens-settings.js'

export interface NameSettings {
  /** Registered names are `<label>.<parent>`, e.g. `wallet.test`. */
  parent: string
  /** Other zones that mean the parent (AppKit's client registers `<label>.reown.id`). */
  aliasZones: string[]
  /**
   * The secp256k1 key the gateway signs its answers with; the offchain resolver on chain accepts only
   * its address. Without one the gateway route answers 404.
   */
  gatewayKey?: `0x${string}`
  /**
   * The gateway's public URL, which the offchain resolver on chain is deployed with; the server answers
   * at its path. `<publicOrigin>/v1/profile/gateway` by default.
   */
  gatewayUrl: string
  /** How long a signed gateway answer is valid, in seconds. */
  gatewayAnswerSeconds: number
  /** Registrations one client IP may post per minute (each may cost a call to a node). */
  registrationsPerMinute: number
  /** Gateway calls one client IP may make per minute. */
  gatewayCallsPerMinute: number
  /**
   * ENS universal resolvers, per chain (ens-settings.ts): names outside the zones above and the names of
   * addresses without an account name are read through them, on the chain's node (`config.chains`).
   */
  ensUniversalResolvers: EnsUniversalResolver[]
}

export type NameSettingsInput = Partial<NameSettings>

export const GATEWAY_PATH = '/v1/profile/gateway'
export const DEFAULT_PARENT = 'wallet.test'
export const DEFAULT_ALIAS_ZONES: readonly string[] = ['reown.id']

/** A DNS-style name of lower-case labels: what ENS resolves without normalising it first. */
const ZONE = /^(?=.{1,200}$)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*$/
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/

type Fail = (message: string) => Error

function parseZone(name: string, value: unknown, fail: Fail): string {
  const zone = typeof value === 'string' ? value.trim() : value
  if (typeof zone !== 'string' || !ZONE.test(zone))
    throw fail(`${name} must be a lower-case name like wallet.test, got ${JSON.stringify(value)}`)
  return zone
}

function perMinute(name: string, value: number | undefined, fallback: number, fail: Fail): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < 1) throw fail(`${name} must be a whole number of at least 1, got ${value}`)
  return value
}

/**
 * Builds the settings from code options first and the environment second: ACCOUNT_NAME_PARENT,
 * ACCOUNT_NAME_ZONES (comma-separated alias zones; empty for none), NAME_GATEWAY_KEY (0x + 64 hex),
 * NAME_GATEWAY_URL, ENS_UNIVERSAL_RESOLVERS (ens-settings.ts). `fail` makes the caller's error.
 */
export function parseNameSettings(
  options: NameSettingsInput = {},
  env: NodeJS.ProcessEnv,
  publicOrigin: string,
  fail: Fail,
): NameSettings {
  const parent = parseZone('names.parent', options.parent ?? (env.ACCOUNT_NAME_PARENT || DEFAULT_PARENT), fail)
  const aliasZones = (
    options.aliasZones ??
    env.ACCOUNT_NAME_ZONES?.split(',').filter((zone) => zone.trim() !== '') ?? [...DEFAULT_ALIAS_ZONES]
  ).map((zone) => parseZone('names.aliasZones', zone, fail))
  if (aliasZones.includes(parent)) throw fail(`names.aliasZones lists the parent ${parent}`)
  if (new Set(aliasZones).size !== aliasZones.length) throw fail('names.aliasZones lists a zone twice')
  const gatewayKey = options.gatewayKey ?? (env.NAME_GATEWAY_KEY || undefined)
  if (gatewayKey !== undefined && !PRIVATE_KEY.test(gatewayKey))
    throw fail('names.gatewayKey must be a secp256k1 private key, 0x followed by 64 hex characters')
  const gatewayUrl = options.gatewayUrl ?? (env.NAME_GATEWAY_URL || `${publicOrigin}${GATEWAY_PATH}`)
  let url: URL
  try {
    url = new URL(gatewayUrl)
  } catch {
    throw fail(`names.gatewayUrl must be a URL, got "${gatewayUrl}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw fail(`names.gatewayUrl must be http(s), got "${gatewayUrl}"`)
  const seconds = options.gatewayAnswerSeconds ?? 300
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 86_400)
    throw fail(`names.gatewayAnswerSeconds must be a whole number from 10 to 86400, got ${seconds}`)
  return {
    registrationsPerMinute: perMinute('names.registrationsPerMinute', options.registrationsPerMinute, 20, fail),
    gatewayCallsPerMinute: perMinute('names.gatewayCallsPerMinute', options.gatewayCallsPerMinute, 600, fail),
    parent,
    aliasZones,
    ...(gatewayKey === undefined ? {} : { gatewayKey: gatewayKey as `0x${string}` }),
    gatewayUrl,
    gatewayAnswerSeconds: seconds,
    ensUniversalResolvers: parseEnsUniversalResolvers(options.ensUniversalResolvers, env, fail),
  }
}

/** The address the offchain resolver must accept: the gateway key's. */
export function gatewaySignerOf(settings: NameSettings): `0x${string}` | undefined {
  return settings.gatewayKey ? privateKeyToAddress(settings.gatewayKey) : undefined
}
