/**
 * `__Host-ww_farcaster`: binds a Farcaster sign-in started by the secure frame to the browser
 * that started it, in the frame's cookie partition like the session cookie. Apart from the OAuth
 * flow's cookie, so one login never overwrites the other's.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

export const FARCASTER_COOKIE = 'ww_farcaster'

const BASE = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'None', partitioned: true, path: '/' } as const

export const readFarcasterCookie = (c: Context): string | undefined =>
  getCookie(c, FARCASTER_COOKIE, 'host') || undefined

export function setFarcasterCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, FARCASTER_COOKIE, token, { ...BASE, maxAge: maxAgeSeconds })
}

export function clearFarcasterCookie(c: Context): void {
  deleteCookie(c, FARCASTER_COOKIE, BASE)
}
