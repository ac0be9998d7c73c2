/**
 * Social logins in a real browser against the local identity provider: the provider's button in
 * Connect opens the ConnectingSocial view with the secure frame's own button, whose click opens the
 * popup; the popup goes through the provider's login and consent pages, and the result connects a
 * wallet kept in the frame.
 */
import { expect, test, type Page } from '@playwright/test'
import { verifyMessage, type Hash } from 'viem'
import { secureFrame } from './email-helpers.js'
import { axeViolations, openModal, openSite, widgetFrame } from './helpers.js'

/** Clicks the provider on Connect, then the frame's button; answers the popup it opened, with its flow's `state`. */
async function startSocialLogin(page: Page, brand: string) {
  const frame = await openModal(page)
  await frame.getByRole('group', { name: 'Sign in with a social account' }).getByRole('button', { name: brand }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(frame.getByRole('heading', { name: brand })).toBeVisible()
  const popup = await continueInFrame(page, 'Continue')
  await expect(frame.getByTestId('social-status')).toHaveText('Continue in the popup')
  return popup
}

/**
 * Waits until the secure frame's iframe stops moving: the view places it over its own area as its content settles,
 * and a click aimed at the frame's button while the iframe moves lands beside it.
 */
async function frameAtRest(page: Page) {
  const iframe = widgetFrame(page).locator('iframe[title="Secure wallet"]')
  let last = ''
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await iframe.boundingBox())
        const still = box === last
        last = box
        return still
      },
      { intervals: [100] },
    )
    .toBe(true)
}

/** Clicks the frame's button (Continue, or Try again after a failed attempt); answers the popup it opened, with its flow's `state`. */
async function continueInFrame(page: Page, button: 'Continue' | 'Try again') {
  await frameAtRest(page)
  const popupOpened = page.waitForEvent('popup')
  const started = page.waitForResponse((response) => response.url().endsWith('/auth/v1/social/start'))
  await secureFrame(page).getByRole('button', { name: button }).click()
  const popup = await popupOpened
  const { state } = (await (await started).json()) as { state: string }
  await popup.waitForLoadState()
  return Object.assign(popup, { flowState: state })
}

/** Signs in as alice at the identity provider and answers its consent page. */
async function answerAtProvider(popup: Page, answer: 'Allow' | 'Deny') {
  await popup.getByRole('button', { name: /^Alice/ }).click()
  await popup.getByRole('button', { name: answer }).click()
}

