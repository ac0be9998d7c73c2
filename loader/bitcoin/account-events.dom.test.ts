// @vitest-environment happy-dom
/**
 * A Bitcoin wallet's account changes as the Bitcoin chunk reports them (`accountsChanged`, which the loader's host
 * passes to the widget): a Wallet Standard wallet's `standard:events` `change`, and a sats-connect wallet's own
 * `accountChange` / `disconnect` (its provider object's `addListener`, from the site's connect on), each as the
 * wallet's Bitcoin accounts, payment first, with hex keys; none when the wallet disconnected.
 */
import { request } from '@sats-connect/core'
import { registerWallet } from '@wallet-standard/wallet'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createBitcoinTestWallet } from '../../dev/wallets/bitcoin-test-wallet/wallet.js'
import {
  addSatsTestWallet,
  createSatsTestWallet,
  type SatsTestWallet,
} from '../../dev/wallets/sats-test-wallet/wallet.js'
import type { BitcoinDevWallet } from '../../dev/world/bitcoin/accounts.js'
import { BITCOIN_DEV_WALLETS } from '../../dev/world/bitcoin/accounts.js'
import type { WalletRegistry } from '../wallets.js'
import { startBitcoinHost } from './host.js'
import type { SatsConnect } from './sats-requests.js'

const [FIRST, SECOND] = [BITCOIN_DEV_WALLETS[0]!, BITCOIN_DEV_WALLETS[1]!]
const SATS_ID = 'sats-connect:SatsTestWallet.BitcoinProvider'
const BOTH = { purposes: ['payment', 'ordinals'] }

/** The two accounts of a dev wallet as the chunk reports them (a sats-connect wallet's labelled, chain-less). */
const reported = (keys: BitcoinDevWallet, chains: string[], labels = true) =>
  [keys.payment, keys.ordinal].map((key) => ({
    address: key.address,
    publicKey: key.publicKey,
    chains,
    ...(labels && { label: key.purpose === 'payment' ? 'Payment' : 'Ordinals' }),
  }))

function startPage() {
  const wallets: WalletRegistry = { list: () => [], provider: () => undefined }
  const load = vi.fn(async () => ({ request }) as unknown as SatsConnect)
  startBitcoinHost([wallets, () => undefined, {}], location.href, load)
  /** What the loader's host does on the first request to a wallet: listens to its account changes. */
  const listen = (id: string) => {
    const heard: unknown[] = []
    wallets.provider(id)!.on?.('accountsChanged', (accounts) => heard.push(accounts))
    return heard
  }
  const call = (id: string, method: string, params?: unknown) => wallets.provider(id)!.request({ method, params })
  return { wallets, load, listen, call }
}

describe('a Wallet Standard Bitcoin wallet’s account changes', () => {
  it('behavior: connecting, switching account and disconnecting in the wallet are reported, payment first', async () => {
    const wallet = createBitcoinTestWallet({ keys: FIRST, name: 'Switching Wallet', autoApprove: true })
    registerWallet(wallet.wallet)
    const page = startPage()
    const id = 'wallet-standard:bitcoin:Switching Wallet'
    const heard = page.listen(id)
    // Asked ordinals first, the wallet lists that account first: the report puts the payment account first.
    await page.call(id, 'bitcoin:connect', { purposes: ['ordinals', 'payment'] })
    expect(heard).toEqual([reported(FIRST, ['bitcoin:regtest'])])
    wallet.switchAccount(SECOND)
    expect(heard.at(-1)).toEqual(reported(SECOND, ['bitcoin:regtest']))
    wallet.disconnect()
    expect(heard.at(-1)).toEqual([])
    expect(heard).toHaveLength(3)
  })

  it('behavior: a change that does not touch the accounts, and accounts of other chains, are not reported', () => {
    const listeners: ((change: object) => void)[] = []
    const account = (address: string, chains: string[]) => ({
      address,
      publicKey: new Uint8Array([2, ...new Array(32).fill(7)]),
      chains,
      features: [],
    })
    registerWallet({
      version: '1.0.0',
      name: 'Two Chain Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['bitcoin:mainnet', 'solana:mainnet'],
      accounts: [],
      features: {
        'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
        'standard:events': {
          version: '1.0.0',
          on: (_: string, listener: (change: object) => void) => listeners.push(listener),
        },
      },
    })
    const page = startPage()
    const heard = page.listen('wallet-standard:bitcoin:Two Chain Wallet')
    for (const listener of listeners) listener({ chains: ['bitcoin:mainnet'] })
    expect(heard).toEqual([])
    for (const listener of listeners)
      listener({ accounts: [account('SoLaNa1111', ['solana:mainnet']), account('bc1qpayment', ['bitcoin:mainnet'])] })
    expect(heard).toEqual([
      [{ address: 'bc1qpayment', publicKey: `02${'07'.repeat(32)}`, chains: ['bitcoin:mainnet'] }],
    ])
  })
})

