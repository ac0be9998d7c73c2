// @vitest-environment happy-dom
/**
 * Account in a DOM for a Bitcoin and a Polkadot connection: Connect lists the page's Bitcoin wallet and Polkadot
 * extension when the site names such networks; a Bitcoin connection shows its payment and ordinal accounts and the
 * payment account's balance from the deployment's balance API, exactly; a Polkadot one says no node is configured.
 * Neither offers activity, NFTs, names, send or swap.
 */
import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { toErrorPayload } from '../../../shared/errors.js'
import type { LoaderApi, WalletInfo } from '../../../shared/protocol/loader-widget.js'
import { BROWSER_WALLET } from '../testing/fake-loader.js'
import { advanceUntil, renderWidget, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()

const LOCAL = 'bip122:530827f38f93b43ed12af0b3ad25a288'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const PAYMENT = 'rltc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelslm6ts'
const ORDINAL = 'rltc1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsdfntdp'
const PAYMENT_KEY = `02${'1'.repeat(64)}`
const ORDINAL_KEY = '2'.repeat(64)
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

const BITCOIN_WALLET: WalletInfo = {
  id: 'wallet-standard:bitcoin:Bitcoin Test Wallet',
  name: 'Bitcoin Test Wallet',
  source: 'wallet-standard',
  chains: ['bitcoin:regtest'],
  features: ['bitcoin:connect', 'bitcoin:signMessage'],
}
const EXTENSION: WalletInfo = {
  id: 'injected-web3:wallet-widget-dev',
  name: 'wallet-widget-dev',
  source: 'injected-web3',
}

/** The page's wallets beside the browser wallet, each answering as the loader's chunks do. */
async function withChainWallets() {
  const rendered = await renderWidget({
    attributes: { 'data-networks': `eip155:31337,${LOCAL},${POLKADOT}` },
  })
  const answers: Record<string, (params: unknown) => unknown> = {
    'bitcoin:connect': () => ({
      accounts: [
        { address: ORDINAL, publicKey: ORDINAL_KEY, chains: ['bitcoin:regtest'] },
        { address: PAYMENT, publicKey: PAYMENT_KEY, chains: ['bitcoin:regtest'] },
      ],
    }),
    'polkadot:accounts': () => [{ address: ALICE, name: 'Dev Alice' }],
  }
  const browserWallet = rendered.loader.loader.walletRequest
  const walletRequest: LoaderApi['walletRequest'] = async (walletId, request) => {
    if (walletId === BROWSER_WALLET.id) return browserWallet(walletId, request)
    const answer = answers[request.method]
    if (!answer) return { ok: false, error: toErrorPayload(Object.assign(Error('Unsupported'), { code: 4200 })) }
    return { ok: true, result: answer(request.params) }
  }
  rendered.loader.loader.walletRequest = walletRequest
  rendered.api.answerChainData.balance = async (url) => ({
    balances:
      url.searchParams.get('chainId') === LOCAL
        ? [
            {
              name: 'Litecoin',
              symbol: 'LTC',
              chainId: LOCAL,
              price: 0,
              quantity: { decimals: '8', numeric: '2.50000001' },
              iconUrl: '',
            },
          ]
        : [],
  })
  rendered.widget.api.walletsChanged([BROWSER_WALLET, BITCOIN_WALLET, EXTENSION])
  await advanceUntil(() => screen.getByRole('button', { name: /wallet-widget-dev/ }))
  return rendered
}

describe('Account for Bitcoin and Polkadot connections', () => {
  it('behavior: Connect lists the Bitcoin wallet and the Polkadot extension beside the browser wallet', async () => {
    await withChainWallets()
    expect(screen.getByRole('button', { name: /Bitcoin Test Wallet/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /wallet-widget-dev/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Test Wallet Installed/ })).toBeTruthy()
  })

  it('behavior: a Bitcoin connection shows its payment and ordinal accounts (payment first) and the exact balance', async () => {
    const { widget } = await withChainWallets()
    fireEvent.click(screen.getByRole('button', { name: /Bitcoin Test Wallet/ }))
    await advanceUntil(() => expect(widget.store.get().status).toBe('connected'))
    expect(widget.store.get()).toMatchObject({ address: PAYMENT, chainNamespace: 'bip122' })
    widget.api.open({ view: 'Account' })
    const balance = await advanceUntil(() => {
      const figure = screen.getByTestId('account-balance')
      expect(figure.getAttribute('data-wei')).toBe('250000001')
      return figure
    })
    expect(balance.textContent).toContain('LTC')
    const rows = screen.getAllByTestId('bitcoin-account')
    expect(rows.map((row) => [row.dataset.type, row.dataset.address, row.textContent?.split(' ')[0]])).toEqual([
      ['payment', PAYMENT, 'Payment'],
      ['ordinal', ORDINAL, 'Ordinals'],
    ])
    expect(screen.getByRole('list', { name: 'Accounts of this wallet' })).toBeTruthy()
    for (const id of ['send-button', 'swap-button', 'buy-button', 'account-tab-activity', 'account-tab-nfts'])
      expect(screen.queryByTestId(id), id).toBeNull()
  })

  it('behavior: a Polkadot connection says no node is configured, with no balance, tabs, send or toast', async () => {
    const { widget } = await withChainWallets()
    fireEvent.click(screen.getByRole('button', { name: /wallet-widget-dev/ }))
    await advanceUntil(() => expect(widget.store.get().status).toBe('connected'))
    expect(widget.store.get()).toMatchObject({ address: ALICE, chainNamespace: 'polkadot' })
    widget.api.open({ view: 'Account' })
    const note = await advanceUntil(() => screen.getByTestId('polkadot-no-node'))
    expect(note.textContent).toBe('No Polkadot node is configured, so no balance is shown.')
    expect(screen.getByTestId('account-balance').hidden).toBe(true)
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.queryByTestId('send-button')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
