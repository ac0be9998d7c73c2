/**
 * The server's social settings for the local world: every provider points at the local
 * identity provider through the same fields a real provider's settings use. Google and Apple
 * are discovered from the issuer (OpenID Connect); the others name their endpoints and read the
 * user from the provider-shaped API, with the same claim paths as the real ones (presets.ts).
 * Apple signs its client secret and has its answer POSTed (apple-client-secret.ts).
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'
import { PROVIDER_PRESETS } from '../../server/social/presets.js'
import type { SocialProviderSettingsInput, SocialSettingsInput } from '../../server/social/settings.js'
import { LOCAL_APPLE_TEAM } from './apple-client-secret.js'

/** The scopes each client asks for: the real providers' own, plus OpenID Connect's for Google and Apple. */
export const LOCAL_SCOPES: Record<RedirectProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  apple: ['openid', 'email'],
  github: PROVIDER_PRESETS.github.scopes,
  discord: PROVIDER_PRESETS.discord.scopes,
  x: PROVIDER_PRESETS.x.scopes,
  facebook: PROVIDER_PRESETS.facebook.scopes,
}

export const clientSecretOf = (provider: RedirectProvider): string => `${provider}-local-secret`
export const tokenAuthOf = (provider: RedirectProvider) => PROVIDER_PRESETS[provider].tokenAuth

export function localSocialProviders(issuer: string): NonNullable<SocialSettingsInput['providers']> {
  const common = (provider: RedirectProvider): SocialProviderSettingsInput => ({
    clientId: provider,
    clientSecret: clientSecretOf(provider),
    issuer,
    scopes: LOCAL_SCOPES[provider],
  })
  const plain = (provider: RedirectProvider): SocialProviderSettingsInput => ({
    ...common(provider),
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/api/${provider}/me`,
  })
  return {
    google: common('google'),
    // Apple as it really is: a secret the app signs, and the answer POSTed to the callback (form_post).
    apple: {
      clientId: 'apple',
      signedClientSecret: { ...LOCAL_APPLE_TEAM, audience: issuer },
      issuer,
      scopes: LOCAL_SCOPES.apple,
    },
    github: plain('github'),
    discord: plain('discord'),
    x: plain('x'),
    facebook: plain('facebook'),
  }
}
