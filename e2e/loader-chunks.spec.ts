/**
 * The loader's core and its chunks in a real browser: the host chunk is fetched beside the widget page (neither
 * waits for the other), pinned by Subresource Integrity and read in CORS mode; calls made before it arrives wait
 * and settle; a chunk whose bytes differ from the hash baked into the loader is refused and the API says so.
 */
import { expect, type Page, type Route, test } from '@playwright/test'
import { SITE_URL, WIDGET_ORIGIN } from '../dev/world/test-world.js'
import { openSite, widgetFrame } from './helpers.js'

const HOST_CHUNK = /\/widget\/host\/loader-host-[A-Z2-7]{8}\.js$/
const SOLANA_CHUNK = /\/widget\/host\/solana-host-[A-Z2-7]{8}\.js$/
const WIDGET_PAGE = /\/widget\/\?host=/

/** Answers `route` with the served bytes after `hold` settles. */
async function answerAfter(route: Route, hold: Promise<unknown>): Promise<void> {
  const response = await route.fetch()
  await hold
  await route.fulfill({ response })
}

/**
 * Answers `route` with the served bytes, one of them changed: a letter of the opening `"use strict"`, so the script
 * would still run if the browser let it.
 */
async function answerTampered(route: Route): Promise<void> {
  const response = await route.fetch()
  const body = await response.body()
  const at = body.indexOf('"use strict"')
  expect(at, 'the chunk opens with its directive').toBe(0)
  body[at + 1] = 'U'.charCodeAt(0)
  await route.fulfill({ response, body })
}

/** How often the page asked its wallets to announce themselves (EIP-6963): the host chunk asks once it runs. */
async function countDiscoveryRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = { requests: 0 }
    ;(window as unknown as { discovery: typeof counter }).discovery = counter
    addEventListener('eip6963:requestProvider', () => counter.requests++)
  })
}

const discoveryRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { discovery: { requests: number } }).discovery.requests)

test('behavior: the host chunk is fetched at once beside the widget page, pinned by integrity and readable cross-origin', async ({
  page,
}) => {
  const requested = new Map<string, number>()
  const answered = new Map<string, number>()
  page.on('request', (request) => {
    const url = request.url()
    if (HOST_CHUNK.test(url)) requested.set('chunk', Date.now())
    if (WIDGET_PAGE.test(url)) requested.set('page', Date.now())
  })
  // Each is held back a while: the other must be requested before the held one is answered.
  const hold = () => new Promise((resolve) => setTimeout(resolve, 600))
  await page.route(HOST_CHUNK, async (route) => {
    await answerAfter(route, hold())
    answered.set('chunk', Date.now())
  })
  await page.route(WIDGET_PAGE, async (route) => {
    await answerAfter(route, hold())
    answered.set('page', Date.now())
  })
  const chunkResponse = page.waitForResponse(HOST_CHUNK)
  await openSite(page)
  await page.evaluate(() => window.WalletWidget!.open())
  await expect(widgetFrame(page).getByRole('dialog')).toBeVisible()

  expect(requested.get('page')!, 'the widget page is requested before the chunk is answered').toBeLessThan(
    answered.get('chunk')!,
  )
  expect(requested.get('chunk')!, 'the chunk is requested before the widget page is answered').toBeLessThan(
    answered.get('page')!,
  )
  const script = await page.evaluate(() => {
    const element = [...document.scripts].find((candidate) => candidate.src.includes('/widget/host/loader-host-'))
    return { integrity: element?.integrity, crossOrigin: element?.getAttribute('crossorigin'), src: element?.src }
  })
  expect(script.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/)
  expect(script.crossOrigin).toBe('anonymous')
  expect(script.src?.startsWith(`${WIDGET_ORIGIN}/widget/host/`)).toBe(true)
  expect((await chunkResponse).headers()['access-control-allow-origin']).toBe('*')
})

