import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it, vi } from 'vitest'
import type { RpcRequest, RpcResult } from '../../../shared/protocol/loader-widget.js'
import { parseSolanaSignInMessage } from '../../../shared/solana/sign-in-message.js'
import { signInWithSolana } from './sign-in.js'

const REFERENCE = 'WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'

describe('sign-in with a Solana account', () => {
  it("behavior: the wallet signs the site's CAIP-122 message; the hex signature verifies with the address's key", async () => {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(3))
    const walletRequest = vi.fn(async ({ params }: RpcRequest): Promise<RpcResult> => {
      const { message } = params as { message: string }
      const signature = await signBytes(signer.keyPair.privateKey, Uint8Array.from(getBase58Encoder().encode(message)))
      return { ok: true, result: { signature: getBase58Decoder().decode(signature) } }
    })
    const { message, signature } = await signInWithSolana({
      address: signer.address,
      chainId: REFERENCE,
      siteOrigin: 'http://localhost:4400',
      nonce: 'abcdef0123456789',
      issuedAt: new Date('2026-11-27T15:00:00Z'),
      statement: 'Sign in to the demo',
      walletRequest,
    })
    expect(walletRequest).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: { message: expect.any(String), pubkey: signer.address },
    })
    expect(parseSolanaSignInMessage(message)).toMatchObject({
      domain: 'localhost:4400',
      address: signer.address,
      statement: 'Sign in to the demo',
      uri: 'http://localhost:4400',
      chainId: REFERENCE,
      nonce: 'abcdef0123456789',
      issuedAt: '2026-11-27T15:00:00.000Z',
    })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const bytes = Uint8Array.from(Buffer.from(signature.slice(2), 'hex'))
    expect(await verifySignature(signer.keyPair.publicKey, bytes as never, new TextEncoder().encode(message))).toBe(
      true,
    )
  })

  it('error: a refusal by the wallet keeps its code; an answer without a 64-byte signature is refused', async () => {
    const base = {
      address: 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk',
      chainId: REFERENCE,
      siteOrigin: 'http://localhost:4400',
      nonce: 'abcdef0123456789',
      issuedAt: new Date(),
    }
    const refused = async (): Promise<RpcResult> => ({
      ok: false,
      error: { name: 'ProviderRpcError', code: 4001, message: 'User rejected the request.' },
    })
    await expect(signInWithSolana({ ...base, walletRequest: refused })).rejects.toMatchObject({ code: 4001 })
    const short = async (): Promise<RpcResult> => ({ ok: true, result: { signature: '3yZe7d' } })
    await expect(signInWithSolana({ ...base, walletRequest: short })).rejects.toThrow(/64-byte Ed25519/)
  })
})
