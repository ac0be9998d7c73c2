/**
 * The rules of an account name, as pure functions: what a label may hold (letters, digits and
 * hyphen, at least 4), the registration message the account signs, the coin type its chain gives
 * (ENSIP-11; the chain id must be below 2^31), and a cache whose entries expire.
 */
import { ACCOUNT_NAME_LABEL } from '../../shared/contracts/profile.js'

/** Why a label cannot be a name: a key of the `names.rules` catalog group. */
export type NameRule = 'characters' | 'tooShort' | 'tooLong'

/** The shortest and longest label (one DNS label). */
export const NAME_LABEL_MIN = 4
export const NAME_LABEL_MAX = 63

/** The first rule the label breaks, or null for a label that can be registered. */
export function nameRule(label: string): NameRule | null {
  if (!/^[A-Za-z0-9-]*$/.test(label)) return 'characters'
  if (label.length < NAME_LABEL_MIN) return 'tooShort'
  if (label.length > NAME_LABEL_MAX) return 'tooLong'
  return ACCOUNT_NAME_LABEL.test(label) ? null : 'characters'
}

/** The label part of what was typed: trimmed, lower case, without a trailing `.zone` the user typed. */
export function labelOf(typed: string, zone: string | null): string {
  const text = typed.trim().toLowerCase()
  return zone && text.endsWith(`.${zone}`) ? text.slice(0, -zone.length - 1) : text
}

/** The registration message: the JSON text of the name, empty attributes and the time in seconds. */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}

/** Why a registration cannot be asked for on this chain: a key of the `names.errors` catalog group. */
export type ChainRule = 'unsupportedChain' | 'invalidChainId'

/** The ENSIP-11 coin type of an EVM chain (0x80000000 | chainId), or the rule the chain breaks. */
export function coinTypeOf(
  namespace: string | null,
  chainId: number | string | null,
): { ok: true; coinType: number } | { ok: false; rule: ChainRule } {
  if (namespace !== 'eip155') return { ok: false, rule: 'unsupportedChain' }
  const id = Number(chainId)
  if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31) return { ok: false, rule: 'invalidChainId' }
  return { ok: true, coinType: (0x80000000 | id) >>> 0 }
}

/** Names and identities are kept this long (§9: 5 minutes). */
export const NAME_CACHE_MS = 5 * 60_000

export interface TimedCache<V> {
  /** The value stored under `key` within the lifetime, else undefined. */
  get(key: string): V | undefined
  set(key: string, value: V): void
  delete(key: string): void
}

/** A map whose entries expire `lifetimeMs` after they were stored; keys are compared case-insensitively. */
export function createTimedCache<V>(lifetimeMs: number, now: () => number): TimedCache<V> {
  const entries = new Map<string, { value: V; timestamp: number }>()
  return {
    get(key) {
      const entry = entries.get(key.toLowerCase())
      if (!entry) return undefined
      if (now() - entry.timestamp < lifetimeMs) return entry.value
      entries.delete(key.toLowerCase())
      return undefined
    },
    set: (key, value) => void entries.set(key.toLowerCase(), { value, timestamp: now() }),
    delete: (key) => void entries.delete(key.toLowerCase()),
  }
}

/** Whether what is typed as a receiver reads as a name (`label.zone`, no spaces) rather than an address. */
export function isNameLike(text: string): boolean {
  const value = text.trim()
  return !/^0x/i.test(value) && /^[^\s.]+(\.[^\s.]+)+$/.test(value)
}
