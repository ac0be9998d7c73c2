/**
 * `__Host-ww_social`: binds a login started by the secure frame to the browser that started it.
 * Set by `start` and read by `connect`, both from the frame, so it lives in the frame's cookie
 * partition like the session cookie (HttpOnly, Secure, SameSite=None, Partitioned). The popup's
 * top-level pages never need it: the callback is bound by `state`, the result by its token.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

export const SOCIAL_COOKIE = 'ww_social'

const BASE = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'None', partitioned: true, path: '/' } as const

export const readSocialCookie = (c: Context): string | undefined => getCookie(c, SOCIAL_COOKIE, 'host') || undefined

export function setSocialCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, SOCIAL_COOKIE, token, { ...BASE, maxAge: maxAgeSeconds })
}

export function clearSocialCookie(c: Context): void {
  deleteCookie(c, SOCIAL_COOKIE, BASE)
}
