// @vitest-environment happy-dom
/**
 * A Bitcoin wallet's account change reaches the widget, for both kinds of wallet: the development Wallet Standard
 * wallet and the development sats-connect wallet in the page, the loader's Bitcoin chunk (core's real `request`),
 * and its `accountsChanged` reports passed to the widget as the loader's host passes them. Switching account in the
 * wallet makes the new payment address the connection's (getState, the `accountChanged` event, Account's accounts,
 * the site's bip122 signMessage); disconnecting in the wallet ends the connection.
 */
import { request } from '@sats-connect/core'
import { fireEvent, screen } from '@testing-library/preact'
import { registerWallet } from '@wallet-standard/wallet'
import { describe, expect, it } from 'vitest'
import { createBitcoinTestWallet } from '../../../dev/wallets/bitcoin-test-wallet/wallet.js'
import { addSatsTestWallet, createSatsTestWallet } from '../../../dev/wallets/sats-test-wallet/wallet.js'
import { BITCOIN_DEV_WALLETS, type BitcoinDevWallet } from '../../../dev/world/bitcoin/accounts.js'
import { startBitcoinHost } from '../../../loader/bitcoin/host.js'
import type { SatsConnect } from '../../../loader/bitcoin/sats-requests.js'
import type { WalletRegistry } from '../../../loader/wallets.js'
import { BITCOIN_LOCAL_NETWORK_ID } from '../../../shared/bitcoin-networks.js'
import type { LoaderApi } from '../../../shared/protocol/loader-widget.js'
import { BROWSER_WALLET } from '../../views/testing/fake-loader.js'
import { advanceUntil, renderWidget, useViewTestHooks } from '../../views/testing/render-widget.js'
import { loaderBridge } from '../testing/loader-bridge.js'

useViewTestHooks()

const [FIRST, SECOND] = [BITCOIN_DEV_WALLETS[0]!, BITCOIN_DEV_WALLETS[1]!]

const standard = createBitcoinTestWallet({ keys: FIRST, autoApprove: true })
registerWallet(standard.wallet)
const sats = createSatsTestWallet({ keys: FIRST, autoApprove: true })
const pageWallets: WalletRegistry = { list: () => [], provider: () => undefined }
startBitcoinHost([pageWallets, () => undefined, {}], location.href, async () => ({ request }) as unknown as SatsConnect)
addSatsTestWallet(window, sats.provider, 'Sats Test Wallet')

/** The widget over the page's Bitcoin wallets, reached and listened to as the loader's host does. */
async function withBitcoinWallets() {
  const rendered = await renderWidget({ attributes: { 'data-networks': `eip155:31337,${BITCOIN_LOCAL_NETWORK_ID}` } })
  const browserWallet = rendered.loader.loader.walletRequest
  const bridge = loaderBridge(() => pageWallets)
  const listened = new Set<string>()
  const walletRequest: LoaderApi['walletRequest'] = async (walletId, asked) => {
    if (walletId === BROWSER_WALLET.id) return browserWallet(walletId, asked)
    if (!listened.has(walletId)) {
      listened.add(walletId)
      pageWallets
        .provider(walletId)
        ?.on?.('accountsChanged', (accounts) => rendered.widget.api.walletEvent(walletId, 'accountsChanged', accounts))
    }
    return bridge.walletRequest(walletId, asked)
  }
  rendered.loader.loader.walletRequest = walletRequest
  rendered.widget.api.walletsChanged([BROWSER_WALLET, ...pageWallets.list()])
  return rendered
}

describe.each([
  ['Bitcoin Test Wallet', standard],
  ['Sats Test Wallet', sats],
] as const)('the %s switching account and disconnecting', (name, wallet) => {
  it('behavior: the new payment address becomes the connection’s; a wallet-side disconnect ends it', async () => {
    const { widget, loader } = await withBitcoinWallets()
    fireEvent.click(await advanceUntil(() => screen.getByRole('button', { name: new RegExp(name) })))
    await advanceUntil(() => expect(widget.store.get().status).toBe('connected'))
    expect(widget.store.get()).toMatchObject({ address: FIRST.payment.address, chainNamespace: 'bip122' })

    wallet.switchAccount(SECOND)
    await advanceUntil(() => expect(widget.store.get().address).toBe(SECOND.payment.address))
    expect(loader.emitted.filter((event) => event.type === 'accountChanged').at(-1)).toMatchObject({
      type: 'accountChanged',
      state: { address: SECOND.payment.address, caipAddress: `${BITCOIN_LOCAL_NETWORK_ID}:${SECOND.payment.address}` },
    })
    widget.api.open({ view: 'Account' })
    await advanceUntil(() => expect(accountRows()).toEqual(rowsOf(SECOND)))
    const signed = await widget.api.providerRequest({ method: 'signMessage', params: { message: 'hello' } }, 'bip122')
    expect(signed).toMatchObject({ ok: true, result: { address: SECOND.payment.address } })

    wallet.disconnect()
    await advanceUntil(() => expect(widget.store.get().status).toBe('disconnected'))
    expect(loader.emittedTypes()).toContain('disconnect')
    // Back to the first dev wallet for the next test.
    wallet.switchAccount(FIRST)
  })
})

const accountRows = () => screen.getAllByTestId('bitcoin-account').map((row) => [row.dataset.type, row.dataset.address])
const rowsOf = (keys: BitcoinDevWallet) => [
  ['payment', keys.payment.address],
  ['ordinal', keys.ordinal.address],
]
