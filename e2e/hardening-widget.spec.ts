/**
 * The loader and the widget when things go away or take too long: a widget iframe that reloads
 * or is removed while a request waits on the user, a widget that never answers, an email-wallet
 * approval the site tries to park, and directory links to another wallet's scheme.
 */
import { expect, test, type Page } from '@playwright/test'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { openSite, openModal, widgetFrame } from './helpers.js'
import { TEST_PORTS } from '../dev/world/test-world.js'

type Outcome = { ok: true; result: unknown } | { ok: false; code: unknown; message: string }

/** Starts a provider request in the site's page; `settled()` reads its outcome ('pending' until it settles). */
async function startRequest(page: Page, method: string, params?: unknown[]) {
  const key = `request-${method}-${Date.now()}-${Math.random().toString(36).slice(2)}`
  await page.evaluate(
    ({ key, method, params }) => {
      const outcomes = ((window as any).__outcomes ??= {}) as Record<string, unknown>
      outcomes[key] = 'pending'
      window
        .WalletWidget!.getProvider('eip155')
        .request({ method, params })
        .then(
          (result) => (outcomes[key] = { ok: true, result }),
          (error: { code?: unknown; message: string }) =>
            (outcomes[key] = { ok: false, code: error.code, message: error.message }),
        )
    },
    { key, method, params },
  )
  return { settled: () => page.evaluate((key) => (window as any).__outcomes[key] as Outcome | 'pending', key) }
}

const widgetElement = '[title="Wallet connection"]'

/** Reloads the widget iframe from the site (setting `src` navigates it again). */
async function reloadWidget(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const frame = document.querySelector<HTMLIFrameElement>(selector)!
    // biome-ignore lint/correctness/noSelfAssign: assigning src again reloads the frame
    frame.src = frame.src
  }, widgetElement)
}

