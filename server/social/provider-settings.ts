/** The settings of one social provider: its app, how to reach it, and where its answer keeps the user. */

/** Where a field sits in the provider's identity: a dot path (`data.username`) into the id_token claims or userinfo JSON. */
export interface ClaimPaths {
  id: string
  email?: string
  /** A path to a boolean; without one the provider's email is never treated as verified. */
  emailVerified?: string
  userName?: string
}

/**
 * A client secret the app signs itself, as Sign in with Apple wants it: an ES256 JWT from the
 * app's team (`iss`), for its client id (`sub`), to the provider (`aud`), signed with the key the
 * provider issued (`kid`). A fresh one is made before the last expires (client-secret-jwt.ts).
 */
export interface SignedClientSecret {
  teamId: string
  keyId: string
  /** The provider's private key in PEM (PKCS #8), e.g. the `.p8` file Apple hands out. */
  privateKey: string
  /** The JWT's `aud`; the provider's issuer when not given (`https://appleid.apple.com` for Apple). */
  audience?: string
}

export interface SocialProviderSettings {
  clientId: string
  /** The app's secret; with {@link signedClientSecret} it may be empty, since a signed one is sent instead. */
  clientSecret: string
  signedClientSecret?: SignedClientSecret
  /**
   * How the provider answers the popup: `query` (a GET with the code in the URL) or `form_post` (a
   * POST from the provider's page with the code in the body, which Apple uses whenever it is asked for
   * the user's email or name).
   */
  responseMode: 'query' | 'form_post'
  /**
   * `oidc`: the identity is the id_token's claims (checked against the flow's nonce); endpoints
   * come from the issuer's discovery document unless given. `oauth2`: the identity is the JSON of
   * `userinfoEndpoint`, read with the access token.
   */
  protocol: 'oidc' | 'oauth2'
  /** The issuer: discovered from for `oidc`, and the expected `iss` of an authorization response. */
  issuer: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  userinfoEndpoint?: string
  scopes: string[]
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_post' | 'client_secret_basic'
  claims: ClaimPaths
}
