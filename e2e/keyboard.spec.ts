/** Keyboard only: focus stays inside the dialog while a view's content arrives, and Escape works from there. */
import { expect, test, type Frame, type Page } from '@playwright/test'
import { WIDGET_ORIGIN } from '../dev/world/test-world.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { addSignButton, openSite, widgetFrame } from './helpers.js'

function widgetDocument(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${WIDGET_ORIGIN}/widget/`))
  if (!frame) throw new Error('widget frame not found')
  return frame
}

/** Where focus is in the widget: inside the dialog, on the widget's <body>, or elsewhere. */
const focusPlace = (page: Page) =>
  widgetDocument(page).evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return document.querySelector('[role="dialog"]')?.contains(active) ? 'dialog' : 'elsewhere'
  })

test('keyboard: Enter on WalletConnect keeps focus inside the dialog; Escape closes and focus returns to the opener', async ({
  page,
}) => {
  await openSite(page)
  const opener = page.getByRole('button', { name: 'Connect wallet' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const frame = widgetFrame(page)
  await expect(frame.getByLabel('Email')).toBeFocused()
  // Email, Continue, the social logins, then WalletConnect.
  const walletConnect = frame.getByTestId('walletconnect-option')
  for (
    let presses = 0;
    presses < 12 && !(await walletConnect.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab')
  await expect(walletConnect).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(frame.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
  expect(await focusPlace(page)).toBe('dialog')
  // The QR code replaces the spinner: focus moves on to the view's first control.
  await expect(frame.getByTestId('wc-qr')).toBeVisible({ timeout: 20_000 })
  await expect(frame.getByTestId('wc-copy')).toBeFocused()
  expect(await focusPlace(page)).toBe('dialog')
  await page.keyboard.press('Escape')
  await expect(frame.getByRole('dialog')).toBeHidden()
  await expect(opener).toBeFocused()
})

test('keyboard: an approval opened by a provider request from a focused site button; Escape rejects and focus returns to that button', async ({
  page,
}) => {
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('focus-back'))
  await page.evaluate(() => window.WalletWidget!.close())
  await expect(widgetFrame(page).getByRole('dialog')).toBeHidden()
  const address = await page.evaluate(() => window.WalletWidget!.getState().address)
  // A site button that asks for a signature: the widget shows only the approval, not opened by open().
  const sign = await addSignButton(page, address as string)
  await sign.focus()
  await page.keyboard.press('Enter')
  const approval = secureFrame(page)
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeEnabled()
  // Focus is in the approval (the iframe holds it in the site's page), not on a <body>.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
  await page.keyboard.press('Escape')
  expect(await page.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)).toBe(4001)
  await expect(widgetFrame(page).getByRole('dialog')).toBeHidden()
  await expect(sign).toBeFocused()
})
