/** Finding a signer's signature in a wire transaction, against @solana/kit's own decoder. */
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createNoopSigner,
  createTransactionMessage,
  getAddressFromPublicKey,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from '../../../dev/world/solana/accounts.js'
import { signatureOf } from './wire.js'

const [DEV0, DEV1] = SOLANA_DEV_ACCOUNTS as [(typeof SOLANA_DEV_ACCOUNTS)[0], (typeof SOLANA_DEV_ACCOUNTS)[0]]
const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g)!, (byte) => Number.parseInt(byte, 16))
const keyOf = (base58: string) => Uint8Array.from(getBase58Encoder().encode(base58))

/** A transfer from `from` paid by `payer` (two signers when they differ), legacy or v0. */
function transfer(version: 'legacy' | 0, payer: string, from: string) {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (message) => setTransactionMessageFeePayer(address(payer), message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
          message,
        ),
      (message) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: createNoopSigner(address(from)),
              destination: address(DEV1.address),
              amount: 1n,
            }),
          ],
          message,
        ),
    ),
  )
}

describe('signatureOf', () => {
  it.each(['legacy', 0] as const)(
    'behavior: finds the signer signature in a %s transaction with two signers, as kit decodes it',
    async (version) => {
      const keyPair = await createKeyPairFromPrivateKeyBytes(bytesOf(DEV0.seedHex))
      expect(await getAddressFromPublicKey(keyPair.publicKey)).toBe(DEV0.address)
      // DEV1 pays, DEV0 sends: DEV0 is the second signer.
      const signed = await partiallySignTransaction([keyPair], transfer(version, DEV1.address, DEV0.address))
      const wire = Uint8Array.from(getTransactionEncoder().encode(signed))
      const expected = getTransactionDecoder().decode(wire).signatures[address(DEV0.address)]
      expect(signatureOf(wire, keyOf(DEV0.address))).toEqual(Uint8Array.from(expected!))
      // DEV1 has not signed yet (its slot is zeros); a key that is no signer has none.
      expect(signatureOf(wire, keyOf(DEV1.address))).toBeUndefined()
      expect(signatureOf(wire, keyOf(SOLANA_DEV_ACCOUNTS[2]!.address))).toBeUndefined()
    },
  )

  it('error: a transaction cut short is refused', () => {
    expect(() => signatureOf(Uint8Array.from([0x80]), new Uint8Array(32))).toThrow(RangeError)
  })
})
