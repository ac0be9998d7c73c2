/**
 * The first open of a new visitor on the production build: what is fetched and in which order, when the iframe
 * becomes visible, that nothing fails or complains on the way, and that closing leaves the page a hidden frame that
 * runs nothing.
 */
import { expect, type Frame, type Page, test } from '@playwright/test'
import { SITE_URL, WIDGET_ORIGIN } from '../dev/world/test-world.js'
import { openSite, widgetFrame } from './helpers.js'

const IFRAME = 'iframe[title="Wallet connection"]'

/** The widget iframe's document, once it is there. */
async function widgetDocument(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${WIDGET_ORIGIN}/widget/`))).toBe(true)
  return page.frames().find((frame) => frame.url().startsWith(`${WIDGET_ORIGIN}/widget/`)) as Frame
}

test('behavior: the widget page brings its configuration and preloads its chunks: nothing waits on anything else', async ({
  page,
}) => {
  const requested: { url: string; at: number }[] = []
  page.on('request', (request) => requested.push({ url: request.url(), at: Date.now() }))
  // The entry script is held back: whatever the page alone asks for is requested before it arrives.
  let entryAnsweredAt = 0
  await page.route(/\/widget\/widget-[A-Z2-7]{8}\.js$/, async (route) => {
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 600))
    entryAnsweredAt = Date.now()
    await route.fulfill({ response })
  })
  await openSite(page)
  await page.evaluate(() => window.WalletWidget!.open())
  await expect(widgetFrame(page).getByRole('dialog')).toBeVisible()

  const widgetPage = await (await page.request.get(`${WIDGET_ORIGIN}/widget/`)).text()
  const preloads = [...widgetPage.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)"/g)].map((match) => match[1])
  expect(preloads.length).toBeGreaterThan(0)
  for (const chunk of preloads) {
    const request = requested.find(({ url }) => url === `${WIDGET_ORIGIN}/widget/${chunk}`)
    expect(request, chunk).toBeDefined()
    expect(request!.at, `${chunk} is requested before the entry script arrives`).toBeLessThan(entryAnsweredAt)
  }
  // The widget knows its deployment from its page.
  expect(requested.filter(({ url }) => url.includes('/deployment/'))).toEqual([])
  await test.info().attach('waterfall', {
    body: requested.map(({ url, at }) => `${at - requested[0]!.at} ms ${url}`).join('\n'),
    contentType: 'text/plain',
  })
})

test('behavior: the iframe is shown only once the dialog has painted in it, and lets clicks through until then', async ({
  page,
}) => {
  await openSite(page)
  // Every style the loader gives the iframe, with the time, and when the widget's dialog was first in its document.
  await page.evaluate((selector) => {
    const iframe = document.querySelector(selector) as HTMLIFrameElement
    const styles: { css: string; at: number }[] = []
    ;(window as unknown as { styles: typeof styles }).styles = styles
    new MutationObserver(() =>
      styles.push({ css: iframe.style.cssText, at: performance.timeOrigin + performance.now() }),
    ).observe(iframe, { attributes: true, attributeFilter: ['style'] })
  }, IFRAME)
  const widget = await widgetDocument(page)
  await widget.evaluate(() => {
    const seen = { at: 0 }
    ;(window as unknown as { dialog: typeof seen }).dialog = seen
    new MutationObserver(() => {
      if (!seen.at && document.querySelector('[role="dialog"]')) seen.at = performance.timeOrigin + performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.evaluate(() => window.WalletWidget!.open())
  await expect(widgetFrame(page).getByRole('dialog')).toBeVisible()

  const styles = await page.evaluate(() => (window as unknown as { styles: { css: string; at: number }[] }).styles)
  const dialogAt = await widget.evaluate(() => (window as unknown as { dialog: { at: number } }).dialog.at)
  expect(
    styles.map(({ css }) => (/opacity: 0/.test(css) ? 'rendering' : /hidden/.test(css) ? 'hidden' : 'shown')),
  ).toEqual(['rendering', 'shown'])
  expect(styles[0]!.css).toContain('pointer-events: none')
  expect(dialogAt).toBeGreaterThan(0)
  expect(styles[1]!.at, 'shown after the dialog was drawn').toBeGreaterThan(dialogAt)
})

test('behavior: closed, the iframe is hidden, catches no click and runs no animation frame or timer', async ({
  page,
}) => {
  // Counts the timer callbacks each document runs (the widget's included), from when the test says so.
  await page.addInitScript(() => {
    const counter = { on: false, fired: 0 }
    ;(window as unknown as { timers: typeof counter }).timers = counter
    const wrap = (schedule: typeof setTimeout) =>
      ((callback: (...args: unknown[]) => void, ...rest: unknown[]) =>
        schedule(
          (...args: unknown[]) => {
            if (counter.on) counter.fired++
            if (typeof callback === 'function') callback(...args)
          },
          ...(rest as [number]),
        )) as typeof setTimeout
    window.setTimeout = wrap(window.setTimeout)
    window.setInterval = wrap(window.setInterval as typeof setTimeout) as unknown as typeof setInterval
  })
  await openSite(page)
  const widget = await widgetDocument(page)
  await page.evaluate(() => window.WalletWidget!.open())
  await expect(widgetFrame(page).getByRole('dialog')).toBeVisible()
  await page.evaluate(() => window.WalletWidget!.close())
  await expect(page.locator(IFRAME)).toBeHidden()

  const frameState = await page.evaluate((selector) => {
    const iframe = document.querySelector(selector) as HTMLIFrameElement
    const style = getComputedStyle(iframe)
    const button = document.querySelector('#open') as HTMLElement
    const { x, y, width, height } = button.getBoundingClientRect()
    return {
      visibility: style.visibility,
      ariaHidden: iframe.hasAttribute('aria-hidden'),
      atTheButton: document.elementFromPoint(x + width / 2, y + height / 2) === button,
    }
  }, IFRAME)
  expect(frameState).toEqual({ visibility: 'hidden', ariaHidden: true, atTheButton: true })

  // What closing started has settled; from now on the hidden widget must stay still.
  await page.waitForTimeout(500)
  await widget.evaluate(() => {
    ;(window as unknown as { timers: { on: boolean } }).timers.on = true
  })
  const frames = await widget.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let count = 0
        const tick = () => {
          count++
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
        // The probe's own timer is not the widget's: it is the only one allowed to fire.
        setTimeout(() => resolve(count), 1_500)
      }),
  )
  expect(frames, 'animation frames in the hidden widget').toBe(0)
  expect(await widget.evaluate(() => (window as unknown as { timers: { fired: number } }).timers.fired)).toBe(1)
  // A click at the site's button reaches the site, not the widget.
  await page.locator('#open').click()
  await expect(widgetFrame(page).getByRole('dialog')).toBeVisible()
})

test('behavior: a new visitor going through Connect, WalletConnect and Email meets no failed request and no console error or warning', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL })
  const failures: string[] = []
  const messages: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))

  await openSite(page)
  await page.evaluate(() => window.WalletWidget!.open())
  const frame = widgetFrame(page)
  await expect(frame.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await frame.getByTestId('walletconnect-option').click()
  await expect(frame.getByTestId('wc-qr')).toBeVisible({ timeout: 20_000 })
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByLabel('Email').fill(`first-open-${Date.now()}@example.com`)
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByLabel('Code')).toBeVisible()
  await page.waitForTimeout(500)

  expect(failures).toEqual([])
  expect(messages).toEqual([])
})
