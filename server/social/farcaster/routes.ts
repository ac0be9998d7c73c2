/**
 *   POST /auth/v1/social/farcaster/start    {}          → { url, channel } + __Host-ww_farcaster
 *   POST /auth/v1/social/farcaster/connect  { channel } → 202 { state: 'pending' }, or 200 the session + __Host-ww_session
 *
 * Connect reads the channel on the relay; once the phone has signed, the message is verified here
 * (nonce, domain, signature, custody of the fid in the ID registry) before anyone is signed in,
 * and the flow is marked used in the same transaction that opens the session.
 */
import { generateNonce } from '@farcaster/auth-client'
import { Hono } from 'hono'
import {
  FarcasterConnectBody,
  type FarcasterPending,
  type FarcasterSession,
  type FarcasterStarted,
  FarcasterStartBody,
} from '../../../shared/contracts/farcaster.js'
import { browserTokenHash } from '../../auth/browser.js'
import { enforceIpLimit } from '../../auth/limits.js'
import { readBody } from '../../auth/read-body.js'
import { newKeySecret, newToken, sameHash, sha256Hex } from '../../auth/secrets.js'
import { openSession, setSession } from '../session.js'
import { findSocialUser, upsertAccount } from '../store/accounts.js'
import { deleteOldFlows } from '../store/flows.js'
import type { FarcasterContext } from './context.js'
import { clearFarcasterCookie, readFarcasterCookie, setFarcasterCookie } from './cookie.js'
import { farcasterError } from './errors.js'
import { createFarcasterFlow, FARCASTER_PROVIDER, findFarcasterFlow, markFarcasterConnected } from './flows.js'
import { type ChannelStatus, type FarcasterRelayClient, RelayError, VerificationError } from './relay-client.js'

export function farcasterLoginRoutes(ctx: FarcasterContext): Hono {
  const app = new Hono()
  const origin = ctx.config.publicOrigin
  // The message is signed for this origin: its host is the SIWE domain, the origin its URI.
  const domain = new URL(origin).host
  /** The relay client; without relay settings, Farcaster is not offered. */
  const relay = (): FarcasterRelayClient => {
    if (!ctx.relay) throw farcasterError('farcaster_unavailable')
    return ctx.relay
  }

  app.post('/start', async (c) => {
    await readBody(c, FarcasterStartBody)
    const client = relay()
    await enforceIpLimit(ctx, c, 'farcaster-start')
    const now = ctx.clock()
    const expiresAt = new Date(now.getTime() + ctx.flowTtlMs)
    const nonce = generateNonce()
    let channel: { channelToken: string; url: string }
    try {
      channel = await client.createChannel({ siweUri: origin, domain, nonce, expirationTime: expiresAt })
    } catch (err) {
      if (err instanceof RelayError) throw farcasterError('farcaster_relay_error', err.message)
      throw err
    }
    const id = newToken()
    const browserToken = newToken()
    await deleteOldFlows(ctx.db, now)
    await createFarcasterFlow(ctx.db, {
      id,
      browserHash: sha256Hex(browserToken),
      channelToken: channel.channelToken,
      nonce,
      now,
      expiresAt,
    })
    setFarcasterCookie(c, browserToken, Math.ceil(ctx.flowTtlMs / 1000))
    return c.json({ url: channel.url, channel: id } satisfies FarcasterStarted)
  })

  app.post('/connect', async (c) => {
    const { channel: id } = await readBody(c, FarcasterConnectBody)
    const client = relay()
    const cookie = readFarcasterCookie(c)
    const flow = await findFarcasterFlow(ctx.db, id)
    // A used flow says so first: its cookie went when it signed the browser in.
    if (flow?.connectedAt) throw farcasterError('farcaster_replayed')
    if (!flow || !cookie || !sameHash(flow.browserHash, sha256Hex(cookie)))
      throw farcasterError('farcaster_flow_mismatch')
    if (flow.expiresAt.getTime() <= ctx.clock().getTime()) throw farcasterError('farcaster_expired')

    let status: ChannelStatus
    try {
      status = await client.status(flow.channelToken)
    } catch (err) {
      if (err instanceof RelayError) throw farcasterError('farcaster_relay_error', err.message)
      throw err
    }
    if (status.kind === 'pending') return c.json({ state: 'pending' } satisfies FarcasterPending, 202)
    if (status.kind === 'denied') throw farcasterError('farcaster_denied')
    if (status.kind === 'gone') throw farcasterError('farcaster_expired')

    let fid: number
    try {
      fid = await client.verify({ nonce: flow.nonce, domain, message: status.message, signature: status.signature })
    } catch (err) {
      if (err instanceof VerificationError) throw farcasterError('farcaster_bad_signature', err.message)
      if (err instanceof RelayError) throw farcasterError('farcaster_relay_error', err.message)
      throw err
    }

    const browserHash = await browserTokenHash(ctx, c)
    const now = ctx.clock()
    const outcome = await ctx.db.transaction(async (tx) => {
      const locked = await findFarcasterFlow(tx, id, { lock: true })
      if (!locked || locked.connectedAt) throw farcasterError('farcaster_replayed')
      const identity = { subject: String(fid), userName: status.username }
      await markFarcasterConnected(tx, { id, identity, now })
      const account = await upsertAccount(tx, {
        provider: FARCASTER_PROVIDER,
        identity: { ...identity, email: null, emailVerified: false },
        keySecret: newKeySecret(),
        now,
      })
      const user = await findSocialUser(tx, account.user_id)
      if (!user) throw new Error('farcaster account without a user')
      const sessionToken = await openSession(tx, { userId: user.id, browserHash, now, social: account })
      const body: FarcasterSession = {
        state: 'connected',
        user: {
          id: user.id,
          email: user.email,
          address: user.wallet_address,
          provider: 'farcaster',
          fid,
          userName: account.user_name,
        },
        keySecret: Buffer.from(user.key_secret).toString('base64'),
        encryptedKey: user.encrypted_key ? Buffer.from(user.encrypted_key).toString('base64') : null,
      }
      return { body, sessionToken }
    })

    clearFarcasterCookie(c)
    setSession(c, outcome.sessionToken)
    return c.json(outcome.body)
  })

  return app
}
