import { expect, test } from '@playwright/test'
import { connectTestWallet, openSite, openModal, widgetFrame } from './helpers.js'
import { OTHER_ORIGIN_URL } from '../dev/world/test-world.js'

test('security: a cross-origin sibling frame that forges channel messages changes nothing', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  await openSite(page, 'site-with-forger.html')
  await connectTestWallet(page)
  const before = await page.evaluate(() => ({
    state: window.WalletWidget!.getState(),
    requests: (window as any).__testWallet.requests.length,
  }))
  const events: string[] = []
  await page.exposeFunction('recordEvent', (type: string) => events.push(type))
  await page.evaluate(() => {
    for (const type of ['open', 'close', 'connect', 'accountChanged', 'chainChanged', 'disconnect', 'error'] as const) {
      window.WalletWidget!.on(type, () => (window as any).recordEvent(type))
    }
  })

  const forger = page.frames().find((frame) => frame.url().startsWith(`${OTHER_ORIGIN_URL}/forger.html`))
  expect(forger, 'the sibling frame is on another origin').toBeTruthy()
  const replies = await forger!.evaluate(() => (window as any).forge())

  expect(replies, 'no forged call got an answer').toEqual([])
  const after = await page.evaluate(() => ({
    state: window.WalletWidget!.getState(),
    requests: (window as any).__testWallet.requests.length,
  }))
  expect(after.state).toEqual(before.state)
  expect(after.state.open).toBe(false)
  expect(after.requests, 'the wallet saw no request').toBe(before.requests)
  expect(events, 'no widget event fired').toEqual([])
  await expect(page.locator('iframe[title="Wallet connection"]')).toHaveAttribute('aria-hidden', '')
  // The real channel still works afterwards.
  await openModal(page)
  await expect(widgetFrame(page).getByTestId('modal')).toHaveAttribute('data-view', 'Account')
})

test('security: a second copy of the loader does not clobber the first', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  await openSite(page, 'twice.html')
  await expect(page.locator('iframe[title="Wallet connection"]')).toHaveCount(1)
  expect(warnings.some((text) => text.includes('loader.js is included twice'))).toBe(true)
  // The first copy's configuration (its only network is 31337) is the one in force.
  await connectTestWallet(page)
  const state = await page.evaluate(() => window.WalletWidget!.getState())
  expect(state.caipNetworkId).toBe('eip155:31337')
  expect(state.networkSupported).toBe(true)
})

test('error: a bad data attribute prints one clear console error naming it, and the page keeps working', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  await openSite(page, 'bad-attribute.html')
  await expect.poll(() => errors.length).toBeGreaterThan(0)
  expect(errors).toEqual([
    '[WalletWidget] data-networks has "eip155:banana!", which is not a CAIP-2 network id (namespace:reference, e.g. eip155:1)',
  ])
  const opened = await page.evaluate(() =>
    window.WalletWidget!.open().then(
      () => 'opened',
      (error: Error) => error.message,
    ),
  )
  expect(opened).toContain('data-networks')
  await page.getByRole('button', { name: 'Click me' }).click()
  await expect(page.getByRole('button', { name: 'clicked' })).toBeVisible()
})
