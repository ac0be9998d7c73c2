/** What the browser tests check of a connected Bitcoin wallet in Account, whichever way it connected. */
import { expect, type FrameLocator } from '@playwright/test'
import type { BitcoinDevWallet } from '../dev/world/bitcoin/accounts.js'
import { formatUnitsExact } from '../shared/format.js'

/**
 * Account (`view`) lists the wallet's payment account first and its ordinal account second, and shows the payment
 * account's balance as the test world's node holds it (funded at start, never spent), to the last satoshi.
 */
export async function expectBitcoinAccounts(view: FrameLocator, wallet: BitcoinDevWallet): Promise<void> {
  const accounts = view.getByTestId('bitcoin-account')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0)).toHaveAttribute('data-type', 'payment')
  await expect(accounts.nth(0)).toHaveAttribute('data-address', wallet.payment.address)
  await expect(accounts.nth(0)).toContainText('Payment')
  await expect(accounts.nth(1)).toHaveAttribute('data-type', 'ordinal')
  await expect(accounts.nth(1)).toHaveAttribute('data-address', wallet.ordinal.address)
  await expect(accounts.nth(1)).toContainText('Ordinals')
  const balance = view.getByTestId('account-balance')
  await expect(balance).toHaveAttribute('data-wei', wallet.payment.funded.toString(), { timeout: 20_000 })
  await expect(balance.locator('span[title]')).toHaveAttribute(
    'title',
    `${formatUnitsExact(wallet.payment.funded, 8)} LTC`,
  )
}
