import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { DUSD, DUSD_MINT_AUTHORITY_KEY, DUSD_MINT_KEY, SOLANA_DEV_ACCOUNTS, seedBytes } from './accounts.js'

describe('the local Solana keys', () => {
  it('behavior: each seed is sha256 of its label, and each address is its Ed25519 public key', async () => {
    const keys = [...SOLANA_DEV_ACCOUNTS, DUSD_MINT_KEY, DUSD_MINT_AUTHORITY_KEY]
    expect(SOLANA_DEV_ACCOUNTS.map((key) => key.label)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `wallet-widget solana dev ${n}`),
    )
    for (const key of keys) {
      expect(key.seedHex, key.label).toBe(createHash('sha256').update(key.label).digest('hex'))
      const signer = await createKeyPairSignerFromPrivateKeyBytes(seedBytes(key))
      expect(signer.address, key.label).toBe(key.address)
    }
    expect(new Set(keys.map((key) => key.address)).size).toBe(keys.length)
    expect(DUSD.mint).toBe(DUSD_MINT_KEY.address)
  })
})
