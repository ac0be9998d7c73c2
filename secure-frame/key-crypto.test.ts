import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { KeyUnwrapError, base64ToBytes, bytesToBase64, decryptPrivateKey, encryptPrivateKey } from './key-crypto.js'

const secret = () => bytesToBase64(crypto.getRandomValues(new Uint8Array(32)))

describe('key wrapping', () => {
  it('behavior: a key encrypted under a secret and user id decrypts to the same key', async () => {
    const privateKey = generatePrivateKey()
    const keySecret = secret()
    const encrypted = await encryptPrivateKey(privateKey, { keySecret, userId: 'user-1' })
    expect(await decryptPrivateKey(encrypted, { keySecret, userId: 'user-1' })).toBe(privateKey)
  })

  it('behavior: the stored form is base64(12-byte IV || ciphertext with tag) and never contains the key', async () => {
    const privateKey = generatePrivateKey()
    const keySecret = secret()
    const encrypted = await encryptPrivateKey(privateKey, { keySecret, userId: 'user-1' })
    const bytes = base64ToBytes(encrypted)
    expect(bytes.length).toBe(12 + 32 + 16)
    expect(Buffer.from(bytes).toString('hex')).not.toContain(privateKey.slice(2))
    expect(encrypted).not.toContain(privateKey.slice(2))
  })

  it('behavior: every encryption uses a fresh IV, so the same key never encrypts to the same text', async () => {
    const privateKey = generatePrivateKey()
    const keySecret = secret()
    const first = await encryptPrivateKey(privateKey, { keySecret, userId: 'u' })
    const second = await encryptPrivateKey(privateKey, { keySecret, userId: 'u' })
    expect(first).not.toBe(second)
    expect(base64ToBytes(first).subarray(0, 12)).not.toEqual(base64ToBytes(second).subarray(0, 12))
  })

  it('error: a wrong secret fails the tag check', async () => {
    const encrypted = await encryptPrivateKey(generatePrivateKey(), { keySecret: secret(), userId: 'user-1' })
    await expect(decryptPrivateKey(encrypted, { keySecret: secret(), userId: 'user-1' })).rejects.toThrow(
      KeyUnwrapError,
    )
    await expect(decryptPrivateKey(encrypted, { keySecret: secret(), userId: 'user-1' })).rejects.toThrow(
      'The wallet key could not be decrypted',
    )
  })

  it('error: the right secret with another user id fails (the id salts the derivation)', async () => {
    const keySecret = secret()
    const encrypted = await encryptPrivateKey(generatePrivateKey(), { keySecret, userId: 'user-1' })
    await expect(decryptPrivateKey(encrypted, { keySecret, userId: 'user-2' })).rejects.toThrow(KeyUnwrapError)
  })

  it('error: a tampered ciphertext or a truncated blob fails', async () => {
    const keySecret = secret()
    const encrypted = await encryptPrivateKey(generatePrivateKey(), { keySecret, userId: 'u' })
    const bytes = base64ToBytes(encrypted)
    bytes[20] = (bytes[20] ?? 0) ^ 1
    await expect(decryptPrivateKey(bytesToBase64(bytes), { keySecret, userId: 'u' })).rejects.toThrow(
      'could not be decrypted',
    )
    await expect(decryptPrivateKey(bytesToBase64(bytes.subarray(0, 12)), { keySecret, userId: 'u' })).rejects.toThrow(
      'too short',
    )
    await expect(decryptPrivateKey('not base64!', { keySecret, userId: 'u' })).rejects.toThrow('not valid base64')
  })

  it('error: a secret too short to be a key is refused', async () => {
    await expect(
      encryptPrivateKey(generatePrivateKey(), { keySecret: bytesToBase64(new Uint8Array(8)), userId: 'u' }),
    ).rejects.toThrow('too short')
  })
})
