import { expect, test } from '@playwright/test'
import { axeViolations, connectTestWallet, openSite, openModal, widgetDocument, widgetFrame } from './helpers.js'

test('a11y: axe finds no violations in the open modal (Connect, Account and Networks; light and dark, 100 % and 200 % zoom)', async ({
  page,
}) => {
  await openSite(page)
  const frame = await openModal(page)
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.evaluate(() => window.WalletWidget!.close())
  await connectTestWallet(page)
  await openModal(page)
  await expect(frame.getByTestId('account-balance')).toHaveAttribute('data-state', 'ready')
  expect(await axeViolations(page)).toEqual([])
  await frame.getByTestId('network-button').click()
  await expect(frame.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a11y: keyboard only — open, Tab stays in the dialog, Enter connects, Escape closes and focus returns', async ({
  page,
}) => {
  await openSite(page)
  const opener = page.getByRole('button', { name: 'Connect wallet' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const frame = widgetFrame(page)
  const dialog = frame.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  // Focus starts on the first control (the email field: email comes first); Tab cycles through the
  // dialog's controls and never leaves it.
  await expect(frame.getByLabel('Email')).toBeFocused()
  const seen = new Set<string>()
  for (let i = 0; i < 18; i++) {
    await page.keyboard.press('Tab')
    const name = await widgetDocument(page).evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null
      return active?.getAttribute('aria-label') ?? active?.labels?.[0]?.textContent ?? active?.textContent ?? ''
    })
    seen.add(name.trim())
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
  }
  // (textContent, so the decorative initials show too)
  expect(seen).toEqual(
    new Set([
      'Close',
      'Email',
      'Continue',
      ...['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'],
      'WCWalletConnectQR code',
      'Test WalletInstalled',
      '⋯All Wallets',
    ]),
  )
  await frame.getByRole('button', { name: 'All Wallets' }).focus()
  await page.keyboard.press('Tab')
  await expect(frame.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(frame.getByRole('button', { name: 'All Wallets' })).toBeFocused()
  // Escape closes and gives focus back to the site's button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  // Enter opens it again; Tab reaches the wallet; Enter connects.
  await page.keyboard.press('Enter')
  await expect(frame.getByLabel('Email')).toBeFocused()
  // Continue, the seven social logins (Farcaster among them), WalletConnect, then the wallet.
  for (let i = 0; i < 10; i++) await page.keyboard.press('Tab')
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().status)).toBe('connected')
})

test('a11y: axe finds no violations in All Wallets, WalletConnect and the email code views (light and dark, 100 % and 200 % zoom)', async ({
  page,
}) => {
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByTestId('all-wallets-option').click()
  await expect(frame.getByTestId('directory-wallet').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByTestId('walletconnect-option').click()
  await expect(frame.getByTestId('wc-qr')).toBeVisible({ timeout: 20_000 })
  expect(await axeViolations(page)).toEqual([])
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByLabel('Email').fill(`a11y-${Date.now()}@example.com`)
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByLabel('Code')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