test('error: a provider request waiting on the user rejects with 4900 when the widget iframe reloads; the widget works again after', async ({
  page,
}) => {
  await openSite(page)
  const request = await startRequest(page, 'eth_requestAccounts')
  await expect(widgetFrame(page).getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  // It waits on the user, as long as they take.
  await page.waitForTimeout(500)
  expect(await request.settled()).toBe('pending')

  await reloadWidget(page)
  await expect.poll(request.settled).toEqual({ ok: false, code: 4900, message: '[WalletWidget] the widget reloaded' })
  // The reloaded widget starts closed: its overlay no longer covers the page, and the state says so.
  await expect(page.locator(widgetElement)).toHaveAttribute('aria-hidden', '')
  expect(await page.evaluate(() => window.WalletWidget!.getState().open)).toBe(false)
  // Calls made now wait for the new widget and are answered by it.
  const frame = await openModal(page)
  await expect(frame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  expect(await page.evaluate(() => window.WalletWidget!.getState().open)).toBe(true)
})

test('error: requests waiting when the widget iframe is removed reject with 4900 at once; calls meanwhile reject too; put back, it works again', async ({
  page,
}) => {
  await openSite(page)
  const request = await startRequest(page, 'eth_requestAccounts')
  await expect(widgetFrame(page).getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()

  await page.evaluate(
    (selector) => ((window as any).__removedWidget = document.querySelector(selector)!).remove(),
    widgetElement,
  )
  await expect
    .poll(request.settled)
    .toEqual({ ok: false, code: 4900, message: '[WalletWidget] the widget was removed from the page' })
  const later = await page.evaluate(() =>
    Promise.allSettled([
      window.WalletWidget!.open(),
      window.WalletWidget!.getProvider('eip155').request({ method: 'eth_chainId' }),
    ]).then((results) =>
      results.map((result) =>
        result.status === 'rejected'
          ? { message: (result.reason as Error).message, code: (result.reason as { code?: unknown }).code }
          : result.status,
      ),
    ),
  )
  expect(later).toEqual([
    { message: '[WalletWidget] the widget was removed from the page', code: undefined },
    { message: '[WalletWidget] the widget was removed from the page', code: 4900 },
  ])

  // Put back, the iframe loads again and its hello reconnects it: calls go through again.
  await page.evaluate(() => document.body.appendChild((window as any).__removedWidget))
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.WalletWidget!.open().then(
          () => 'opened',
          (error: Error) => error.message,
        ),
      ),
    )
    .toBe('opened')
  await expect(widgetFrame(page).getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})

test('error: open, close and disconnect reject after 30 s when the widget never answers; provider requests keep waiting', async ({
  page,
}) => {
  // A widget page that loads but never says hello.
  await page.route(
    (url) => url.port === String(TEST_PORTS.widget) && url.pathname === '/widget/',
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>silent</title>' }),
  )
  await page.clock.install()
  await openSite(page)
  await page.evaluate(() => {
    const outcomes: Record<string, unknown> = ((window as any).__calls = {})
    const record = (name: string, promise: Promise<unknown>) =>
      promise.then(
        () => (outcomes[name] = 'resolved'),
        (error: Error) => (outcomes[name] = error.message),
      )
    for (const name of ['open', 'close', 'disconnect'] as const) {
      outcomes[name] = 'pending'
      void record(name, window.WalletWidget![name]())
    }
    outcomes.provider = 'pending'
    void record('provider', window.WalletWidget!.getProvider('eip155').request({ method: 'eth_requestAccounts' }))
  })
  await page.clock.fastForward(29_000)
  expect(await page.evaluate(() => (window as any).__calls)).toEqual({
    open: 'pending',
    close: 'pending',
    disconnect: 'pending',
    provider: 'pending',
  })
  await page.clock.fastForward(1_000)
  await expect
    .poll(() => page.evaluate(() => (window as any).__calls))
    .toEqual({
      open: '[WalletWidget] the widget did not answer open in 30 s',
      close: '[WalletWidget] the widget did not answer close in 30 s',
      disconnect: '[WalletWidget] the widget did not answer disconnect in 30 s',
      provider: 'pending',
    })
})

test('error: open() with a view the widget does not have rejects, naming the views', async ({ page }) => {
  await openSite(page)
  const message = await page.evaluate(() =>
    window.WalletWidget!.open({ view: 'Settings' as 'Connect' }).then(
      () => 'opened',
      (error: Error) => error.message,
    ),
  )
  expect(message).toMatch(/unknown view "Settings"; the views are 'Connect', 'Account', 'Networks'/)
  expect(await page.evaluate(() => window.WalletWidget!.getState().open)).toBe(false)
})

test("security: an email-wallet approval cannot be parked: the site's open() or close() refuses it with 4001, a reload with 4900", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('parked'))
  const address = (await page.evaluate(() => window.WalletWidget!.getState().address)) as string
  const frame = widgetFrame(page)
  const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
  const secureElement = frame.locator('iframe[title="Secure wallet"]')

  for (const [leave, expected] of [
    ["open({ view: 'Account' })", { ok: false, code: 4001, message: 'User rejected the request.' }],
    ['close()', { ok: false, code: 4001, message: 'User rejected the request.' }],
  ] as const) {
    const signature = await startRequest(page, 'personal_sign', ['0x6869', address])
    await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'ApproveTransaction')
    await expect(approve).toBeVisible()
    await page.evaluate(
      (call) => (call === 'close()' ? window.WalletWidget!.close() : window.WalletWidget!.open({ view: 'Account' })),
      leave,
    )
    await expect.poll(signature.settled, { message: leave }).toEqual(expected)
    // The frame is hidden and shows nothing on its own: opening again is the site's view, not the approval.
    await expect(secureElement).toHaveClass(/secure-frame--hidden/)
    await page.evaluate(() => window.WalletWidget!.open())
    await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
    await expect(secureElement).toHaveClass(/secure-frame--hidden/)
    await page.evaluate(() => window.WalletWidget!.close())
  }

  // A signature waiting when the widget reloads is answered too (the frame went with the widget).
  const signature = await startRequest(page, 'personal_sign', ['0x6869', address])
  await expect(approve).toBeVisible()
  await reloadWidget(page)
  await expect.poll(signature.settled).toEqual({ ok: false, code: 4900, message: '[WalletWidget] the widget reloaded' })
})

test("security: a directory link to a scheme that is not the wallet's own is not offered, and the view says so", async ({
  page,
}) => {
  // Every wallet of the directory gets its own schemes, plus a web-app link to another app's scheme.
  await page.route('**/getWallets?*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { count: number; data: Record<string, unknown>[] }
    body.data = body.data.map((wallet) => ({
      ...wallet,
      mobile_link: 'https://link.example.com/app',
      desktop_link: 'ownwallet://',
      webapp_link: 'otherwallet://open',
    }))
    await route.fulfill({ response, json: body })
  })
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByTestId('all-wallets-option').click()
  await frame.getByTestId('directory-wallet').first().click()
  await expect(frame.getByTestId('wc-qr')).toBeVisible({ timeout: 20_000 })
  await expect(frame.getByRole('button', { name: 'Open the app' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Open the desktop app' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Open in the browser' })).toHaveCount(0)
  await expect(frame.getByTestId('wc-unsafe-link')).toBeVisible()
})
