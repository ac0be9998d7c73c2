/**
 * Keyboard only, view by view: each flow starts from a focused site button and uses `page.keyboard`
 * alone; after every view change focus is inside the dialog (or the approval), never on a `<body>`.
 */
import { expect, test, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { SECURE_FRAME_ORIGIN, WIDGET_ORIGIN } from '../dev/world/test-world.js'
import { codeFor, secureFrame, uniqueEmail } from './email-helpers.js'
import { addSignButton, openSite, widgetFrame } from './helpers.js'

function frameAt(page: Page, origin: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error(`no frame of ${origin}`)
  return frame
}

/** Whether focus is on a control inside the widget's dialog, or inside the secure frame's approval. */
async function focusInDialog(page: Page): Promise<boolean> {
  const inWidget = await frameAt(page, `${WIDGET_ORIGIN}/widget/`).evaluate(() => {
    const active = document.activeElement
    return Boolean(active && active !== document.body && document.querySelector('[role="dialog"]')?.contains(active))
  })
  if (inWidget) return true
  const approval = page.frames().find((candidate) => candidate.url().startsWith(SECURE_FRAME_ORIGIN))
  return approval
    ? approval.evaluate(() => Boolean(document.activeElement?.closest('.approval')) && document.hasFocus())
    : false
}

/** Waits until focus has settled inside the dialog after a view change. */
const expectFocusInDialog = (page: Page) => expect.poll(() => focusInDialog(page)).toBe(true)

/** Presses Tab until `target` has focus (at most `max` times); focus stays in the dialog on the way. */
async function tabTo(page: Page, target: Locator, max = 15): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
    expect(await focusInDialog(page)).toBe(true)
  }
  await expect(target).toBeFocused()
}

/** Focuses the site's "Connect wallet" button and presses Enter: the modal opens by keyboard. */
async function openByKeyboard(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: 'Connect wallet' }).focus()
  await page.keyboard.press('Enter')
  const frame = widgetFrame(page)
  await expect(frame.getByRole('dialog')).toBeVisible()
  await expectFocusInDialog(page)
  return frame
}

const status = (page: Page) => page.evaluate(() => window.WalletWidget!.getState().status)

test('keyboard: Connect → the browser wallet; Account → Networks → the other network → back → Disconnect', async ({
  page,
}) => {
  await openSite(page)
  let frame = await openByKeyboard(page)
  await tabTo(page, frame.getByRole('button', { name: /Test Wallet/ }))
  await page.keyboard.press('Enter')
  await expect.poll(() => status(page)).toBe('connected')
  if (await frame.getByRole('dialog').isVisible()) {
    await page.keyboard.press('Escape')
    await expect(frame.getByRole('dialog')).toBeHidden()
  }
  frame = await openByKeyboard(page)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  const chainBefore = await page.evaluate(() => window.WalletWidget!.getState().chainId)
  await tabTo(page, frame.getByTestId('network-button'))
  await page.keyboard.press('Enter')
  await expect(frame.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await expectFocusInDialog(page)
  const other = frame.getByTestId('network-option').and(frame.locator(':not([aria-current])')).first()
  await tabTo(page, other)
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().chainId)).not.toBe(chainBefore)
  await expectFocusInDialog(page)
  // Back to Account, if the switch did not already go there.
  if ((await frame.getByTestId('modal').getAttribute('data-view')) !== 'Account') {
    await tabTo(page, frame.getByRole('button', { name: 'Back' }))
    await page.keyboard.press('Enter')
  }
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  await expectFocusInDialog(page)
  await tabTo(page, frame.getByTestId('disconnect-button'))
  await page.keyboard.press('Enter')
  await expect.poll(() => status(page)).toBe('disconnected')
})

test('keyboard: All Wallets — search, ArrowDown into the grid, Enter opens the wallet’s WalletConnect view', async ({
  page,
}) => {
  await openSite(page)
  const frame = await openByKeyboard(page)
  await tabTo(page, frame.getByTestId('all-wallets-option'))
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'AllWallets')
  await expectFocusInDialog(page)
  await tabTo(page, frame.getByLabel('Search wallets'))
  const first = frame.getByTestId('directory-wallet').first()
  await expect(first).toBeVisible()
  const name = ((await first.textContent()) ?? '').trim().slice(0, 4)
  await page.keyboard.type(name)
  await expect(frame.getByTestId('directory-wallet').first()).toContainText(name)
  await page.keyboard.press('ArrowDown')
  await expect(frame.getByTestId('directory-wallet').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'ConnectingWalletConnect')
  await expectFocusInDialog(page)
})

test('keyboard: WalletConnect — Copy link by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openSite(page)
  const frame = await openByKeyboard(page)
  await tabTo(page, frame.getByTestId('walletconnect-option'))
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('wc-qr')).toBeVisible({ timeout: 20_000 })
  await expectFocusInDialog(page)
  await tabTo(page, frame.getByTestId('wc-copy'))
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('toast')).toHaveText(/Link copied/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expectFocusInDialog(page)
})

test('keyboard: email login — type the email, Enter, type the code, connected; then approve a personal_sign', async ({
  page,
}) => {
  await openSite(page)
  const frame = await openByKeyboard(page)
  const email = uniqueEmail('keys-only')
  await tabTo(page, frame.getByLabel('Email'))
  const since = Date.now()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'EmailLogin')
  await expectFocusInDialog(page)
  const code = await codeFor(email, since)
  await tabTo(page, frame.getByLabel('Code'))
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
  await expect.poll(() => status(page), { timeout: 20_000 }).toBe('connected')
  if (await frame.getByRole('dialog').isVisible()) {
    await expectFocusInDialog(page)
    await page.keyboard.press('Escape')
    await expect(frame.getByRole('dialog')).toBeHidden()
  }

  // A site button that asks for a signature: the approval is completed by keyboard.
  const address = await page.evaluate(() => window.WalletWidget!.getState().address)
  const sign = await addSignButton(page, address as string)
  await sign.focus()
  await page.keyboard.press('Enter')
  const approval = secureFrame(page)
  const approve = approval.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await expectFocusInDialog(page)
  await tabTo(page, approve)
  await page.keyboard.press('Enter')
  expect(await page.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)).toMatch(
    /^0x[0-9a-f]{130}$/,
  )
  await expect(sign).toBeFocused()
})
