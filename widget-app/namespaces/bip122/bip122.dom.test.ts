// @vitest-environment happy-dom
/**
 * Bitcoin end to end in one page: the development Wallet Standard wallet registered, the loader's bridge, and the
 * widget's adapter reaching it by id as it does across frames. It connects a payment and an ordinal account (§3),
 * its BIP-322 signatures verify with shared/bitcoin/bip322.ts, and the PSBT it signs carries valid signatures.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { registerWallet } from '@wallet-standard/wallet'
import { Psbt } from 'bitcoinjs-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { createBitcoinTestWallet, type BitcoinTestWallet } from '../../../dev/wallets/bitcoin-test-wallet/wallet.js'
import { BITCOIN_DEV_WALLETS } from '../../../dev/world/bitcoin/accounts.js'
import { discoverBitcoinWallets as discoverInPage } from '../../../loader/bitcoin/standard-wallets.js'
import type { WalletRegistry } from '../../../loader/wallets.js'
import { BITCOIN_NETWORKS, BITCOIN_LOCAL_NETWORK_ID, LITECOIN_REGTEST } from '../../../shared/bitcoin-networks.js'
import { verifyBip322Simple } from '../../../shared/bitcoin/bip322.js'
import type { Network } from '../../../shared/networks.js'
import { createBip122Adapter } from './adapter.js'
import { loaderBridge } from '../testing/loader-bridge.js'

const LOCAL = BITCOIN_NETWORKS.find((network) => network.caipNetworkId === BITCOIN_LOCAL_NETWORK_ID) as Network
const KEYS = BITCOIN_DEV_WALLETS[0]!

let wallet: BitcoinTestWallet
let registry: WalletRegistry
const loader = loaderBridge(() => registry)

beforeAll(() => {
  wallet = createBitcoinTestWallet({ keys: KEYS, autoApprove: true })
  registerWallet(wallet.wallet)
  registry = discoverInPage(() => undefined)
})

describe('the bip122 namespace with the development wallet', () => {
  const adapter = createBip122Adapter({ networks: () => [LOCAL] })
  const connector = () => adapter.discover(registry.list(), loader)[0]!.connector

  it('behavior: the wallet is listed; connecting gives a payment and an ordinal account with their keys (§3)', async () => {
    const listed = adapter.discover(registry.list(), loader)
    expect(listed.map(({ info }) => [info.name, info.chains])).toEqual([['Bitcoin Test Wallet', ['bitcoin:regtest']]])
    expect(await adapter.requestAccounts(connector())).toEqual([KEYS.payment.address, KEYS.ordinal.address])
    expect(adapter.connectionAccounts(connector())).toEqual([
      { address: KEYS.payment.address, type: 'payment', publicKey: KEYS.payment.publicKey },
      { address: KEYS.ordinal.address, type: 'ordinal', publicKey: KEYS.ordinal.publicKey },
    ])
    expect(wallet.requests[0]).toEqual({ feature: 'bitcoin:connect', input: { purposes: ['payment', 'ordinals'] } })
    expect(await adapter.chainId(connector())).toBe(LOCAL.id)
  })

  it.each(['payment', 'ordinal'] as const)(
    'behavior: a message signed by the %s account is a BIP-322 signature that verifies for it only',
    async (purpose) => {
      const address = KEYS[purpose].address
      const signature = await adapter.signMessage(connector(), address, 'Sign in to the demo')
      const verify = (message: string, by = address) =>
        verifyBip322Simple({ address: by, message, signature, network: LITECOIN_REGTEST })
      expect(verify('Sign in to the demo')).toBe(true)
      expect(verify('Sign in to the demo.')).toBe(false)
      expect(verify('Sign in to the demo', KEYS[purpose === 'payment' ? 'ordinal' : 'payment'].address)).toBe(false)
    },
  )

  it('behavior: a PSBT spending both accounts comes back with a valid signature on each input', async () => {
    const psbt = new Psbt({ network: LITECOIN_REGTEST })
    for (const [i, account] of [KEYS.payment, KEYS.ordinal].entries()) {
      const script = (await import('bitcoinjs-lib')).address.toOutputScript(account.address, LITECOIN_REGTEST)
      psbt.addInput({
        hash: `${String(i + 1).padStart(2, '0')}`.repeat(32),
        index: 0,
        witnessUtxo: { script, value: 50_000n },
        ...(account.purpose === 'ordinal' && { tapInternalKey: Buffer.from(account.publicKey, 'hex') }),
      })
    }
    psbt.addOutput({ address: KEYS.payment.address, value: 90_000n })
    const signed = Psbt.fromBase64(
      await adapter.signPsbt(connector(), psbt.toBase64(), [
        { address: KEYS.payment.address, signingIndexes: [0] },
        { address: KEYS.ordinal.address, signingIndexes: [1] },
      ]),
      { network: LITECOIN_REGTEST },
    )
    const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
      pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature)
    expect([0, 1].map((index) => signed.validateSignaturesOfInput(index, validator))).toEqual([true, true])
  })

  it("behavior: the site's signMessage is answered for the connection's payment address; another namespace's is 4100", async () => {
    const context = (connection: { connector: ReturnType<typeof connector>; address: string } | undefined) =>
      ({ connection: () => connection && { ...connection, chainId: LOCAL.id }, networks: () => [LOCAL] }) as never
    const active = { connector: connector(), address: KEYS.payment.address }
    const answer = (await adapter.answer({ method: 'signMessage', params: { message: 'hello' } }, context(active))) as {
      address: string
      signature: string
    }
    expect(answer.address).toBe(KEYS.payment.address)
    expect(
      verifyBip322Simple({
        address: answer.address,
        message: 'hello',
        signature: answer.signature,
        network: LITECOIN_REGTEST,
      }),
    ).toBe(true)
    const evm = { connector: { ...connector(), chainNamespace: 'eip155' as never }, address: KEYS.payment.address }
    await expect(
      adapter.answer({ method: 'signMessage', params: { message: 'hello' } }, context(evm)),
    ).rejects.toMatchObject({
      code: 4100,
      message: 'No Bitcoin account is connected',
    })
    await expect(adapter.answer({ method: 'sendTransfer', params: {} }, context(active))).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('error: an address not of the connection is 4100 before the wallet is asked; an unknown method 4200', async () => {
    const asked = wallet.requests.length
    const stranger = BITCOIN_DEV_WALLETS[1]!.payment.address
    await expect(adapter.signMessage(connector(), stranger, 'hello')).rejects.toMatchObject({ code: 4100 })
    expect(wallet.requests.length).toBe(asked)
    await expect(connector().request('bitcoin:signAndSendTransaction', [])).rejects.toMatchObject({ code: 4200 })
  })
})