describe('a sats-connect wallet’s account changes', () => {
  let wallet: SatsTestWallet
  beforeEach(() => {
    const page = window as unknown as Record<string, unknown>
    delete page.btc_providers
    delete page.SatsTestWallet
    wallet = createSatsTestWallet({ keys: FIRST, autoApprove: false })
    addSatsTestWallet(window, wallet.provider, 'Sats Test Wallet')
  })

  /** Connects, approving the wallet's prompt. */
  async function connect(page: ReturnType<typeof startPage>) {
    const connecting = page.call(SATS_ID, 'bitcoin:connect', BOTH)
    await vi.waitFor(() => expect(wallet.pendingCount()).toBe(1))
    wallet.approveNext()
    await connecting
  }

  it('behavior: listened to from the connect on; an account change asks getAccounts again and reports it', async () => {
    const page = startPage()
    const heard = page.listen(SATS_ID)
    expect([wallet.listenerCount('accountChange'), page.load.mock.calls.length]).toEqual([0, 0])
    await connect(page)
    expect([wallet.listenerCount('accountChange'), wallet.listenerCount('disconnect')]).toEqual([1, 1])
    await page.call(SATS_ID, 'bitcoin:connect', BOTH)
    expect(wallet.listenerCount('accountChange')).toBe(1)

    wallet.switchAccount(SECOND)
    await vi.waitFor(() => expect(heard).toEqual([reported(SECOND, [])]))
    expect(wallet.requests.at(-1)).toEqual({ method: 'getAccounts', params: BOTH })
    expect(page.load).toHaveBeenCalledTimes(1)
  })

  it('behavior: the wallet’s disconnect is reported as no accounts, and it is no longer listened to', async () => {
    const page = startPage()
    const heard = page.listen(SATS_ID)
    await connect(page)
    wallet.disconnect()
    expect(heard).toEqual([[]])
    expect(wallet.listenerCount('accountChange') + wallet.listenerCount('disconnect')).toBe(0)
  })

  it('behavior: the site’s own disconnect stops the listening; connecting again listens again', async () => {
    const page = startPage()
    const heard = page.listen(SATS_ID)
    await connect(page)
    await page.call(SATS_ID, 'standard:disconnect')
    expect(wallet.listenerCount('accountChange')).toBe(0)
    await connect(page)
    expect(wallet.listenerCount('accountChange')).toBe(1)
    expect(heard).toEqual([])
  })

  it('error: when asking the accounts again fails, the wallet no longer allows the site: none are reported', async () => {
    const page = startPage()
    const heard = page.listen(SATS_ID)
    await connect(page)
    const provider = (window as unknown as { SatsTestWallet: { BitcoinProvider: SatsTestWallet['provider'] } })
      .SatsTestWallet.BitcoinProvider
    vi.spyOn(provider, 'request').mockResolvedValue({
      jsonrpc: '2.0',
      id: 'x',
      error: { code: -32002, message: 'Access denied.' },
    })
    wallet.switchAccount(SECOND)
    await vi.waitFor(() => expect(heard).toEqual([[]]))
  })

  it('behavior: a provider object without addListener connects as before and reports nothing', async () => {
    const page = startPage()
    const heard = page.listen(SATS_ID)
    ;(wallet.provider as { addListener?: unknown }).addListener = undefined
    await connect(page)
    wallet.disconnect()
    expect(heard).toEqual([])
  })
})
