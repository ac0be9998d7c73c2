/**
 * Sign-in with the wallet (the contract, and why the site's origin can be trusted:
 * shared/contracts/sessions.ts):
 *
 *   POST /v1/sessions/nonce          { projectId, origin } → { nonce, expiresAt }   widget origins only
 *   POST /v1/sessions                { message, signature } → the session            widget origins only
 *   GET  /v1/sessions/{id}           → the session, with a fresh token
 *   POST /v1/sessions/{id}/revoke    { pci, signature } or { pci, secret } → { success: true }
 *   GET  /.well-known/jwks.json      → { keys }: the public keys of the session tokens
 *
 * The JWKS is read by sites' backends, where CORS plays no part; it is declared with the
 * widget-origins policy like the rest of the public API, since no page of another origin needs
 * to read it in a browser.
 */
import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { Hex } from 'viem'
import { isOriginAllowed } from '../../shared/allowed-origins.js'
import {
  JWKS_PATH,
  NonceRequest,
  RevokeRequest,
  revokeMessage,
  type RevokeAnswer,
  SessionId,
  type SessionAnswer,
  SignInRequest,
  type NonceAnswer,
  type SignInAnswer,
} from '../../shared/contracts/sessions.js'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { enforcePerMinute } from '../api/limits.js'
import { requireProject } from '../api/query.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { readCappedBody } from '../blockchain/capped-body.js'
import { parseInput } from '../validation.js'
import { sessionError, shown } from './errors.js'
import { consumeNonce, issueNonce, purgeExpiredNonces } from './nonces.js'
import { createSignatureChecker } from './signatures.js'
import {
  findSession,
  insertSession,
  newRevokeSecret,
  newSessionId,
  purgeEndedSessions,
  revokeSecretHash,
  revokeSession,
  sessionIdHash,
  type StoredSession,
} from './store.js'
import { createTokenIssuer } from './tokens.js'
import { messageData, verifySignIn } from './verify-sign-in.js'
import { isSolanaSignInMessage } from '../../shared/solana/sign-in-message.js'
import { solanaMessageData, verifySolanaSignIn } from './verify-solana-sign-in.js'

const MAX_BODY_BYTES = 16 * 1024

async function readJson(c: Context): Promise<unknown> {
  const text = await readCappedBody(c.req.raw, MAX_BODY_BYTES)
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Body must be valid JSON')
  }
}

/** Sign-in calls come from the widget iframe: a browser sets Origin, and a page cannot change it. */
function requireWidgetOrigin(ctx: ApiContext, c: Context): void {
  const origin = c.req.header('origin')
  if (origin !== undefined && isOriginAllowed(ctx.config.widgetOrigins, origin)) return
  throw sessionError(
    'WIDGET_ORIGIN_REQUIRED',
    `Sign-in is started by the widget; Origin ${origin === undefined ? '(none)' : shown(origin)} is not a widget origin`,
  )
}

/** The origin as a browser writes it (lower case, no default port), or a 400 naming it. */
function canonicalOrigin(value: string): string {
  try {
    const url = new URL(value)
    if (url.username === '' && url.password === '' && url.origin !== 'null') return url.origin
  } catch {}
  throw new ApiError(400, `origin must be an origin like https://example.com, got ${shown(value)}`, { field: 'origin' })
}

async function requireAllowedOrigin(ctx: ApiContext, projectId: string, origin: string): Promise<void> {
  const project = await requireProject(ctx, projectId)
  if (!isOriginAllowed(project.allowedOrigins, origin))
    throw sessionError('ORIGIN_NOT_ALLOWED', `${origin} is not an allowed origin of project ${project.id}`)
}

