/**
 *   GET  /auth/v1/social/callback/:provider  ?code&state (or ?error&state)  → 303 to the result page
 *   POST /auth/v1/social/callback/:provider  the same, form-encoded          → 303 to the result page
 *
 * The provider sends the popup back here. A `query` provider redirects with the answer in the URL;
 * a `form_post` provider (Apple) has its own page POST it, from the provider's origin, so this POST
 * cannot be held to the same-origin rule of the other routes (it is mounted before it). Neither
 * needs a cookie: the flow is found by `state`, and claimed before the code is exchanged, so a
 * replayed callback finds it taken; the code is worth nothing without the flow's PKCE verifier.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { REDIRECT_PROVIDERS, type RedirectProvider, type SocialErrorCode } from '../../../shared/contracts/social.js'
import { newToken, sha256Hex } from '../../auth/secrets.js'
import { callbackPath, socialResultUrl, type SocialContext } from '../context.js'
import { SocialFlowError } from '../errors.js'
import { claimCallback, flowExists, recordCallback } from '../store/flows.js'

const isRedirectProvider = (value: string): value is RedirectProvider =>
  (REDIRECT_PROVIDERS as readonly string[]).includes(value)

const FORM = /^application\/x-www-form-urlencoded\b/i

export function callbackRoutes(ctx: SocialContext): Hono {
  const app = new Hono()
  const origin = ctx.config.publicOrigin

  async function complete(c: Context, provider: string, params: URLSearchParams, mode: 'query' | 'form_post') {
    const state = params.get('state') ?? ''
    const fail = (code: SocialErrorCode) => c.redirect(socialResultUrl(origin, { state, error: code }), 303)
    const client = isRedirectProvider(provider) ? ctx.clients[provider] : undefined
    // Each provider answers one way only: a POST for a `query` provider (or a GET for Apple) is not its answer.
    if (!client || client.responseMode !== mode) return fail('social_state_mismatch')
    const now = ctx.clock()
    const flow = state ? await claimCallback(ctx.db, { state, now }) : undefined
    if (!flow) return fail(state && (await flowExists(ctx.db, state)) ? 'social_replayed' : 'social_state_mismatch')
    const record = async (code: SocialErrorCode) => {
      await recordCallback(ctx.db, { state, resultHash: null, identity: null, errorCode: code })
      return fail(code)
    }
    if (flow.provider !== provider) return record('social_state_mismatch')
    if (flow.expires_at.getTime() <= now.getTime()) return record('social_flow_expired')
    const error = params.get('error')
    if (error) return record(error === 'access_denied' ? 'social_denied' : 'social_provider_error')

    // What openid-client checks: the answer's parameters, at the redirect URI registered.
    const current = new URL(`${origin}${callbackPath(provider as RedirectProvider)}`)
    current.search = params.toString()
    try {
      const identity = await client.complete(current, {
        state: flow.state,
        codeVerifier: flow.code_verifier,
        nonce: flow.nonce,
      })
      const resultToken = newToken()
      await recordCallback(ctx.db, { state, resultHash: sha256Hex(resultToken), identity, errorCode: null })
      return c.redirect(socialResultUrl(origin, { state, result: resultToken }), 303)
    } catch (err) {
      if (err instanceof SocialFlowError) return record(err.code)
      throw err
    }
  }

  app.get('/callback/:provider', (c) => complete(c, c.req.param('provider'), new URL(c.req.url).searchParams, 'query'))

  app.post('/callback/:provider', async (c) => {
    const params = FORM.test(c.req.header('content-type') ?? '') ? new URLSearchParams(await c.req.text()) : null
    // Apple also posts `user` (the name, on the first login only); the identity is the id_token's.
    params?.delete('user')
    return complete(c, c.req.param('provider'), params ?? new URLSearchParams(), 'form_post')
  })

  return app
}