test('behavior: calls made before the host chunk arrives wait, even past the widget’s hello, and settle once it has run', async ({
  page,
}) => {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(HOST_CHUNK, (route) => answerAfter(route, released))
  // Whether the widget has said hello: the core answers it while the chunk is still held back.
  await page.addInitScript(() =>
    addEventListener('message', (event) => {
      if (event.data?.type === 'widget:hello') (window as unknown as { hello: boolean }).hello = true
    }),
  )
  // The page's load event waits for the held chunk (as for any script it adds): the document is enough.
  await page.goto(`${SITE_URL}/site.html`, { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(() => Boolean(window.WalletWidget))
  await page.evaluate(() => {
    const widget = window.WalletWidget!
    const early = { events: [] as string[], state: widget.getState(), opened: '', accounts: undefined as unknown }
    ;(window as unknown as { early: typeof early }).early = early
    widget.on('open', (event) => early.events.push(event.type))
    widget.open().then(() => {
      early.opened = 'opened'
    })
    widget
      .getProvider('eip155')
      .request({ method: 'eth_accounts' })
      .then((accounts) => {
        early.accounts = accounts
      })
  })
  // The widget has loaded and been handed its ports; nothing is answered while the chunk is held back.
  await expect.poll(() => page.evaluate(() => (window as unknown as { hello?: boolean }).hello)).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { early: { opened: string } }).early.opened)).toBe('')
  release()
  await expect(widgetFrame(page).getByRole('dialog')).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { early: Record<string, unknown> }).early))
    .toMatchObject({ events: ['open'], opened: 'opened', accounts: [], state: { open: false, status: 'disconnected' } })
  expect(await page.evaluate(() => window.WalletWidget!.getState().open)).toBe(true)
})

test('error: a host chunk whose bytes differ from its integrity hash is refused, and every call says why', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  await countDiscoveryRequests(page)
  await page.route(HOST_CHUNK, answerTampered)
  await openSite(page)
  const outcome = await page.evaluate(async () => {
    const widget = window.WalletWidget!
    const message = (promise: Promise<unknown>) =>
      promise.then(
        () => 'settled without error',
        (error: { message: string; code?: number }) => ({ message: error.message, code: error.code }),
      )
    return {
      open: await message(widget.open()),
      request: await message(widget.getProvider('eip155').request({ method: 'eth_accounts' })),
      state: widget.getState(),
    }
  })
  const why =
    /^\[WalletWidget\] http:\/\/localhost:\d+\/widget\/host\/loader-host-[A-Z2-7]{8}\.js did not load, or its content does not match the integrity hash this loader was built with$/
  expect(outcome.open).toMatchObject({ message: expect.stringMatching(why) })
  expect(outcome.request).toMatchObject({ message: expect.stringMatching(why), code: 4900 })
  expect(outcome.state).toMatchObject({ open: false, status: 'disconnected' })
  // Said once by the loader (beside the browser's own report), never as an unhandled rejection.
  expect(
    errors.filter((text) => why.test(text)),
    errors.join('\n'),
  ).toHaveLength(1)
  expect(
    errors.filter((text) => text.startsWith('uncaught')),
    errors.join('\n'),
  ).toEqual([])
  // The browser did not run the changed bytes: nothing asked the page's wallets to announce themselves.
  expect(await discoveryRequests(page)).toBe(0)
})

test('behavior: untouched, the same chunk runs (the check above refuses only changed bytes)', async ({ page }) => {
  await countDiscoveryRequests(page)
  await openSite(page)
  await expect.poll(() => discoveryRequests(page)).toBeGreaterThan(0)
})

test('error: a Solana chunk whose bytes differ is refused with a console error; the rest of the API works', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.route(SOLANA_CHUNK, answerTampered)
  await openSite(page, 'site-solana.html')
  await page.evaluate(() => window.WalletWidget!.open())
  await expect(widgetFrame(page).getByRole('dialog')).toBeVisible()
  expect(
    errors.some((text) => /solana-host-[A-Z2-7]{8}\.js did not load, or its content does not match/.test(text)),
  ).toBe(true)
})
