/**
 * Bitcoin and Polkadot wallets in the widget: the demo Bitcoin wallet (Wallet Standard) connects with its payment
 * and ordinal accounts, Account shows both and the payment account's balance from the test world's UTXO node
 * exactly, a message the site asks it to sign verifies as BIP-322, and switching account or disconnecting in the
 * wallet reaches the widget; the development Polkadot extension
 * (`window.injectedWeb3`) connects, Account says no node is configured, and its `signRaw` signature verifies with
 * @polkadot/util-crypto.
 */
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { expect, type Page, test } from '@playwright/test'
import { BITCOIN_DEV_WALLETS } from '../dev/world/bitcoin/accounts.js'
import { verifyBip322Simple } from '../shared/bitcoin/bip322.js'
import { BITCOIN_LOCAL_NETWORK_ID, LITECOIN_REGTEST } from '../shared/bitcoin-networks.js'
import { POLKADOT_NETWORK_ID } from '../shared/polkadot-networks.js'
import { expectBitcoinAccounts } from './bitcoin-helpers.js'
import { openModal, openSite, siteRequest } from './helpers.js'

const WALLET = BITCOIN_DEV_WALLETS[0]!
/** The development seed's //Alice, sr25519, generic format: the extension's first account. */
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

interface Prompts {
  pendingCount(): number
  approveNext(): boolean
}

/** The demo Bitcoin wallet, whose user may also switch to another dev wallet's accounts or disconnect. */
interface BitcoinWalletControl extends Prompts {
  switchAccount(wallet: number): void
  disconnect(): void
}

declare global {
  interface Window {
    __bitcoinTestWallet?: BitcoinWalletControl
    __polkadotTestExtension?: Prompts
  }
}

/** Approves the next prompt of the page's demo Bitcoin wallet or Polkadot extension once it is shown. */
async function approveIn(page: Page, wallet: '__bitcoinTestWallet' | '__polkadotTestExtension'): Promise<void> {
  await expect.poll(() => page.evaluate((name) => window[name]?.pendingCount() ?? 0, wallet)).toBe(1)
  await page.evaluate((name) => window[name]!.approveNext(), wallet)
}

/** Connects the demo Bitcoin wallet from Connect, approving in the wallet, and waits for its payment address. */
async function connectBitcoinWallet(page: Page): Promise<void> {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Bitcoin Test Wallet/ }).click()
  await approveIn(page, '__bitcoinTestWallet')
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().address)).toBe(WALLET.payment.address)
}

test.beforeEach(async ({ page }) => {
  await openSite(page, 'site-bitcoin-polkadot.html')
  await page.waitForFunction(() => Boolean(window.__bitcoinTestWallet && window.__polkadotTestExtension))
})

test('behavior: the demo Bitcoin wallet connects; Account shows its payment and ordinal accounts and the balance exactly', async ({
  page,
}) => {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Bitcoin Test Wallet/ }).click()
  await approveIn(page, '__bitcoinTestWallet')
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress))
    .toBe(`${BITCOIN_LOCAL_NETWORK_ID}:${WALLET.payment.address}`)

  const view = await openModal(page, 'Account')
  await expect(view.getByTestId('account-address')).toHaveAttribute('data-address', WALLET.payment.address)
  await expectBitcoinAccounts(view, WALLET)
  await expect(view.getByTestId('network-name')).toHaveText('Litecoin Local')
  // What Bitcoin does not have here is not offered: activity, NFTs, names, send, swap.
  await expect(view.getByTestId('account-tab-activity')).toHaveCount(0)
  await expect(view.getByTestId('account-tab-nfts')).toHaveCount(0)
  await expect(view.getByTestId('send-button')).toHaveCount(0)
  await expect(view.getByTestId('swap-button')).toHaveCount(0)
})

test('behavior: a message the site asks the Bitcoin wallet to sign verifies as BIP-322 for the payment address only', async ({
  page,
}) => {
  await connectBitcoinWallet(page)

  const message = 'Sign in to 127.0.0.1 with Bitcoin\nNonce: 5d1e'
  const signed = siteRequest(page, 'bip122', 'signMessage', { message })
  await approveIn(page, '__bitcoinTestWallet')
  const { address, signature } = (await signed) as { address: string; signature: string }
  expect(address).toBe(WALLET.payment.address)
  const network = LITECOIN_REGTEST
  expect(verifyBip322Simple({ address, message, signature, network })).toBe(true)
  expect(verifyBip322Simple({ address, message: `${message}!`, signature, network })).toBe(false)
  expect(verifyBip322Simple({ address: WALLET.ordinal.address, message, signature, network })).toBe(false)
})

test('behavior: switching account in the Bitcoin wallet moves the connection to its payment address; disconnecting there ends it', async ({
  page,
}) => {
  await connectBitcoinWallet(page)

  const next = BITCOIN_DEV_WALLETS[1]!
  await page.evaluate(() => window.__bitcoinTestWallet!.switchAccount(1))
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress))
    .toBe(`${BITCOIN_LOCAL_NETWORK_ID}:${next.payment.address}`)
  const view = await openModal(page, 'Account')
  await expect(view.getByTestId('bitcoin-account').nth(1)).toHaveAttribute('data-address', next.ordinal.address)

  await page.evaluate(() => window.__bitcoinTestWallet!.disconnect())
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().status)).toBe('disconnected')
})

test('behavior: the Polkadot extension connects; Account says no node is configured; signRaw verifies with signatureVerify', async ({
  page,
}) => {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /wallet-widget-dev/ }).click()
  await approveIn(page, '__polkadotTestExtension')
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress))
    .toBe(`${POLKADOT_NETWORK_ID}:${ALICE}`)

  const view = await openModal(page, 'Account')
  await expect(view.getByTestId('account-address')).toHaveAttribute('data-address', ALICE)
  await expect(view.getByTestId('polkadot-no-node')).toHaveText(
    'No Polkadot node is configured, so no balance is shown.',
  )
  await expect(view.getByTestId('account-balance')).toBeHidden()
  await expect(view.getByTestId('network-name')).toHaveText('Polkadot')
  await expect(view.getByRole('tab')).toHaveCount(0)
  await expect(view.getByTestId('send-button')).toHaveCount(0)

  const message = 'Sign in to 127.0.0.1 with Polkadot'
  const signed = siteRequest(page, 'polkadot', 'polkadot_signMessage', { message })
  await approveIn(page, '__polkadotTestExtension')
  const { signature } = (await signed) as { signature: string }
  await cryptoWaitReady()
  expect(signatureVerify(message, signature, ALICE).isValid).toBe(true)
  expect(signatureVerify(`${message}!`, signature, ALICE).isValid).toBe(false)
})
