/**
 * Client secrets an app signs itself (Sign in with Apple): instead of a fixed string, the token
 * request carries an ES256 JWT `{ iss: teamId, sub: clientId, aud, iat, exp }` with the key id in
 * its header, signed with the private key the provider issued. Apple accepts one for up to six
 * months; ours live an hour and a new one is signed when less than five minutes are left, so a
 * leaked secret is worth little and a rotated key takes effect within the hour.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'
import type { SignedClientSecret } from './provider-settings.js'

export const SIGNED_SECRET_LIFETIME_S = 60 * 60
const RENEW_BEFORE_S = 5 * 60

function importKey(pem: string): KeyObject {
  const key = createPrivateKey({ key: pem, format: 'pem' })
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error(`the key is ${key.asymmetricKeyType} ${key.asymmetricKeyDetails?.namedCurve ?? ''}, not P-256`)
  return key
}

/** Throws `fail(...)` naming the field when the settings cannot sign (a missing id, a key that is not a P-256 PEM). */
export function checkSignedClientSecret(value: unknown, field: string, fail: (message: string) => Error): void {
  const input = (value ?? {}) as Partial<Record<keyof SignedClientSecret, unknown>>
  for (const name of ['teamId', 'keyId', 'privateKey'] as const)
    if (typeof input[name] !== 'string' || input[name] === '') throw fail(`${field}.${name} must be a non-empty string`)
  if (input.audience !== undefined && typeof input.audience !== 'string')
    throw fail(`${field}.audience must be a string`)
  try {
    importKey(input.privateKey as string)
  } catch (err) {
    throw fail(`${field}.privateKey must be an ES256 (P-256) private key in PEM: ${(err as Error).message}`)
  }
}

/** Makes the current signed secret for `clientId`, signing a new one when it is close to expiry. */
export function signedClientSecret(
  settings: SignedClientSecret,
  clientId: string,
  defaultAudience: string,
  now: () => number = Date.now,
): () => Promise<string> {
  const key = importKey(settings.privateKey)
  let current: { jwt: string; expiresAt: number } | undefined
  return async () => {
    const seconds = Math.floor(now() / 1000)
    if (current && current.expiresAt - seconds > RENEW_BEFORE_S) return current.jwt
    const expiresAt = seconds + SIGNED_SECRET_LIFETIME_S
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setSubject(clientId)
      .setAudience(settings.audience ?? defaultAudience)
      .setIssuedAt(seconds)
      .setExpirationTime(expiresAt)
      .sign(key)
    current = { jwt, expiresAt }
    return jwt
  }
}
