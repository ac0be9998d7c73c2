import { expect, test } from '@playwright/test'
import { verifyMessage, type Hash } from 'viem'
import { startWcWallet } from '../dev/wallets/wc-wallet.js'
import { copyWalletConnectUri, openSite, openModal, widgetFrame } from './helpers.js'
import { RELAY_URL } from '../dev/world/test-world.js'

const ACCOUNT_1_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

test('behavior: All Wallets lists the whole directory with a bounded number of rows, pages as it scrolls, and searches', async ({
  page,
}) => {
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByTestId('all-wallets-option').click()
  await expect(frame.getByRole('heading', { name: 'All Wallets' })).toBeVisible()
  const count = frame.getByTestId('wallet-count')
  await expect(count).toHaveText(/^\d+ wallets$/)
  const total = Number(/^(\d+)/.exec((await count.textContent())!)![1])
  expect(total).toBeGreaterThanOrEqual(300)
  const rows = frame.getByTestId('directory-wallet')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeLessThanOrEqual(20)

  // Scroll to the end: the last page is fetched and shown, and the DOM still holds only the rows in view.
  await frame.getByTestId('all-wallets').evaluate((list) => (list.scrollTop = list.scrollHeight))
  await expect(frame.locator(`[aria-posinset="${total}"] [data-testid="directory-wallet"]`)).toBeVisible()
  expect(await rows.count()).toBeLessThanOrEqual(20)

  // Search answers after the 300 ms pause with the matching wallets.
  await frame.getByLabel('Search wallets').fill('rainbow')
  await expect(count).toHaveText(/^\d+ wallets? found$/)
  await expect(rows.filter({ hasText: 'Rainbow' }).first()).toBeVisible()
})

test('security: a hostile directory entry shows its name as text and its javascript: link is refused', async ({
  page,
}) => {
  // Ask the directory for the hostile test entry, which it leaves out unless included by id.
  await page.route('**/getWallets?*', (route) => {
    const url = new URL(route.request().url())
    url.searchParams.set('include', 'hostile-test-entry')
    return route.continue({ url: url.href })
  })
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByTestId('all-wallets-option').click()
  await frame.getByLabel('Search wallets').fill('img')
  const hostile = frame.getByTestId('directory-wallet').filter({ hasText: '<img src=x onerror=alert(1)>' })
  await expect(hostile).toBeVisible()
  await hostile.click()
  await expect(frame.getByTestId('wc-unsafe-link')).toBeVisible({ timeout: 20_000 })
  await expect(frame.getByRole('button', { name: 'Open the app' })).toHaveCount(0)
  expect(await widgetFrame(page).locator('img[src="x"]').count()).toBe(0)
})

test('behavior: a wallet on another device connects by WalletConnect QR: pairs with the copied link, signs, disconnects', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openSite(page)
  const frame = await openModal(page)
  const uri = await copyWalletConnectUri(page, frame)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

  const wallet = await startWcWallet({ relayUrl: RELAY_URL, privateKey: ACCOUNT_1_KEY, chains: [31337, 31338] })
  try {
    await wallet.pair(uri)
    await expect
      .poll(() => page.evaluate(() => window.WalletWidget!.getState()), { timeout: 20_000 })
      .toMatchObject({
        status: 'connected',
        connectorId: 'walletConnect',
        address: wallet.address,
      })

    const message = 'Signed on my phone'
    const signature = (await page.evaluate(
      ([text, account]) =>
        window.WalletWidget!.getProvider('eip155').request({
          method: 'personal_sign',
          params: [
            `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
            account,
          ],
        }),
      [message, wallet.address] as const,
    )) as Hash
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')

    await wallet.disconnect()
    await expect
      .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
      .toBe('disconnected')
  } finally {
    await wallet.stop()
  }
})

test('behavior: a project whose remote configuration switches email off shows no email field', async ({ page }) => {
  await openSite(page, 'site-no-email.html')
  const frame = await openModal(page)
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
  await expect(frame.getByLabel('Email')).toHaveCount(0)
  // The default project keeps it.
  await openSite(page)
  await expect((await openModal(page)).getByLabel('Email')).toBeVisible()
})

test('error: a site that is not an allowed origin of its project gets the alert and cannot connect', async ({
  page,
}) => {
  await openSite(page, 'site-elsewhere.html')
  const frame = await openModal(page)
  await expect(frame.getByTestId('project-alert')).toContainText('Origin Not Allowed')
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(frame.getByTestId('toast')).toHaveText(/Origin Not Allowed/)
  expect(
    await page.evaluate(() => (window as any).__testWallet.requests.map((r: { method: string }) => r.method)),
  ).not.toContain('eth_requestAccounts')
  expect(await page.evaluate(() => window.WalletWidget!.getState().status)).toBe('disconnected')
})

test('behavior: wallet images are fetched once per key and come from the browser cache after a reload', async ({
  page,
}) => {
  const loads: { url: string; bodyBytes: number }[] = []
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/getWalletImage/')) return
    loads.push({ url: request.url(), bodyBytes: (await request.sizes()).responseBodySize })
  })
  const showAllWallets = async () => {
    const frame = await openModal(page)
    await frame.getByTestId('all-wallets-option').click()
    await expect(frame.getByTestId('directory-wallet').first()).toBeVisible()
    await expect.poll(() => loads.length).toBeGreaterThanOrEqual(4)
    await page.waitForTimeout(500)
  }
  await openSite(page)
  await showAllWallets()
  const first = loads.splice(0)
  expect(new Set(first.map((load) => load.url)).size, 'each image once').toBe(first.length)
  expect(first.every((load) => load.bodyBytes > 0)).toBe(true)

  await page.reload()
  await page.waitForFunction(() => Boolean(window.WalletWidget))
  await showAllWallets()
  const again = loads.filter((load) => first.some((earlier) => earlier.url === load.url))
  expect(again.length).toBeGreaterThan(0)
  // Nothing crossed the network for them: the bodies came from the HTTP cache (immutable, a year).
  expect(again.every((load) => load.bodyBytes <= 0)).toBe(true)
})

test('behavior: when the pairing proposal expires, a fresh QR code replaces it', async ({ page }) => {
  await page.clock.install()
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByTestId('walletconnect-option').click()
  const qr = frame.getByTestId('wc-qr')
  await expect(qr).toBeVisible({ timeout: 20_000 })
  const before = await qr.innerHTML()
  // WalletConnect proposals live five minutes.
  await page.clock.fastForward('05:10')
  await expect.poll(async () => (await qr.innerHTML().catch(() => before)) !== before, { timeout: 15_000 }).toBe(true)
  await expect(frame.getByTestId('wc-error')).toHaveCount(0)
})