// The other four, each through its own settings: x, discord and facebook plain OAuth 2.0 read through their
// userinfo shapes; apple OpenID Connect with a client secret the server signs and the answer POSTed back from the
// provider's origin (form_post).
for (const brand of ['X', 'Discord', 'Apple', 'Facebook']) {
  test(`behavior: a login with ${brand} connects a wallet kept in the frame`, async ({ page }) => {
    await openSite(page)
    const popup = await startSocialLogin(page, brand)
    await answerAtProvider(popup, 'Allow')
    await expect
      .poll(() => page.evaluate(() => window.WalletWidget!.getState()), { timeout: 20_000 })
      .toMatchObject({ status: 'connected', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
    expect(popup.isClosed()).toBe(true)
  })
}

// google speaks OpenID Connect; github plain OAuth 2.0.
for (const brand of ['Google', 'GitHub']) {
  test(`behavior: a login with ${brand} connects a wallet whose signatures are approved in the frame`, async ({
    page,
  }) => {
    await openSite(page)
    const popup = await startSocialLogin(page, brand)
    await answerAtProvider(popup, 'Allow')
    await expect
      .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
      .toBe('connected')
    expect(popup.isClosed()).toBe(true)
    const address = (await page.evaluate(() => window.WalletWidget!.getState().address)) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const message = 'Hello from the site'
    const signature = page.evaluate(
      ([text, account]) =>
        window.WalletWidget!.getProvider('eip155').request({
          method: 'personal_sign',
          params: [
            `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
            account,
          ],
        }),
      [message, address] as const,
    )
    const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
    await expect(approve).toBeEnabled()
    await approve.click()
    expect(await verifyMessage({ address, message, signature: (await signature) as Hash })).toBe(true)
  })
}

test("error: denying at the provider's consent page ends in 'Connection rejected'", async ({ page }) => {
  await openSite(page)
  const popup = await startSocialLogin(page, 'GitHub')
  await answerAtProvider(popup, 'Deny')
  await expect(widgetFrame(page).getByTestId('toast')).toContainText('Connection rejected', { timeout: 15_000 })
  // The view stays, says what failed, and Cancel goes back to Connect.
  const widget = widgetFrame(page)
  await expect(widget.getByTestId('social-error')).toHaveText('Connection rejected')
  expect(await page.evaluate(() => window.WalletWidget!.getState().status)).not.toBe('connected')
  await widget.getByRole('button', { name: 'Cancel' }).click()
  await expect(widget.getByTestId('modal')).toHaveAttribute('data-view', 'Connect')
})

test("error: closing the popup ends the login with 'Popup closed' within about a second", async ({ page }) => {
  await openSite(page)
  const popup = await startSocialLogin(page, 'Google')
  await popup.close()
  const closedAt = Date.now()
  await expect(widgetFrame(page).getByTestId('toast')).toContainText('Popup closed', { timeout: 3_000 })
  expect(Date.now() - closedAt).toBeLessThan(2_500)
  await expect(widgetFrame(page).getByTestId('social-error')).toHaveText('Popup closed')
  // The view passes axe's checks.
  expect(await axeViolations(page)).toEqual([])

  // The focus is on the frame's "Try again", where the user goes on.
  await expect(secureFrame(page).getByRole('button', { name: 'Try again' })).toBeFocused()
  // One click on it re-opens the popup, and that login connects.
  const again = await continueInFrame(page, 'Try again')
  await answerAtProvider(again, 'Allow')
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
    .toBe('connected')
})

test('behavior: after a reload the restored session still names its social login and username', async ({ page }) => {
  await openSite(page)
  const popup = await startSocialLogin(page, 'GitHub')
  await answerAtProvider(popup, 'Allow')
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
    .toBe('connected')
  const before = await page.evaluate(() => window.WalletWidget!.getState())
  expect(before).toMatchObject({ socialProvider: 'github', socialUsername: expect.any(String) })

  // The server's session says how it was opened: the widget's own record in the site's storage is not needed.
  const removed = await page.evaluate(() => {
    const keys = Object.keys(localStorage).filter((key) => /social-(provider|username)$/.test(key))
    for (const key of keys) localStorage.removeItem(key)
    return keys.length
  })
  expect(removed).toBe(2)
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget?.getState().status), { timeout: 20_000 })
    .toBe('connected')
  expect(await page.evaluate(() => window.WalletWidget!.getState())).toMatchObject({
    address: before.address,
    socialProvider: 'github',
    socialUsername: before.socialUsername,
  })
})

test('error: a forged result posted from another origin is ignored and does not abort the real login', async ({
  page,
}) => {
  await openSite(page)
  const popup = await startSocialLogin(page, 'GitHub')
  // The real flow's state, so only the origin and the window give the forgery away.
  const state = popup.flowState
  // The site's page (another origin) posts a result naming a flow to every nested frame, the secure frame among them.
  const posted = await page.evaluate((forgedState) => {
    const forged = {
      ns: 'wallet-widget/social-result',
      type: 'result',
      uri: `${location.origin}/auth/v1/social/result?state=${forgedState}&result=forged`,
    }
    let count = 0
    for (let i = 0; i < window.frames.length; i++) {
      const child = window.frames[i]!
      for (let j = 0; j < child.frames.length; j++) {
        child.frames[j]!.postMessage(forged, '*')
        count++
      }
    }
    return count
  }, state)
  expect(posted).toBeGreaterThan(0)
  await answerAtProvider(popup, 'Allow')
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
    .toBe('connected')
})

test("behavior: inside Telegram on Android (its WebApp's platform, read by the loader) Connect leaves out Facebook and X", async ({
  page,
}) => {
  await page.addInitScript(() => Object.assign(window, { Telegram: { WebApp: { platform: 'android' } } }))
  await openSite(page)
  const frame = await openModal(page)
  const socials = frame.getByRole('group', { name: 'Sign in with a social account' })
  await expect(socials.getByRole('button')).toHaveText(['Google', 'Discord', 'Farcaster', 'GitHub', 'Apple'])
})
