/**
 * The development wallet's signer: it reproduces the BIP-322 vectors' deterministic signatures, its signatures on
 * the local regtest network verify with the shared verifier, and a PSBT it signs spends a funded output on the
 * real node (litecoind regtest).
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { Psbt } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEV_WALLETS } from '../../world/bitcoin/accounts.js'
import { type BitcoinNode, startBitcoinNode } from '../../world/bitcoin/node.js'
import { BITCOIN_MAINNET, LITECOIN_REGTEST } from '../../../shared/bitcoin-networks.js'
import { decodeWitness, verifyBip322Simple } from '../../../shared/bitcoin/bip322.js'
import { signBip322Simple, signPsbt } from './sign.js'

const WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const TAPROOT = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
/** The BIP's P2WPKH signatures made with RFC 6979 nonces (what a deterministic signer answers). */
const DETERMINISTIC_HELLO =
  'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
const DETERMINISTIC_EMPTY =
  'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'

describe('the dev Bitcoin wallet signer', () => {
  it("behavior: it reproduces the BIP's deterministic P2WPKH signatures and makes a verifying P2TR one", () => {
    const privateKey = ECPairFactory(ecc).fromWIF(WIF).privateKey
    if (!privateKey) throw new Error('the vector key has no private key')
    expect(signBip322Simple({ purpose: 'payment', privateKey }, 'Hello World', BITCOIN_MAINNET)).toBe(
      DETERMINISTIC_HELLO,
    )
    expect(signBip322Simple({ purpose: 'payment', privateKey }, '', BITCOIN_MAINNET)).toBe(DETERMINISTIC_EMPTY)
    const taproot = signBip322Simple({ purpose: 'ordinal', privateKey }, 'Hello World', BITCOIN_MAINNET)
    expect(decodeWitness(taproot)?.map((item) => item.length)).toEqual([64])
    expect(
      verifyBip322Simple({ address: TAPROOT, message: 'Hello World', signature: taproot, network: BITCOIN_MAINNET }),
    ).toBe(true)
  })

  const wallet = BITCOIN_DEV_WALLETS[0]!
  it.each([wallet.payment, wallet.ordinal])(
    'behavior: the $purpose account ($address) signs on regtest, and the signature verifies only for its address',
    (account) => {
      const signature = signBip322Simple(account, 'Sign in to the demo', LITECOIN_REGTEST)
      const verify = (address: string, message: string) =>
        verifyBip322Simple({ address, message, signature, network: LITECOIN_REGTEST })
      expect(verify(account.address, 'Sign in to the demo')).toBe(true)
      expect(verify(account.address, 'Sign in to the demo!')).toBe(false)
      expect(verify(BITCOIN_DEV_WALLETS[1]![account.purpose].address, 'Sign in to the demo')).toBe(false)
    },
  )
})

describe('PSBTs the dev wallet signs, on the real node', () => {
  let node: BitcoinNode
  beforeAll(async () => {
    node = await startBitcoinNode({ rpcPort: 0 })
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  it.each(['payment', 'ordinal'] as const)(
    'behavior: a PSBT spending the %s account funding is signed, finalized and accepted by the node',
    async (purpose) => {
      const account = BITCOIN_DEV_WALLETS[1]![purpose]
      const txid = await node.fund(account.address, 200_000n)
      const { decoded } = await node.rpc
        .wallet('world')
        .call<{ decoded: { vout: { n: number; value: number; scriptPubKey: { hex: string } }[] } }>('gettransaction', [
          txid,
          false,
          true,
        ])
      const output = decoded.vout.find((out) => Math.round(out.value * 1e8) === 200_000)
      if (!output) throw new Error('the funding output is missing')
      const to = await node.rpc.wallet('world').call<string>('getnewaddress', ['', 'bech32'])
      const psbt = new Psbt({ network: LITECOIN_REGTEST })
        .addInput({
          hash: txid,
          index: output.n,
          witnessUtxo: { script: Buffer.from(output.scriptPubKey.hex, 'hex'), value: 200_000n },
        })
        .addOutput({ address: to, value: 190_000n })
      const signed = Psbt.fromBase64(signPsbt(psbt.toBase64(), [account], LITECOIN_REGTEST, [0], true), {
        network: LITECOIN_REGTEST,
      })
      const spent = await node.rpc.call<string>('sendrawtransaction', [signed.extractTransaction().toHex()])
      expect(spent).toMatch(/^[0-9a-f]{64}$/)
      await node.mine(1)
      const received = await node.rpc.wallet('world').call<number>('getreceivedbyaddress', [to])
      expect(received).toBe(0.0019)
    },
  )

  it("error: an input that is not the wallet's is refused, naming it", () => {
    const psbt = new Psbt({ network: LITECOIN_REGTEST }).addInput({
      hash: '00'.repeat(32),
      index: 0,
      witnessUtxo: { script: new Uint8Array([0x00, 0x14, ...new Uint8Array(20)]), value: 1_000n },
    })
    expect(() => signPsbt(psbt.toBase64(), [BITCOIN_DEV_WALLETS[1]!.payment], LITECOIN_REGTEST, [0], true)).toThrow(
      /input 0 does not spend one of this wallet's outputs/,
    )
  })
})
