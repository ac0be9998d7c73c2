/**
 * A site's backend trusting a wallet sign-in without calling the wallet API per request: the
 * widget hands the page a session token (an ES256 JWT); the backend checks it against the API's
 * public keys. `sub` is the CAIP-10 account (`eip155:1:0xabc…`), `sid` the session's handle.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose'

export function createSessionVerifier(apiOrigin: string, siteOrigin: string) {
  const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', apiOrigin))
  return async (token: string): Promise<{ account: string; sessionId: string }> => {
    const { payload } = await jwtVerify(token, keys, { issuer: apiOrigin, audience: siteOrigin, algorithms: ['ES256'] })
    return { account: String(payload.sub), sessionId: String(payload.sid) }
  }
}

// const verifySession = createSessionVerifier('https://api.wallet.example', 'https://shop.example')
// const { account } = await verifySession(request.headers.authorization.replace(/^Bearer /, ''))
