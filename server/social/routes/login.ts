/**
 *   POST /auth/v1/social/start               { provider }  → { uri, state } + __Host-ww_social
 *   GET  /auth/v1/social/callback/:provider  (routes/callback.ts) → 303 to the result page
 *   GET  /auth/v1/social/result              ?state&result (or ?state&error) → the page that posts its URL to the opener
 *   POST /auth/v1/social/connect             { uri }       → the session + __Host-ww_session
 *
 * The callback is single use: it claims the flow before it exchanges the code, so a replayed
 * callback finds the flow taken. The result is single use too, and only the browser holding the
 * flow's cookie can connect with it.
 */
import { Hono } from 'hono'
import {
  SOCIAL_RESULT_PATH,
  SocialConnectBody,
  type SocialStarted,
  SocialStartBody,
} from '../../../shared/contracts/social.js'
import { ApiError } from '../../api-error.js'
import { browserTokenHash } from '../../auth/browser.js'
import { enforceIpLimit } from '../../auth/limits.js'
import { readBody } from '../../auth/read-body.js'
import { newKeySecret, newToken, sameHash, sha256Hex } from '../../auth/secrets.js'
import { callbackPath, type SocialContext } from '../context.js'
import { clearSocialCookie, readSocialCookie, setSocialCookie } from '../cookie.js'
import { isSocialErrorCode, SocialTexts, socialError } from '../errors.js'
import { resultPage } from '../result-page.js'
import { linkOffer, openSession, setSession, socialSessionBody } from '../session.js'
import { findSocialUser, upsertAccount } from '../store/accounts.js'
import { createFlow, deleteOldFlows, lockFlow, markConnected } from '../store/flows.js'

export function loginRoutes(ctx: SocialContext): Hono {
  const app = new Hono()
  const origin = ctx.config.publicOrigin

  app.post('/start', async (c) => {
    const { provider } = await readBody(c, SocialStartBody)
    const client = ctx.clients[provider]
    if (!client) throw socialError('social_provider_unavailable')
    // Each start stores a flow: one address gets as many per window as it gets email login starts, counted apart.
    await enforceIpLimit(ctx, c, 'social-start')
    let request: Awaited<ReturnType<typeof client.authorizationRequest>>
    try {
      request = await client.authorizationRequest(`${origin}${callbackPath(provider)}`)
    } catch {
      throw new ApiError(502, SocialTexts.notStarted, {
        code: 'social_provider_error',
        reason: 'The provider could not be reached',
      })
    }
    const now = ctx.clock()
    const browserToken = newToken()
    await deleteOldFlows(ctx.db, now)
    await createFlow(ctx.db, {
      state: request.state,
      provider,
      browserHash: sha256Hex(browserToken),
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      now,
      expiresAt: new Date(now.getTime() + ctx.flowTtlMs),
    })
    setSocialCookie(c, browserToken, Math.ceil(ctx.flowTtlMs / 1000))
    return c.json({ uri: request.url.href, state: request.state } satisfies SocialStarted)
  })

  app.get('/result', (c) => {
    const error = c.req.query('error')
    const text = !error
      ? 'Signed in; this window closes by itself.'
      : isSocialErrorCode(error)
        ? socialError(error).message
        : SocialTexts.failed
    const page = resultPage(origin, text)
    return c.html(page.html, 200, page.headers)
  })

  app.post('/connect', async (c) => {
    const { uri } = await readBody(c, SocialConnectBody)
    let result: URL
    try {
      result = new URL(uri)
    } catch {
      throw socialError('social_bad_result')
    }
    if (result.origin !== origin || result.pathname !== SOCIAL_RESULT_PATH) throw socialError('social_bad_result')
    const state = result.searchParams.get('state') ?? ''
    const cookie = readSocialCookie(c)
    const browserHash = await browserTokenHash(ctx, c)
    const now = ctx.clock()

    const outcome = await ctx.db.transaction(async (tx) => {
      const flow = state ? await lockFlow(tx, state) : undefined
      if (flow?.connected_at) throw socialError('social_replayed')
      if (!flow || !cookie || !sameHash(flow.browser_hash, sha256Hex(cookie)))
        throw socialError('social_state_mismatch')
      if (flow.expires_at.getTime() <= now.getTime()) throw socialError('social_flow_expired')
      if (isSocialErrorCode(flow.error_code)) throw socialError(flow.error_code)
      const token = result.searchParams.get('result') ?? ''
      if (!flow.identity || !flow.result_hash || !token || !sameHash(flow.result_hash, sha256Hex(token)))
        throw socialError('social_bad_result')
      await markConnected(tx, { state, now })
      const account = await upsertAccount(tx, {
        provider: flow.provider,
        identity: flow.identity,
        keySecret: newKeySecret(),
        now,
      })
      const user = await findSocialUser(tx, account.user_id)
      if (!user) throw new Error('social account without a user')
      const sessionToken = await openSession(tx, { userId: user.id, browserHash, now, social: account })
      return { body: socialSessionBody(user, account, await linkOffer(tx, account)), sessionToken }
    })

    clearSocialCookie(c)
    setSession(c, outcome.sessionToken)
    return c.json(outcome.body)
  })

  return app
}
