/**
 * Buy for a Solana account against the local world's sandbox onramp: the demo Solana wallet buys SOL on Solana
 * Local; the checkout opens in a popup, the test card pays, the view follows the order until it completes, the
 * node's balance grows by exactly the quoted lamports, and Account shows the new balance. The email wallet buys
 * SOL to its own Solana account the same way.
 */
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { SOLANA_DEV_ACCOUNTS } from '../dev/world/solana/accounts.js'
import { loginWithEmail, uniqueEmail } from './email-helpers.js'
import { openBuy, openModal, openSite, quoteFiftyUsd } from './helpers.js'
import { lamportsOf } from './solana-helpers.js'
import { formatUnitsExact } from '../shared/format.js'

const DEV0 = SOLANA_DEV_ACCOUNTS[0]!

/** '0.655' SOL → 655000000n lamports. */
function lamportsIn(sol: string): bigint {
  const [whole = '0', fraction = ''] = sol.split('.')
  return BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0').slice(0, 9) || '0')
}

async function connectSolanaWallet(page: Page): Promise<void> {
  await openSite(page, 'site-solana.html')
  await page.waitForFunction(() => Boolean(window.__solanaTestWallet))
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Solana Test Wallet/ }).click()
  await expect.poll(() => page.evaluate(() => window.__solanaTestWallet?.pendingCount() ?? 0)).toBe(1)
  await page.evaluate(() => window.__solanaTestWallet!.approveNext())
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress)).toContain(DEV0.address)
}

declare global {
  interface Window {
    __solanaTestWallet?: { address: string; pendingCount(): number; approveNext(): boolean; rejectNext(): boolean }
  }
}

/** Types 50 USD in Buy (SOL picked), pays at the checkout with the test card; answers the lamports quoted. */
async function buySol(page: Page, frame: FrameLocator, destination: string): Promise<bigint> {
  await expect(frame.getByLabel('Network').locator('option:checked')).toHaveText('Solana Local')
  const quoted = lamportsIn(await quoteFiftyUsd(frame))
  expect(quoted > 0n).toBe(true)

  const popupOpened = page.waitForEvent('popup')
  await frame.getByRole('button', { name: 'Continue to checkout' }).click()
  const checkout = await popupOpened
  await checkout.waitForURL(/\/onramp\/checkout\//, { timeout: 15_000 })
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Buy SOL on Solana Local')
  await expect(checkout.getByText(destination)).toBeVisible()
  await expect(checkout.getByLabel(/^Amount/)).toHaveValue(/^50(\.00)?$/)
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(frame.getByTestId('buy-status')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 })
  await expect(frame.getByTestId('buy-status')).toHaveText('Purchase complete')
  return quoted
}

test('behavior: the demo Solana wallet buys SOL through the sandbox checkout; its balance grows by exactly the quoted lamports', async ({
  page,
}) => {
  await connectSolanaWallet(page)
  const frame = await openBuy(page)
  // A Solana account is offered what it can receive on its network: SOL first, never ETH.
  await expect(frame.getByLabel('Token to buy')).toHaveValue('SOL')
  await expect(frame.getByLabel('Token to buy').locator('option')).toHaveText(['SOL', 'DUSD'])
  const before = await lamportsOf(DEV0.address)
  const quoted = await buySol(page, frame, DEV0.address)
  const after = await lamportsOf(DEV0.address)
  expect(after - before).toBe(quoted)
  // Account shows the balance the purchase left.
  const account = await openModal(page, 'Account')
  await expect(account.getByTestId('account-balance')).toHaveAttribute('data-wei', after.toString())
})

test("behavior: the email wallet buys SOL to its own Solana account; that account's balance grows by exactly the quoted lamports", async ({
  page,
}) => {
  await openSite(page, 'site-solana.html')
  await loginWithEmail(page, uniqueEmail('buy-sol'))
  const account = await openModal(page, 'Account')
  const solana = account.getByTestId('email-solana-account')
  await expect(solana).toHaveAttribute('data-address', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { timeout: 20_000 })
  const address = (await solana.getAttribute('data-address'))!
  const frame = await openBuy(page)
  // Its EVM account receives ETH, its Solana account SOL and DUSD.
  await expect(frame.getByLabel('Token to buy').locator('option')).toHaveText([
    'ETH',
    'USDC',
    'DAI',
    'WETH',
    'SOL',
    'DUSD',
  ])
  await frame.getByLabel('Token to buy').selectOption('SOL')
  const before = await lamportsOf(address)
  const quoted = await buySol(page, frame, address)
  const after = await lamportsOf(address)
  expect(after - before).toBe(quoted)
  // Back in Account, the Solana account's row shows the balance the purchase left.
  await frame.getByRole('button', { name: 'Back' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  await expect(frame.getByTestId('email-solana-balance')).toHaveText(`${formatUnitsExact(after, 9)} SOL`)
})
