/**
 * The social login settings: per provider, the app's client id and secret, how to reach the
 * provider (an OpenID Connect issuer, or the OAuth 2.0 endpoints), the scopes, and where the
 * provider's answer keeps the user's id, email and name. A provider without settings is not
 * offered. Real providers need only `clientId` and `clientSecret` (presets.ts fills the rest); the
 * local world points every provider at its own identity provider through these same fields.
 *
 * From the environment: `SOCIAL_PROVIDERS`, a JSON object keyed by provider, e.g.
 * `{"google":{"clientId":"…","clientSecret":"…"}}`, and `SOCIAL_FLOW_TTL_SECONDS`.
 */
import { REDIRECT_PROVIDERS, type RedirectProvider } from '../../shared/contracts/social.js'
import { checkSignedClientSecret } from './client-secret-jwt.js'
import { PROVIDER_PRESETS } from './presets.js'
import type { SocialProviderSettings } from './provider-settings.js'

export type { ClaimPaths, SocialProviderSettings } from './provider-settings.js'

export interface SocialSettings {
  providers: Partial<Record<RedirectProvider, SocialProviderSettings>>
  /** How long a login may take from start to connect. */
  flowTtlMs: number
}

/** A deployment's settings of one provider: the app's client id and its secret (or how to sign one); the preset fills the rest. */
export type SocialProviderSettingsInput = Partial<SocialProviderSettings> & { clientId: string } & (
    | { clientSecret: string }
    | { signedClientSecret: SocialProviderSettings['signedClientSecret'] }
  )

export interface SocialSettingsInput {
  providers?: Partial<Record<RedirectProvider, SocialProviderSettingsInput>>
  flowTtlMs?: number
}

export const DEFAULT_FLOW_TTL_MS = 10 * 60_000

/** Plain http is accepted only for the machine itself (the local identity provider). */
export function isLoopbackUrl(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
}

function checkUrl(provider: string, field: string, value: string | undefined, fail: (m: string) => Error): void {
  if (value === undefined) return
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw fail(`social.providers.${provider}.${field} is not a URL, got "${value}"`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url)))
    throw fail(`social.providers.${provider}.${field} must be https (http only on localhost), got "${value}"`)
}

function parseProvider(
  provider: RedirectProvider,
  input: SocialProviderSettingsInput,
  fail: (message: string) => Error,
): SocialProviderSettings {
  const merged = { ...PROVIDER_PRESETS[provider], clientSecret: '', ...input } as SocialProviderSettings
  if (typeof merged.clientId !== 'string' || merged.clientId.length === 0)
    throw fail(`social.providers.${provider}.clientId must be a non-empty string`)
  if (merged.signedClientSecret !== undefined) {
    checkSignedClientSecret(merged.signedClientSecret, `social.providers.${provider}.signedClientSecret`, fail)
  } else if (typeof merged.clientSecret !== 'string' || merged.clientSecret.length === 0)
    throw fail(`social.providers.${provider}.clientSecret must be a non-empty string (or give signedClientSecret)`)
  if (merged.responseMode !== 'query' && merged.responseMode !== 'form_post')
    throw fail(`social.providers.${provider}.responseMode must be "query" or "form_post", got "${merged.responseMode}"`)
  if (merged.protocol !== 'oidc' && merged.protocol !== 'oauth2')
    throw fail(`social.providers.${provider}.protocol must be "oidc" or "oauth2", got "${merged.protocol}"`)
  if (merged.tokenAuth !== 'client_secret_post' && merged.tokenAuth !== 'client_secret_basic')
    throw fail(`social.providers.${provider}.tokenAuth must be client_secret_post or client_secret_basic`)
  for (const field of ['issuer', 'authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const)
    checkUrl(provider, field, merged[field], fail)
  if (merged.protocol === 'oauth2') {
    for (const field of ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'] as const)
      if (!merged[field]) throw fail(`social.providers.${provider}.${field} is needed for an oauth2 provider`)
  }
  if (
    !Array.isArray(merged.scopes) ||
    merged.scopes.some((s) => typeof s !== 'string' || !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(s))
  )
    throw fail(`social.providers.${provider}.scopes must be a list of scope tokens`)
  if (typeof merged.claims?.id !== 'string' || merged.claims.id.length === 0)
    throw fail(`social.providers.${provider}.claims.id must name where the user's id is`)
  return merged
}

function providersFromEnv(
  value: string | undefined,
  fail: (message: string) => Error,
): SocialSettingsInput['providers'] {
  if (value === undefined || value.trim() === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw fail('SOCIAL_PROVIDERS must be a JSON object keyed by provider')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw fail('SOCIAL_PROVIDERS must be a JSON object keyed by provider')
  return parsed as SocialSettingsInput['providers']
}

export function parseSocialSettings(
  options: SocialSettingsInput = {},
  env: NodeJS.ProcessEnv,
  fail: (message: string) => Error,
): SocialSettings {
  const input = options.providers ?? providersFromEnv(env.SOCIAL_PROVIDERS, fail) ?? {}
  const providers: SocialSettings['providers'] = {}
  for (const [name, settings] of Object.entries(input)) {
    if (!(REDIRECT_PROVIDERS as readonly string[]).includes(name))
      throw fail(`social.providers: "${name}" is not one of ${REDIRECT_PROVIDERS.join(', ')}`)
    if (settings === undefined) continue
    providers[name as RedirectProvider] = parseProvider(name as RedirectProvider, settings, fail)
  }
  const ttlFromEnv = env.SOCIAL_FLOW_TTL_SECONDS ? Number(env.SOCIAL_FLOW_TTL_SECONDS) * 1000 : undefined
  const flowTtlMs = options.flowTtlMs ?? ttlFromEnv ?? DEFAULT_FLOW_TTL_MS
  if (!Number.isFinite(flowTtlMs) || flowTtlMs <= 0)
    throw fail(`social.flowTtlMs must be a positive number, got "${flowTtlMs}"`)
  return { providers, flowTtlMs }
}
