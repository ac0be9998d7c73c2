/**
 * The sign-in sessions the widget keeps across reloads, in its saved preferences (which live
 * with the site: saved-preferences.ts). Kept per account and network (CAIP-10), newest first:
 * the id that reads the session back, the secret that revokes it without the wallet, and when
 * it ends. The session itself is read again from the server (`GET /v1/sessions/{id}`).
 */
import type { PreferenceStorage } from './saved-preferences.js'

export const SIGN_IN_SESSIONS_KEY = 'wallet-widget:sign-in-sessions'

/** At most this many sessions are kept (accounts × networks a visitor signed in with). */
export const MAX_KEPT_SESSIONS = 8

export interface KeptSession {
  id: string
  /** CAIP-10, as the server answered it. */
  account: string
  revokeSecret: string
  expiresAt: string
}

function isKeptSession(value: unknown): value is KeptSession {
  if (typeof value !== 'object' || value === null) return false
  const { id, account, revokeSecret, expiresAt } = value as Record<string, unknown>
  return [id, account, revokeSecret, expiresAt].every((field) => typeof field === 'string')
}

/** The kept sessions that have not ended by `now`; anything unreadable is ignored. */
export function loadKeptSessions(prefs: PreferenceStorage, now: number): KeptSession[] {
  try {
    const list: unknown = JSON.parse(prefs.getItem(SIGN_IN_SESSIONS_KEY) ?? '[]')
    if (!Array.isArray(list)) return []
    return list.filter(isKeptSession).filter((session) => Date.parse(session.expiresAt) > now)
  } catch {
    return []
  }
}

export function saveKeptSessions(prefs: PreferenceStorage, sessions: readonly KeptSession[]): void {
  if (sessions.length === 0) prefs.removeItem(SIGN_IN_SESSIONS_KEY)
  else prefs.setItem(SIGN_IN_SESSIONS_KEY, JSON.stringify(sessions.slice(0, MAX_KEPT_SESSIONS)))
}

/** CAIP-10 ids compare without regard to the address's case. */
export function sameAccount(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** `eip155:1:0xabc…` → `0xabc…` (lower case) and `eip155:1`. */
export function splitAccount(account: string): { network: string; address: string } {
  const parts = account.split(':')
  return { network: parts.slice(0, 2).join(':'), address: (parts[2] ?? '').toLowerCase() }
}
