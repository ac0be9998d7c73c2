/**
 * The session tokens a site's backend trusts without calling the API: ES256 JWTs with
 * sub = the CAIP-10 account, aud = the site's origin, iss = the API's origin, sid = the
 * session's public handle, iat and exp (at most tokenTtlSeconds, never past the session's end).
 * The keys come from the settings (settings.ts: the first signs, all are published), or one is
 * generated for this process when none is configured. The public keys are the JWKS.
 */
import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose'
import type { SessionSettings } from './settings.js'

export const TOKEN_ALGORITHM = 'ES256'

export interface TokenClaims {
  account: string
  origin: string
  sid: string
  /** The token never outlives the session. */
  sessionExpiresAt: Date
}

export interface IssuedToken {
  token: string
  expiresAt: Date
}

export interface TokenIssuer {
  issue(claims: TokenClaims, now: Date): Promise<IssuedToken>
  /** The public keys, as published at the JWKS URL. */
  jwks(): Promise<{ keys: JWK[] }>
}

interface KeySet {
  signing: { kid: string; key: CryptoKey | Uint8Array }
  published: JWK[]
}

function publicJwk({ kty, crv, x, y }: JWK, kid: string): JWK {
  return { kty, crv, x, y, kid, alg: TOKEN_ALGORITHM, use: 'sig' }
}

async function loadKeys(settings: SessionSettings): Promise<KeySet> {
  const [first] = settings.signingKeys
  if (!first) {
    const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM)
    const kid = `generated-${randomBytes(6).toString('hex')}`
    return { signing: { kid, key: privateKey }, published: [publicJwk(await exportJWK(publicKey), kid)] }
  }
  return {
    signing: { kid: first.kid, key: await importJWK(first, TOKEN_ALGORITHM) },
    published: settings.signingKeys.map((key) => publicJwk(key, key.kid)),
  }
}

export function createTokenIssuer(settings: SessionSettings, issuer: string): TokenIssuer {
  let keys: Promise<KeySet> | undefined
  const keySet = (): Promise<KeySet> => {
    keys ??= loadKeys(settings)
    return keys
  }
  return {
    async issue({ account, origin, sid, sessionExpiresAt }, now) {
      const { signing } = await keySet()
      const nowSeconds = Math.floor(now.getTime() / 1000)
      const exp = Math.min(nowSeconds + settings.tokenTtlSeconds, Math.floor(sessionExpiresAt.getTime() / 1000))
      const token = await new SignJWT({ sid })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: signing.kid, typ: 'JWT' })
        .setSubject(account)
        .setAudience(origin)
        .setIssuer(issuer)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(exp)
        .sign(signing.key)
      return { token, expiresAt: new Date(exp * 1000) }
    },
    async jwks() {
      return { keys: (await keySet()).published }
    },
  }
}
