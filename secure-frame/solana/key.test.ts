/**
 * The Solana key's derivation, checked against an independent implementation of the documented
 * scheme (Node's own HKDF and Ed25519), so a change of the scheme — which would move every user's
 * Solana address — cannot pass unnoticed.
 */
import { createPrivateKey, createPublicKey, hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../shared/solana/encoding.js'
import { deriveSolanaSigner, importSolanaKeyMaterial, SOLANA_KEY_INFO, SolanaKeyError } from './key.js'

const PRIVATE_KEY = '0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'
/** PKCS#8 prefix of a raw Ed25519 seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

function expectedAddress(privateKeyHex: string): string {
  const seed = Buffer.from(
    hkdfSync('sha256', Buffer.from(privateKeyHex.slice(2), 'hex'), Buffer.alloc(0), SOLANA_KEY_INFO, 32),
  )
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' })
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' })
  return encodeBase58(new Uint8Array(spki.subarray(spki.length - 32)))
}

describe('deriveSolanaSigner', () => {
  it('behavior: the address is the Ed25519 key of HKDF-SHA-256(EOA key, "", label)', async () => {
    const signer = await deriveSolanaSigner(await importSolanaKeyMaterial(PRIVATE_KEY))
    expect(signer.address).toBe(expectedAddress(PRIVATE_KEY))
    expect(signer.address).toBe('ACY4v8fZF934kZpvhgy9UMpAikMxZqPS6d2Za1VB7D3d')
  })

  it('behavior: neither the material nor the derived private key can be exported', async () => {
    const material = await importSolanaKeyMaterial(PRIVATE_KEY)
    const signer = await deriveSolanaSigner(material)
    expect(material.extractable).toBe(false)
    expect(signer.keyPair.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', signer.keyPair.privateKey)).rejects.toThrow()
  })

  it('error: a wallet key that is not 32 bytes is refused', async () => {
    await expect(importSolanaKeyMaterial('0x0123')).rejects.toBeInstanceOf(SolanaKeyError)
  })
})
