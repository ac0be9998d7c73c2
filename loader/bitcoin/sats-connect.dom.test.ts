// @vitest-environment happy-dom
/**
 * The Bitcoin chunk's sats-connect wallets: `window.btc_providers` is read (and watched) without loading
 * @sats-connect/core; a wallet the Wallet Standard lists under the same name is listed once; the four features reach
 * the development sats-connect wallet through core's real `request` and come back in the Wallet Standard path's
 * shapes: accounts with x-only ordinal keys, BIP-322 signatures that verify, PSBT signatures that validate, the
 * wallet's rejection as 4001 and disconnect as `wallet_renouncePermissions`.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { request } from '@sats-connect/core'
import { registerWallet } from '@wallet-standard/wallet'
import { address as bitcoinAddress, initEccLib, Psbt } from 'bitcoinjs-lib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBitcoinTestWallet } from '../../dev/wallets/bitcoin-test-wallet/wallet.js'
import {
  addSatsTestWallet,
  createSatsTestWallet,
  type SatsTestWallet,
} from '../../dev/wallets/sats-test-wallet/wallet.js'
import { BITCOIN_DEV_WALLETS } from '../../dev/world/bitcoin/accounts.js'
import { verifyBip322Simple } from '../../shared/bitcoin/bip322.js'
import { LITECOIN_REGTEST } from '../../shared/bitcoin-networks.js'
import type { WalletRegistry } from '../wallets.js'
import { startBitcoinHost } from './host.js'
import type { SatsConnect } from './sats-requests.js'

initEccLib(ecc)

const KEYS = BITCOIN_DEV_WALLETS[2]!
const ID = 'sats-connect:SatsTestWallet.BitcoinProvider'

interface Page {
  wallets: WalletRegistry
  changed: ReturnType<typeof vi.fn>
  load: ReturnType<typeof vi.fn<() => Promise<SatsConnect>>>
}

function startPage(): Page {
  const wallets: WalletRegistry = { list: () => [], provider: () => undefined }
  const changed = vi.fn()
  const load = vi.fn(async () => ({ request }) as unknown as SatsConnect)
  startBitcoinHost([wallets, changed, {}], location.href, load)
  return { wallets, changed, load }
}

function addWallet(name = 'Sats Test Wallet'): SatsTestWallet {
  const wallet = createSatsTestWallet({ keys: KEYS, name, autoApprove: true })
  addSatsTestWallet(window, wallet.provider, name)
  return wallet
}

const call = (page: Page, method: string, params?: unknown) => page.wallets.provider(ID)!.request({ method, params })
const connect = (page: Page) => call(page, 'bitcoin:connect', { purposes: ['payment', 'ordinals'] })

beforeEach(() => {
  const page = window as unknown as Record<string, unknown>
  delete page.btc_providers
  delete page.SatsTestWallet
})
afterEach(() => vi.restoreAllMocks())

describe('sats-connect wallets in the Bitcoin chunk', () => {
  it('behavior: a wallet pushed onto btc_providers later is listed as sats-connect, the widget told; core is not loaded', () => {
    const page = startPage()
    expect(page.wallets.list()).toEqual([])
    page.changed.mockClear()
    addWallet()
    expect(page.changed).toHaveBeenCalled()
    expect(page.wallets.list()).toEqual([
      expect.objectContaining({
        id: ID,
        name: 'Sats Test Wallet',
        source: 'sats-connect',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        features: ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction', 'standard:disconnect'],
      }),
    ])
    expect(page.load).not.toHaveBeenCalled()
  })

  it('behavior: a new list assigned to btc_providers is seen; an entry whose provider object is missing is not listed', () => {
    const page = startPage()
    page.changed.mockClear()
    ;(window as unknown as { btc_providers: unknown[] }).btc_providers = [
      { id: 'Nowhere.BitcoinProvider', name: 'Gone' },
    ]
    expect(page.changed).toHaveBeenCalledTimes(1)
    expect(page.wallets.list()).toEqual([])
    addWallet()
    expect(page.wallets.list().map((wallet) => wallet.id)).toEqual([ID])
  })

  it('behavior: a Wallet Standard Bitcoin wallet of the same name wins; the sats-connect entry is not listed', () => {
    const page = startPage()
    addWallet('Twin Wallet')
    registerWallet(createBitcoinTestWallet({ keys: KEYS, name: 'twin wallet', autoApprove: true }).wallet)
    expect(page.wallets.list().map((wallet) => [wallet.name, wallet.source])).toEqual([
      ['twin wallet', 'wallet-standard'],
    ])
    expect(page.wallets.provider(ID)).toBeUndefined()
  })

  it('behavior: connect loads core once and answers the payment and ordinal accounts, the ordinal key x-only', async () => {
    const page = startPage()
    const wallet = addWallet()
    expect(await connect(page)).toEqual({
      accounts: [
        { address: KEYS.payment.address, publicKey: KEYS.payment.publicKey, chains: [], label: 'Payment' },
        { address: KEYS.ordinal.address, publicKey: KEYS.ordinal.publicKey, chains: [], label: 'Ordinals' },
      ],
    })
    expect(KEYS.ordinal.publicKey).toHaveLength(64)
    expect(wallet.requests).toEqual([{ method: 'getAccounts', params: { purposes: ['payment', 'ordinals'] } }])
    await connect(page)
    expect(page.load).toHaveBeenCalledTimes(1)
  })

  it.each(['payment', 'ordinal'] as const)(
    'behavior: the %s account signs a message BIP-322 that verifies',
    async (purpose) => {
      const page = startPage()
      addWallet()
      await connect(page)
      const address = KEYS[purpose].address
      const message = 'Sign in to the demo ✓'
      const [answer] = (await call(page, 'bitcoin:signMessage', [
        { account: address, message: new TextEncoder().encode(message) },
      ])) as { signedMessage: Uint8Array; signature: Uint8Array }[]
      expect(new TextDecoder().decode(answer!.signedMessage)).toBe(message)
      const signature = btoa(String.fromCharCode(...answer!.signature))
      const verify = (text: string) =>
        verifyBip322Simple({ address, message: text, signature, network: LITECOIN_REGTEST })
      expect([verify(message), verify(`${message}.`)]).toEqual([true, false])
    },
  )

  it('behavior: a PSBT spending both accounts comes back signed on the inputs named for each address', async () => {
    const page = startPage()
    const wallet = addWallet()
    await connect(page)
    const psbt = new Psbt({ network: LITECOIN_REGTEST })
    for (const [i, account] of [KEYS.payment, KEYS.ordinal].entries())
      psbt.addInput({
        hash: `${i + 7}`.repeat(64),
        index: i,
        witnessUtxo: { script: bitcoinAddress.toOutputScript(account.address, LITECOIN_REGTEST), value: 40_000n },
        ...(account.purpose === 'ordinal' && { tapInternalKey: Buffer.from(account.publicKey, 'hex') }),
      })
    psbt.addOutput({ address: KEYS.ordinal.address, value: 70_000n })
    const [answer] = (await call(page, 'bitcoin:signTransaction', [
      {
        psbt: psbt.toBuffer(),
        inputsToSign: [
          { account: KEYS.payment.address, signingIndexes: [0] },
          { account: KEYS.ordinal.address, signingIndexes: [1] },
        ],
      },
    ])) as { signedPsbt: Uint8Array }[]
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signPsbt',
      params: { signInputs: { [KEYS.payment.address]: [0], [KEYS.ordinal.address]: [1] }, broadcast: false },
    })
    const signed = Psbt.fromBuffer(answer!.signedPsbt, { network: LITECOIN_REGTEST })
    const valid = (key: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
      key.length === 32 ? ecc.verifySchnorr(hash, key, signature) : ecc.verify(hash, key, signature)
    expect([0, 1].map((index) => signed.validateSignaturesOfInput(index, valid))).toEqual([true, true])
  })

  it('error: the wallet’s rejection reaches the widget as 4001 with the wallet’s message', async () => {
    const page = startPage()
    const wallet = createSatsTestWallet({ keys: KEYS, autoApprove: false })
    addSatsTestWallet(window, wallet.provider, 'Sats Test Wallet')
    const asked = connect(page)
    await vi.waitFor(() => expect(wallet.pendingCount()).toBe(1))
    wallet.rejectNext()
    await expect(asked).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.isConnected()).toBe(false)
  })

  it('error: a request for an account not granted keeps the wallet’s code and message; an unknown feature is 4200', async () => {
    const page = startPage()
    addWallet()
    await expect(
      call(page, 'bitcoin:signMessage', [{ account: KEYS.payment.address, message: new Uint8Array([104, 105]) }]),
    ).rejects.toMatchObject({ code: -32002, message: `The account ${KEYS.payment.address} is not authorized.` })
    await expect(call(page, 'bitcoin:sendTransfer', {})).rejects.toMatchObject({ code: 4200 })
  })

  it('behavior: disconnect renounces the wallet’s permissions (it does not list wallet_disconnect)', async () => {
    const page = startPage()
    const wallet = addWallet()
    await connect(page)
    expect(await call(page, 'standard:disconnect')).toBeNull()
    expect(wallet.requests.at(-1)?.method).toBe('wallet_renouncePermissions')
    expect(wallet.isConnected()).toBe(false)
  })
})
