/**
 * Buy with each wallet kind against the local world's sandbox onramp: the email wallet and a WalletConnect
 * wallet each buy ETH through the checkout in a popup, see a toast per step, and the node's balance grows by
 * exactly the quoted purchase amount; axe on the Buy view with a quote and with an amount error.
 */
import { expect, type Page, test } from '@playwright/test'
import { type Address, parseEther } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { loginWithEmail, uniqueEmail } from './email-helpers.js'
import { axeViolations, balanceOf, connectTestWallet, openBuy, openSite } from './helpers.js'
import { connectWcWallet } from './wallet-kinds.js'

/** Buy from Account, with the EVM account's ETH offered first. */
async function openBuyEth(page: Page) {
  const frame = await openBuy(page)
  await expect(frame.getByLabel('Token to buy')).toHaveValue('ETH', { timeout: 15_000 })
  return frame
}

/** Opens Buy, types the amount `paid` and waits for the server's quote; answers the view and the ETH quoted. */
async function quoteEth(page: Page, paid: string) {
  const frame = await openBuyEth(page)
  await frame.getByLabel('Amount to pay').fill(paid)
  const receive = frame.getByTestId('buy-receive')
  await expect(receive).toHaveAttribute('data-amount', /^\d+(\.\d+)?$/, { timeout: 15_000 })
  await expect(frame.getByTestId('buy-quote')).not.toHaveAttribute('data-estimated', 'true')
  const amount = (await receive.getAttribute('data-amount'))!
  /** `amount` as the view writes it, `quoted` in wei. */
  return { frame, amount, quoted: parseEther(amount) }
}

/** Buys ETH for 50 USD with the test card in the checkout's popup; asserts the toasts and the node's balance. */
async function buyEthFor(page: Page, account: Address): Promise<void> {
  const { frame, amount, quoted } = await quoteEth(page, '50')
  expect(quoted > 0n).toBe(true)
  const before = await balanceOf(account)
  const popupOpened = page.waitForEvent('popup')
  await frame.getByRole('button', { name: 'Continue to checkout' }).click()
  const checkout = await popupOpened
  await expect(frame.getByTestId('toast')).toContainText('Checkout opened: complete the payment there')
  await checkout.waitForURL(/\/onramp\/checkout\//, { timeout: 15_000 })
  await expect(checkout.locator('body')).toContainText(account)
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: 'Pay' }).click()

  // The toast is looked for from the payment on: it shows for a few seconds once the order completes.
  await expect(frame.getByTestId('toast')).toContainText(`Bought ${amount} ETH`, { timeout: 30_000 })
  await expect(frame.getByTestId('buy-status')).toHaveAttribute('data-status', 'completed')
  expect((await balanceOf(account)) - before).toBe(quoted)
}

test('behavior: the email wallet buys ETH through the sandbox checkout; its balance grows by exactly the purchase amount', async ({
  page,
}) => {
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('buy'))
  const account = (await page.evaluate(() => window.WalletWidget!.getState().address)) as Address
  await buyEthFor(page, account)
})

test('behavior: a WalletConnect wallet buys ETH through the sandbox checkout; its balance grows by exactly the purchase amount', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openSite(page)
  const wallet = await connectWcWallet(page, generatePrivateKey())
  try {
    expect(await page.evaluate(() => window.WalletWidget!.getState().address)).toBe(wallet.address)
    await buyEthFor(page, wallet.address)
  } finally {
    await wallet.stop()
  }
})

test('a11y: the Buy view with a quote, and with an amount below the limit, has no axe violations (light and dark)', async ({
  page,
}) => {
  await openSite(page)
  await connectTestWallet(page)
  const { frame } = await quoteEth(page, '50')
  expect(await axeViolations(page)).toEqual([])

  await frame.getByLabel('Amount to pay').fill('7')
  await expect(frame.getByTestId('buy-error')).toHaveText('The least you can pay is 10.00 USD')
  await expect(frame.getByLabel('Amount to pay')).toHaveAttribute('aria-invalid', 'true')
  expect(await axeViolations(page)).toEqual([])
})
