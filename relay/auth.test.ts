import { generateKeyPairSync, randomBytes } from 'node:crypto'
import * as relayAuth from '@walletconnect/relay-auth'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { didFromEd25519Key, ed25519KeyFromDid, generateRelayClientKey, signRelayJwt, verifyRelayJwt } from './auth.js'

const AUD = 'ws://127.0.0.1:4413'
const audiences = new Set([AUD])
const nowMs = Date.UTC(2030, 0, 1)
const nowS = nowMs / 1000

const verify = (jwt: string | null, at = nowMs) => verifyRelayJwt({ jwt, audiences, nowMs: at })

/** Base64url JSON, as a JWT segment. */
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('relay-auth JWT', () => {
  it("behavior: accepts a JWT made by the WalletConnect clients' own library, and that library accepts ours", async () => {
    const keyPair = relayAuth.generateKeyPair()
    const theirs = await relayAuth.signJWT(randomBytes(32).toString('hex'), AUD, 86_400, keyPair, nowS)
    expect(verify(theirs)).toEqual({
      ok: true,
      clientId: relayAuth.encodeIss(keyPair.publicKey),
      expiresAt: nowMs + 86_400_000,
    })

    const key = generateRelayClientKey()
    const ours = signRelayJwt({ key, aud: AUD, iat: nowS })
    expect(await relayAuth.verifyJWT(ours)).toBe(true)
    expect(relayAuth.decodeJWT(ours).payload).toMatchObject({ iss: key.did, aud: AUD, iat: nowS, exp: nowS + 86_400 })
    expect(verify(ours)).toMatchObject({ ok: true, clientId: key.did })
  })

  it('behavior: did:key names an Ed25519 key and gives it back, for any key', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (publicKey) => {
        const did = didFromEd25519Key(publicKey)
        expect(did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/)
        expect(ed25519KeyFromDid(did)?.equals(Buffer.from(publicKey))).toBe(true)
      }),
    )
  })

  it('error: a missing token, a bad signature, another audience and an expired token are refused, each by its code', () => {
    const key = generateRelayClientKey()
    const good = signRelayJwt({ key, aud: AUD, iat: nowS, ttlSeconds: 60 })
    expect(verify(good).ok).toBe(true)

    expect(verify(null)).toMatchObject({ ok: false, code: 'missing' })
    expect(verify('')).toMatchObject({ ok: false, code: 'missing' })

    // Claims re-signed by another key, and a signature with one bit flipped.
    const [header, payload] = good.split('.')
    const forged = signRelayJwt({ key: generateRelayClientKey(), iss: key.did, aud: AUD, iat: nowS })
    expect(verify(forged)).toMatchObject({ ok: false, code: 'signature' })
    const signature = Buffer.from(good.split('.')[2]!, 'base64url')
    signature[10]! ^= 1
    expect(verify(`${header}.${payload}.${signature.toString('base64url')}`)).toMatchObject({
      ok: false,
      code: 'signature',
    })
    expect(verify(`${header}.${payload}.${Buffer.alloc(63).toString('base64url')}`)).toMatchObject({
      ok: false,
      code: 'signature',
    })

    for (const aud of ['ws://127.0.0.1:4414', 'ws://localhost:4413', 'wss://127.0.0.1:4413', 'ws://127.0.0.1:4413/x']) {
      expect(verify(signRelayJwt({ key, aud, iat: nowS })), aud).toMatchObject({ ok: false, code: 'audience' })
    }
    // Expiry is judged by the clock it is given: exp must be after it.
    expect(verify(good, (nowS + 59) * 1000).ok).toBe(true)
    expect(verify(good, (nowS + 60) * 1000)).toMatchObject({
      ok: false,
      code: 'expired',
      message: expect.stringContaining(String(nowS + 60)),
    })
  })

  it('error: issuers other than an Ed25519 did:key are refused', () => {
    const key = generateRelayClientKey()
    // secp256k1 did:key (multicodec 0xe7 0x01), a did:web, a truncated key, and a non-base58 one.
    const secp256k1 = `did:key:z${'Q3s'}${key.did.slice(12)}`
    const short = key.did.slice(0, -5)
    for (const iss of [secp256k1, 'did:web:example.com', short, 'did:key:z6Mk0OIl', 'did:key:', '']) {
      expect(verify(signRelayJwt({ key, iss, aud: AUD, iat: nowS })), iss).toMatchObject({ ok: false, code: 'issuer' })
    }
    expect(verify(`${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment({ aud: AUD, exp: 9e9 })}.c2ln`)).toMatchObject({
      ok: false,
      code: 'issuer',
    })
  })

  it('error: another algorithm, or a token that is not three base64url JSON segments, is refused', () => {
    const key = generateRelayClientKey()
    for (const header of [
      { alg: 'none', typ: 'JWT' },
      { alg: 'HS256', typ: 'JWT' },
      { alg: 'ES256K', typ: 'JWT' },
      { alg: 'EdDSA', typ: 'JWS' },
      { alg: 'EdDSA' },
    ]) {
      expect(verify(signRelayJwt({ key, aud: AUD, iat: nowS, header })), JSON.stringify(header)).toMatchObject({
        ok: false,
        code: 'algorithm',
      })
    }
    const good = signRelayJwt({ key, aud: AUD, iat: nowS })
    const [header, payload, signature] = good.split('.') as [string, string, string]
    for (const jwt of [
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.x`,
      `${header}.${payload}.${signature}=`,
      `${header}..${signature}`,
      `${segment([1])}.${payload}.${signature}`,
      'a'.repeat(5000),
    ]) {
      expect(verify(jwt), jwt.slice(0, 40)).toMatchObject({ ok: false, code: 'malformed' })
    }
  })

  it('error: an RSA or P-256 key cannot stand in for the Ed25519 one', () => {
    // Whatever bytes a token carries, only an Ed25519 signature by the issuer's key passes.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const key = generateRelayClientKey()
    expect(() => signRelayJwt({ key: { privateKey, did: key.did }, aud: AUD, iat: nowS })).not.toThrow()
    expect(verify(signRelayJwt({ key: { privateKey, did: key.did }, aud: AUD, iat: nowS }))).toMatchObject({
      ok: false,
      code: 'signature',
    })
  })

  it('behavior: never throws, whatever the token', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(fc.base64String(), { maxLength: 4 }).map((parts) => parts.join('.')),
        ),
        (jwt) => {
          expect(verify(jwt).ok).toBe(false)
        },
      ),
    )
  })
})
