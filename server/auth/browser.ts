/**
 * Which browser is asking: the `ww_device` cookie, a random token whose hash is the device's
 * key. A browser without one (or with one this server does not know) gets a new one.
 */
import type { Context } from 'hono'
import type { AuthContext } from './context.js'
import { readDeviceCookie, setDeviceCookie } from './cookies.js'
import { newToken, sha256Hex } from './secrets.js'
import { isKnownBrowser, recordBrowser } from './store/devices.js'

/** Answers the hash of this browser's device token, issuing a token when needed. */
export async function browserTokenHash(ctx: AuthContext, c: Context): Promise<string> {
  const presented = readDeviceCookie(c)
  if (presented) {
    const hash = sha256Hex(presented)
    if (await isKnownBrowser(ctx.db, hash)) return hash
  }
  // Never adopt a token we did not issue: a planted cookie must not become a device.
  const token = newToken()
  const hash = sha256Hex(token)
  await recordBrowser(ctx.db, { tokenHash: hash, now: ctx.clock() })
  setDeviceCookie(c, token)
  return hash
}

/** The hash of the presented device token, without issuing one. */
export function presentedTokenHash(c: Context): string | undefined {
  const presented = readDeviceCookie(c)
  return presented ? sha256Hex(presented) : undefined
}