export function sessionRoutes(ctx: ApiContext): RouteGroup {
  const signatures = createSignatureChecker(ctx.config.chains)
  const tokens = createTokenIssuer(ctx.config.sessions, ctx.config.publicOrigin)
  const app = new Hono()

  const answer = async (id: string, session: StoredSession, now: Date): Promise<SessionAnswer> => {
    const { token, expiresAt } = await tokens.issue(
      { account: session.account, origin: session.origin, sid: session.idHash, sessionExpiresAt: session.expiresAt },
      now,
    )
    return {
      id,
      data: isSolanaSignInMessage(session.message) ? solanaMessageData(session.message) : messageData(session.message),
      message: session.message,
      signature: session.signature,
      account: session.account,
      origin: session.origin,
      expiresAt: session.expiresAt.toISOString(),
      token,
      tokenExpiresAt: expiresAt.toISOString(),
    }
  }

  /** The session of the path's id, live; a refusal naming why when it is not. */
  const liveSession = async (c: Context, now: Date): Promise<{ id: string; session: StoredSession }> => {
    const id = parseInput(SessionId, c.req.param('id'))
    const session = await findSession(ctx.db, sessionIdHash(id))
    if (!session) throw sessionError('SESSION_NOT_FOUND', 'No session has this id')
    if (session.revokedAt)
      throw sessionError('SESSION_REVOKED', `The session was revoked at ${session.revokedAt.toISOString()}`)
    if (session.expiresAt.getTime() <= now.getTime())
      throw sessionError('SESSION_EXPIRED', `The session expired at ${session.expiresAt.toISOString()}`)
    return { id, session }
  }

  app.post('/v1/sessions/nonce', async (c) => {
    requireWidgetOrigin(ctx, c)
    const request = parseInput(NonceRequest, await readJson(c))
    const origin = canonicalOrigin(request.origin)
    await requireAllowedOrigin(ctx, request.projectId, origin)
    await enforcePerMinute(ctx, c, 'sign-in-nonce', request.projectId, ctx.config.sessions.callsPerMinute)
    const now = ctx.clock()
    await purgeExpiredNonces(ctx.db, now)
    await purgeEndedSessions(ctx.db, now)
    const { nonce, expiresAt } = await issueNonce(ctx.db, { projectId: request.projectId, origin }, now)
    return c.json({ nonce, expiresAt: expiresAt.toISOString() } satisfies NonceAnswer)
  })

  app.post('/v1/sessions', async (c) => {
    requireWidgetOrigin(ctx, c)
    const request = parseInput(SignInRequest, await readJson(c))
    // Each sign-in costs a call to a chain node; the project is known only from the nonce, so the window is per IP.
    await enforcePerMinute(ctx, c, 'sign-in', 'any-project', ctx.config.sessions.callsPerMinute)
    const now = ctx.clock()
    const signature = request.signature as Hex
    // A Solana account's message (CAIP-122, Ed25519) is verified without a node; an EVM one on its chain.
    const solanaNetworks = new Set(ctx.config.solana.networks.map((network) => network.caipNetworkId))
    const verified = isSolanaSignInMessage(request.message)
      ? await verifySolanaSignIn({
          db: ctx.db,
          serves: (id) => solanaNetworks.has(id),
          message: request.message,
          signature,
          now,
        })
      : await verifySignIn({ db: ctx.db, signatures, message: request.message, signature, now })
    // The project may have dropped the site since the nonce was issued.
    await requireAllowedOrigin(ctx, verified.binding.projectId, verified.binding.origin)
    const id = newSessionId()
    const revokeSecret = newRevokeSecret()
    const ttlEnd = now.getTime() + ctx.config.sessions.sessionTtlSeconds * 1000
    const session: StoredSession = {
      idHash: sessionIdHash(id),
      projectId: verified.binding.projectId,
      origin: verified.binding.origin,
      account: verified.account,
      nonce: verified.nonce,
      message: request.message,
      signature,
      createdAt: now,
      expiresAt: new Date(Math.min(ttlEnd, verified.expiresAt?.getTime() ?? ttlEnd)),
      revokedAt: null,
      revokeSecretHash: revokeSecret.hash,
    }
    // Consuming the nonce and creating the session commit together: one nonce, one session.
    await ctx.db.transaction(async (tx) => {
      await consumeNonce(tx, verified.nonce, now)
      await insertSession(tx, session)
    })
    return c.json({ ...(await answer(id, session, now)), revokeSecret: revokeSecret.secret } satisfies SignInAnswer)
  })

  app.get('/v1/sessions/:id', async (c) => {
    const now = ctx.clock()
    const { id, session } = await liveSession(c, now)
    return c.json(await answer(id, session, now))
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const id = parseInput(SessionId, c.req.param('id'))
    const request = parseInput(RevokeRequest, await readJson(c))
    if (request.pci !== id) throw sessionError('REVOKE_MISMATCH', 'pci must be the id of the session in the path')
    const session = await findSession(ctx.db, sessionIdHash(id))
    if (!session) throw sessionError('SESSION_NOT_FOUND', 'No session has this id')
    if ('secret' in request) {
      // Compared as hashes of equal length; a session from before revoke secrets has none.
      const given = revokeSecretHash(request.secret)
      if (
        session.revokeSecretHash === null ||
        !timingSafeEqual(Buffer.from(given), Buffer.from(session.revokeSecretHash))
      )
        throw sessionError('REVOKE_SECRET_INVALID', "The secret is not this session's revokeSecret")
    } else {
      const [namespace = '', reference = '', address = ''] = session.account.split(':')
      const domain = new URL(session.origin).host
      const valid = await signatures.verifyMessage(`${namespace}:${reference}`, {
        address: address as Hex,
        message: revokeMessage(id, domain),
        signature: request.signature as Hex,
      })
      if (!valid)
        throw sessionError(
          'SIGNATURE_INVALID',
          `The signature is not ${address}'s over the revoke message of this session`,
        )
    }
    await revokeSession(ctx.db, session.idHash, ctx.clock())
    return c.json({ success: true } satisfies RevokeAnswer)
  })

  app.get(JWKS_PATH, async (c) => {
    // Short enough that a key put first in the settings is seen soon; jose also refetches on an unknown kid.
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(await tokens.jwks())
  })

  return defineRoutes({ cors: 'widget-origins', app })
}
