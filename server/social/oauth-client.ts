/**
 * The OAuth 2.0 / OpenID Connect client side of a login, with openid-client: the authorization
 * URL (state, PKCE S256 challenge, and nonce for OpenID Connect), and the code exchange with the
 * identity it yields. An `oidc` provider's identity is its id_token's claims (nonce checked); an
 * `oauth2` provider's is its userinfo endpoint's JSON, read with the access token.
 */
import * as oauth from 'openid-client'
import { signedClientSecret } from './client-secret-jwt.js'
import { type SocialIdentity, readIdentity } from './identity.js'
import { isLoopbackUrl, type SocialProviderSettings } from './settings.js'
import { SocialFlowError } from './errors.js'

export interface AuthorizationRequest {
  url: URL
  state: string
  codeVerifier: string
  nonce: string | null
}

export interface ProviderClient {
  /** How the provider answers the popup (settings' responseMode). */
  readonly responseMode: SocialProviderSettings['responseMode']
  /** A new authorization request: fresh state, PKCE verifier and (OpenID Connect) nonce. */
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>
  /** Exchanges the code of `callbackUrl` and reads the identity; throws {@link SocialFlowError}. */
  complete(
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string; nonce: string | null },
  ): Promise<SocialIdentity>
}

function clientAuth(settings: SocialProviderSettings): oauth.ClientAuth {
  const byMethod = (secret: string): oauth.ClientAuth =>
    settings.tokenAuth === 'client_secret_basic' ? oauth.ClientSecretBasic(secret) : oauth.ClientSecretPost(secret)
  if (!settings.signedClientSecret) return byMethod(settings.clientSecret)
  // A secret the app signs (Apple): the current one goes out the way tokenAuth says.
  const secret = signedClientSecret(settings.signedClientSecret, settings.clientId, settings.issuer)
  return async (as, client, body, headers) => byMethod(await secret())(as, client, body, headers)
}

/** Settings refuse plain http except on the machine itself (settings.ts); there openid-client must allow it. */
const isPlainLoopback = (url: string | undefined): boolean =>
  url?.startsWith('http:') === true && isLoopbackUrl(new URL(url))

async function configure(settings: SocialProviderSettings): Promise<oauth.Configuration> {
  const endpoints = [settings.issuer, settings.authorizationEndpoint, settings.tokenEndpoint, settings.userinfoEndpoint]
  const execute = endpoints.some(isPlainLoopback) ? [oauth.allowInsecureRequests] : []
  if (settings.protocol === 'oidc' && !settings.authorizationEndpoint) {
    return oauth.discovery(new URL(settings.issuer), settings.clientId, undefined, clientAuth(settings), { execute })
  }
  const config = new oauth.Configuration(
    {
      issuer: settings.issuer,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      ...(settings.userinfoEndpoint ? { userinfo_endpoint: settings.userinfoEndpoint } : {}),
    },
    settings.clientId,
    undefined,
    clientAuth(settings),
  )
  for (const step of execute) step(config)
  return config
}

/** A provider's client; the discovery document is fetched once, and again after a failure. */
export function providerClient(settings: SocialProviderSettings): ProviderClient {
  let configuration: Promise<oauth.Configuration> | undefined
  const config = (): Promise<oauth.Configuration> => {
    configuration ??= configure(settings).catch((err: unknown) => {
      configuration = undefined
      throw err
    })
    return configuration
  }

  return {
    responseMode: settings.responseMode,
    async authorizationRequest(redirectUri) {
      const state = oauth.randomState()
      const codeVerifier = oauth.randomPKCECodeVerifier()
      const nonce = settings.protocol === 'oidc' ? oauth.randomNonce() : null
      const url = oauth.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: settings.scopes.join(' '),
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(nonce ? { nonce } : {}),
        ...(settings.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      })
      return { url, state, codeVerifier, nonce }
    },

    async complete(callbackUrl, checks) {
      let source: unknown
      try {
        const cfg = await config()
        const tokens = await oauth.authorizationCodeGrant(cfg, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
          idTokenExpected: settings.protocol === 'oidc',
        })
        if (settings.protocol === 'oidc') {
          source = tokens.claims()
        } else {
          const userinfo = settings.userinfoEndpoint ?? ''
          const res = await oauth.fetchProtectedResource(cfg, tokens.access_token, new URL(userinfo), 'GET')
          if (!res.ok) throw new Error(`userinfo answered ${res.status}`)
          source = await res.json()
        }
      } catch (err) {
        throw new SocialFlowError('social_provider_error', { cause: err })
      }
      const identity = readIdentity(source, settings.claims)
      if (!identity)
        throw new SocialFlowError('social_provider_error', { cause: new Error('no user id in the answer') })
      return identity
    },
  }
}
