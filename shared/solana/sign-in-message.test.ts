import { describe, expect, it } from 'vitest'
import {
  createSolanaSignInMessage,
  isSolanaSignInMessage,
  parseSolanaSignInMessage,
  type SolanaSignInFields,
} from './sign-in-message.js'

const FIELDS: SolanaSignInFields = {
  domain: 'localhost:4400',
  address: 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk',
  uri: 'http://localhost:4400',
  version: '1',
  chainId: 'WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B',
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: new Date('2026-11-27T15:00:00.000Z'),
}

describe('Solana sign-in message', () => {
  it('behavior: the CAIP-122 text, without a statement or optional fields', () => {
    expect(createSolanaSignInMessage(FIELDS)).toBe(
      [
        'localhost:4400 wants you to sign in with your Solana account:',
        'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk',
        '',
        'URI: http://localhost:4400',
        'Version: 1',
        'Chain ID: WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2026-11-27T15:00:00.000Z',
      ].join('\n'),
    )
  })

  it('behavior: every field written is read back', () => {
    const full = {
      ...FIELDS,
      statement: 'Sign in to the demo',
      expirationTime: new Date('2026-11-28T00:00:00.000Z'),
      notBefore: new Date('2026-11-27T14:00:00.000Z'),
      requestId: 'r-1',
      resources: ['https://a.example/x', 'ipfs://bafy'],
    }
    const text = createSolanaSignInMessage(full)
    expect(isSolanaSignInMessage(text)).toBe(true)
    expect(parseSolanaSignInMessage(text)).toEqual({
      ...full,
      issuedAt: '2026-11-27T15:00:00.000Z',
      expirationTime: '2026-11-28T00:00:00.000Z',
      notBefore: '2026-11-27T14:00:00.000Z',
    })
  })

  it('error: an Ethereum message, a repeated field or a line out of format is not one', () => {
    const text = createSolanaSignInMessage(FIELDS)
    expect(isSolanaSignInMessage(text.replace('Solana', 'Ethereum'))).toBe(false)
    expect(parseSolanaSignInMessage(text.replace('Solana', 'Ethereum'))).toBeNull()
    expect(parseSolanaSignInMessage(`${text}\nNonce: again`)).toBeNull()
    expect(parseSolanaSignInMessage(`${text}\nSomething: else`)).toBeNull()
  })
})
