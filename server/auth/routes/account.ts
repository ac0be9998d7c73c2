/**
 *   GET  /auth/v1/session   → { user, keySecret, encryptedKey, login } | { user: null } when not signed in
 *                             (login: the social provider and username that opened the session, null by email)
 *   PUT  /auth/v1/wallet    { address, encryptedKey } → { user, keySecret, encryptedKey } | 409 when a wallet exists
 *   POST /auth/v1/signout   → { ok: true }, the session revoked and its cookie cleared
 *
 * About custody: the secure frame generates the wallet's private key in the browser and wraps
 * it (AES-GCM, key derived from `keySecret`) before PUT /wallet, so this server never sees a
 * plaintext key. It does hold both `key_secret` and the ciphertext, though, so whoever
 * operates it (or steals its database) could unwrap the key: toward the operator this wallet is
 * custodial. What the design guarantees is narrower and still the point: neither the site
 * nor the widget iframe ever sees the key; it exists in clear only inside the secure frame's
 * origin.
 */
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { ApiError } from '../../api-error.js'
import { type NoSession, type SignedOut, WalletBody } from '../../../shared/contracts/auth.js'
import type { AuthContext } from '../context.js'
import { clearSessionCookie, readSessionCookie } from '../cookies.js'
import { readBody } from '../read-body.js'
import { currentSession, requireUser, signedInBody } from '../current-user.js'
import { sha256Hex } from '../secrets.js'
import { revokeSession } from '../store/sessions.js'
import { findUserById, storeWallet } from '../store/users.js'

export const WALLET_EXISTS = 'This account already has a wallet'

export function accountRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  // No session is an answer, not a failure: every frame of a new visitor asks.
  app.get('/session', async (c) => {
    const session = await currentSession(ctx, c)
    if (!session) return c.json({ user: null } satisfies NoSession)
    return c.json({ ...signedInBody(session.user), login: session.login })
  })

  app.put('/wallet', async (c) => {
    const user = await requireUser(ctx, c)
    const body = await readBody(c, WalletBody)
    // isAddress is strict by default: a mixed-case address must carry a valid EIP-55 checksum,
    // since a wrong one means a typo. Stored checksummed.
    if (!isAddress(body.address)) throw new ApiError(400, 'address has an invalid checksum', { field: 'address' })
    const address = getAddress(body.address)
    const stored = await storeWallet(ctx.db, {
      userId: user.id,
      address,
      encryptedKey: Buffer.from(body.encryptedKey, 'base64'),
    })
    if (!stored) throw new ApiError(409, WALLET_EXISTS)
    const updated = await findUserById(ctx.db, user.id)
    if (!updated) throw new ApiError(401, 'Not signed in')
    return c.json(signedInBody(updated))
  })

  app.post('/signout', async (c) => {
    const token = readSessionCookie(c)
    if (token) await revokeSession(ctx.db, { tokenHash: sha256Hex(token), now: ctx.clock() })
    clearSessionCookie(c)
    return c.json({ ok: true } satisfies SignedOut)
  })

  return app
}
