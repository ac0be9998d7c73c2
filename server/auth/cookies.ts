/**
 * The two cookies of the auth API. The secure frame runs as a third-party iframe, where this
 * machine's Chromium blocks every storage but partitioned cookies (CHIPS), so both are
 * `Partitioned` and therefore `Secure` + `SameSite=None` (http://localhost counts as secure).
 * They are HttpOnly: the frame's script never needs to read them, so an injected script could
 * not steal them either. SameSite=None means the browser sends them on cross-site requests
 * too; the Origin check in csrf.ts is what stops those.
 *
 * Both carry the `__Host-` prefix: the browser then accepts them only with `Secure`, `Path=/`
 * and no `Domain`, so they belong to this exact host. A sibling subdomain, or a plain-http
 * page on the same name, cannot plant or overwrite a session or device cookie here.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/** Identifies the browser for device approval (sent as `__Host-ww_device`). */
export const DEVICE_COOKIE = 'ww_device'
/** The signed-in session (sent as `__Host-ww_session`). */
export const SESSION_COOKIE = 'ww_session'
/** The prefix both names carry on the wire. */
export const COOKIE_PREFIX = '__Host-'

// `prefix: 'host'` makes hono write `__Host-<name>` with Secure, Path=/ and no Domain, and refuse otherwise.
const BASE = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'None', partitioned: true, path: '/' } as const
/** Browsers cap cookie lifetime at 400 days anyway. */
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60

export const readDeviceCookie = (c: Context): string | undefined => getCookie(c, DEVICE_COOKIE, 'host') || undefined
export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE, 'host') || undefined

export function setDeviceCookie(c: Context, token: string): void {
  setCookie(c, DEVICE_COOKIE, token, { ...BASE, maxAge: DEVICE_MAX_AGE_SECONDS })
}

export function setSessionCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, SESSION_COOKIE, token, { ...BASE, maxAge: maxAgeSeconds })
}

/** A partitioned cookie is only replaced by one with the same attributes, Partitioned included. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, BASE)
}
