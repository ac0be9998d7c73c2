/** The settings of one social provider: its app, how to reach it, and where its answer keeps the user. */

/** Where a field sits in the provider's identity: a dot path (`data.username`) into the id_token claims or userinfo JSON. */
export interface ClaimPaths {
  id: string
  email?: string
  /** A path to a boolean; without one the provider's email is never treated as verified. */
  emailVerified?: string
  userName?: string
}

export interface SocialProviderSettings {
  clientId: string
  clientSecret: string
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
