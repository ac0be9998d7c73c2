import { expect, test, type Frame, type Page } from '@playwright/test'
import { axeViolationsIn, connectTestWallet, openSite, openModal, widgetFrame } from './helpers.js'
import { WIDGET_ORIGIN } from '../dev/world/test-world.js'

function widgetDocument(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${WIDGET_ORIGIN}/widget/`))
  if (!frame) throw new Error('widget frame not found')
  return frame
}

type Theme = 'light' | 'dark'
type Violation = { id: string; nodes: string[] }

/**
 * Runs `check` with the widget in `theme`: its document's `data-theme` is held there (the widget
 * writes its configured theme back on each state change) and restored afterwards.
 */
async function inTheme<T>(page: Page, theme: Theme, check: () => Promise<T>): Promise<T> {
  const frame = widgetDocument(page)
  const configured = await frame.evaluate((wanted) => {
    const root = document.documentElement
    const before = root.dataset.theme
    const hold = new MutationObserver(() => {
      if (root.dataset.theme !== wanted) root.dataset.theme = wanted
    })
    hold.observe(root, { attributes: true, attributeFilter: ['data-theme'] })
    ;(window as unknown as { __holdTheme?: MutationObserver }).__holdTheme = hold
    root.dataset.theme = wanted
    return before
  }, theme)
  try {
    return await check()
  } finally {
    await frame.evaluate((before) => {
      ;(window as unknown as { __holdTheme?: MutationObserver }).__holdTheme?.disconnect()
      if (before) document.documentElement.dataset.theme = before
    }, configured)
  }
}

/**
 * axe in the light and the dark theme, each at 100 % and at 200 % zoom: the browser's zoom halves
 * the viewport in CSS pixels, so the zoomed check runs in a viewport of half the width and height.
 * Each violation is marked with where it was found.
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  const found: Violation[] = []
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  for (const theme of ['light', 'dark'] as const) {
    for (const zoom of [1, 2]) {
      await page.setViewportSize({ width: size.width / zoom, height: size.height / zoom })
      try {
        const violations = await inTheme(page, theme, () => axeViolationsIn(widgetDocument(page)))
        found.push(
          ...violations.map((violation) => ({ ...violation, id: `${violation.id} (${theme}, ${zoom * 100} %)` })),
        )
      } finally {
        await page.setViewportSize(size)
      }
    }
  }
  return found
}

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
  for (let i = 0; i < 12; i++) {
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
    new Set(['Close', 'Email', 'Continue', 'WCWalletConnectQR code', 'Test WalletInstalled', '⋯All Wallets']),
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
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
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
