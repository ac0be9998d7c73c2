/**
 * A local identity provider (oidc-provider) standing in for every social provider: one client
 * per provider (client id = the provider's name), PKCE required, a login page listing the test
 * accounts and a consent page where the user allows or denies every login. Google and Apple are
 * served as OpenID Connect (id_token with nonce); GitHub, Discord, X and Facebook as plain OAuth
 * 2.0, whose clients read the user from `/api/<provider>/me` with the access token, in that
 * provider's own shape (accounts.ts). Apple, as the real one does, answers the popup with a POST
 * (form_post) and takes a client secret the app signs.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { interactionPolicy } from 'oidc-provider'
import { REDIRECT_PROVIDERS, type RedirectProvider } from '../../shared/contracts/social.js'
import { findTestAccount, oidcClaims, profileAnswer } from './accounts.js'
import { isValidAppleClientSecret } from './apple-client-secret.js'
import { consentPage, loginPage } from './pages.js'
import { clientSecretOf, LOCAL_SCOPES, tokenAuthOf } from './social-settings.js'

/** Where `npm start`'s world serves it. */
export const DEFAULT_IDENTITY_PROVIDER_PORT = 4405

export interface StartIdentityProviderParameters {
  /** 0 for any free port. */
  port: number
  /** The server's origin: each provider's redirect URI is its callback there. */
  redirectOrigin: string
}

export interface IdentityProvider {
  /** The issuer, e.g. http://localhost:4405 */
  url: string
  stop(): Promise<void>
}

/** Every login asks the user, even when an earlier one was allowed: the deny button must always be reachable. */
function alwaysConsent(): interactionPolicy.Prompt[] {
  const policy = interactionPolicy.base()
  const consent = policy.get('consent')
  consent?.checks.add(
    new interactionPolicy.Check('local_consent', 'every login is approved by the user', (ctx) =>
      ctx.oidc.result?.consent ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  )
  return policy
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(body)
}

export async function startIdentityProvider(p: StartIdentityProviderParameters): Promise<IdentityProvider> {
  const http = createServer()
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen({ host: '127.0.0.1', port: p.port, exclusive: true }, () => resolve())
  })
  const issuer = `http://localhost:${(http.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })

  const provider = new Provider(issuer, {
    clients: REDIRECT_PROVIDERS.map((name) => ({
      client_id: name,
      client_name: name,
      client_secret: clientSecretOf(name),
      redirect_uris: [`${p.redirectOrigin}/auth/v1/social/callback/${name}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: tokenAuthOf(name),
    })),
    pkce: { required: () => true },
    scopes: [...new Set(Object.values(LOCAL_SCOPES).flat())],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The id_token carries the scopes' claims, as Google's and Apple's do.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, id: string) => {
      const account = findTestAccount(id)
      return account ? { accountId: id, claims: () => oidcClaims(account) } : undefined
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
      policy: alwaysConsent(),
    },
    // Lifetimes in seconds: a login is a matter of minutes here.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local' }] },
  })
  const oidc = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string[]): Promise<void> {
    const details = await provider.interactionDetails(req, res)
    const app = String(details.params.client_id)
    const action = path[2]
    if (req.method === 'GET' && action === undefined) {
      if (details.prompt.name === 'login')
        return send(res, 200, 'text/html; charset=utf-8', loginPage(details.uid, app))
      const account = details.session?.accountId ?? ''
      const scopes = String(details.params.scope ?? '')
        .split(' ')
        .filter(Boolean)
      return send(res, 200, 'text/html; charset=utf-8', consentPage(details.uid, app, account, scopes))
    }
    if (req.method !== 'POST') return send(res, 405, 'text/plain', 'method not allowed')
    if (action === 'login') {
      const username = (await readForm(req)).get('username') ?? ''
      if (!findTestAccount(username))
        return send(res, 400, 'text/html; charset=utf-8', loginPage(details.uid, app, `No test account "${username}"`))
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: username } },
        { mergeWithLastSubmission: false },
      )
    }
    if (action === 'deny') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied the login' },
        { mergeWithLastSubmission: false },
      )
    }
    if (action === 'confirm') {
      const accountId = details.session?.accountId
      if (!accountId) return send(res, 400, 'text/plain', 'nobody is signed in')
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: app })
      if (!grant) return send(res, 400, 'text/plain', 'the grant expired')
      const missing = details.prompt.details
      if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims as string[])
      const resourceScopes = (missing.missingResourceScopes ?? {}) as Record<string, string[]>
      for (const [indicator, scopes] of Object.entries(resourceScopes))
        grant.addResourceScope(indicator, scopes.join(' '))
      const grantId = await grant.save()
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
    }
    return send(res, 404, 'text/plain', 'no such step')
  }

  /** A plain OAuth provider's "who am I" API: the access token's account, in the provider's shape. */
  async function profile(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')
    const token = match?.[1] ? await provider.AccessToken.find(match[1]) : undefined
    const account = token?.accountId ? findTestAccount(token.accountId) : undefined
    if (!token || !account || token.clientId !== name)
      return send(res, 401, 'application/json', JSON.stringify({ error: 'invalid_token' }))
    send(res, 200, 'application/json', JSON.stringify(profileAnswer(name as RedirectProvider, account)))
  }

  /**
   * The token endpoint, with Apple's client authentication in front: the "apple" client must send a
   * secret it signed (apple-client-secret.ts), which stands for its registered one. oidc-provider reads a
   * body parsed before it (it says so once on the console).
   */
  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req)
    if (form.get('client_id') === 'apple') {
      if (!(await isValidAppleClientSecret(form.get('client_secret') ?? '', 'apple', issuer)))
        return send(res, 401, 'application/json', JSON.stringify({ error: 'invalid_client' }))
      form.set('client_secret', clientSecretOf('apple'))
    }
    ;(req as IncomingMessage & { body?: unknown }).body = Object.fromEntries(form)
    await oidc(req, res)
  }

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname.split('/').slice(1)
    const handle =
      path[0] === 'interaction'
        ? interaction(req, res, path)
        : path[0] === 'api' && path[2] === 'me' && (REDIRECT_PROVIDERS as readonly string[]).includes(path[1] ?? '')
          ? profile(req, res, path[1] ?? '')
          : path[0] === 'token' && path.length === 1 && req.method === 'POST'
            ? token(req, res)
            : Promise.resolve(oidc(req, res))
    handle.catch((err: unknown) => {
      console.error('[identity-provider]', err)
      if (!res.headersSent) send(res, 500, 'text/plain', 'identity provider error')
      else res.end()
    })
  })

  return {
    url: issuer,
    stop: () =>
      new Promise((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      }),
  }
}
