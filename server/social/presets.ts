/**
 * What each real provider publishes: its endpoints (or OpenID Connect issuer), the scopes a
 * login needs, and where its answer keeps the user's id, email and name. A deployment gives
 * only the client id and secret of its app; any field it gives replaces the preset's.
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'
import type { SocialProviderSettings } from './provider-settings.js'

export type ProviderPreset = Omit<SocialProviderSettings, 'clientId' | 'clientSecret'>

export const PROVIDER_PRESETS: Record<RedirectProvider, ProviderPreset> = {
  google: {
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_post',
    responseMode: 'query',
    claims: { id: 'sub', email: 'email', emailVerified: 'email_verified', userName: 'name' },
  },
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    // Asking for the email (or name) obliges form_post: Apple's page POSTs the code to the callback.
    scopes: ['openid', 'email'],
    tokenAuth: 'client_secret_post',
    responseMode: 'form_post',
    // Apple's name arrives once, outside the id_token; the email (perhaps a relay address) names the user.
    claims: { id: 'sub', email: 'email', emailVerified: 'email_verified', userName: 'email' },
  },
  github: {
    protocol: 'oauth2',
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scopes: ['read:user', 'user:email'],
    tokenAuth: 'client_secret_post',
    responseMode: 'query',
    // The profile's public email is not necessarily verified, so it never links a wallet.
    claims: { id: 'id', email: 'email', userName: 'login' },
  },
  discord: {
    protocol: 'oauth2',
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    tokenAuth: 'client_secret_post',
    responseMode: 'query',
    claims: { id: 'id', email: 'email', emailVerified: 'verified', userName: 'username' },
  },
  x: {
    protocol: 'oauth2',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    // X wants a confidential client's secret in the Authorization header.
    tokenAuth: 'client_secret_basic',
    responseMode: 'query',
    claims: { id: 'data.id', userName: 'data.username' },
  },
  facebook: {
    protocol: 'oauth2',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
    tokenAuth: 'client_secret_post',
    responseMode: 'query',
    claims: { id: 'id', email: 'email', userName: 'name' },
  },
}
