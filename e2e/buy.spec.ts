/**
 * Buy from the widget against the local world's sandbox onramp: a fresh browser wallet buys ETH; the checkout
 * opens in a popup, the test card pays, the view shows the purchase complete and the node's balance grew by the
 * quoted purchase amount. A failed options call shows the fallback limits.
 */
import { expect, type Page, test } from '@playwright/test'
import { type Address, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { balanceOf, connectTestWallet, openBuy, openSite, quoteFiftyUsd } from './helpers.js'

/** The site's test wallet holds a fresh key (no ether yet); answers its address. */
async function freshBrowserWallet(page: Page): Promise<Address> {
  const privateKey = generatePrivateKey()
  await page.addInitScript((key) => {
    ;(window as unknown as { __testWalletOverrides: object }).__testWalletOverrides = { privateKey: key }
  }, privateKey)
  return privateKeyToAccount(privateKey).address
}

test('behavior: a fresh browser wallet buys ETH through the sandbox checkout in a popup; the node’s balance grows by the quoted amount', async ({
  page,
}) => {
  const account = await freshBrowserWallet(page)
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openBuy(page)
  await expect(frame.getByLabel('Token to buy')).toHaveValue('ETH')
  await expect(frame.getByLabel('Payment method')).toHaveValue('card')
  const quoted = parseEther(await quoteFiftyUsd(frame))
  expect(quoted > 0n).toBe(true)
  const before = await balanceOf(account)

  const popupOpened = page.waitForEvent('popup')
  await frame.getByRole('button', { name: 'Continue to checkout' }).click()
  const checkout = await popupOpened
  await checkout.waitForURL(/\/onramp\/checkout\//, { timeout: 15_000 })
  await expect(frame.getByTestId('buy-status')).toHaveAttribute('data-status', 'open')
  await expect(checkout.getByLabel(/^Amount/)).toHaveValue(/^50(\.00)?$/)
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: 'Pay' }).click()

  await expect(frame.getByTestId('buy-status')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 })
  await expect(frame.getByTestId('buy-status')).toHaveText('Purchase complete')
  expect((await balanceOf(account)) - before).toBe(quoted)
})

test('error: a failed options call shows the fallback limits', async ({ page }) => {
  await freshBrowserWallet(page)
  await page.route('**/v1/onramp/options?**', (route) => route.fulfill({ status: 500, body: '{"error":"down"}' }))
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openBuy(page)
  await expect(frame.getByTestId('buy-fallback')).toBeVisible()
  await expect(frame.getByTestId('buy-limits')).toHaveText('From 10.00 USD to 7500.00 USD')
  await frame.getByLabel('Payment method').selectOption('ach_bank_account')
  await expect(frame.getByTestId('buy-limits')).toHaveText('From 10.00 USD to 25000.00 USD')
  await frame.getByLabel('Amount to pay').fill('7')
  await expect(frame.getByTestId('buy-error')).toHaveText('The least you can pay is 10.00 USD')
})
