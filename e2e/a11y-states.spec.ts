/**
 * axe over the widget's error and waiting states (balance unavailable, a pending WalletConnect
 * request, the email login's unreachable dependency, a view whose code failed to download) and
 * over Connect, All Wallets and Account in Arabic and Japanese; each in the light and the dark
 * theme, at 100 % and 200 % zoom, with no violation.
 */
import { expect, test, type Route } from '@playwright/test'
import { RPC_A, SECURE_FRAME_ORIGIN, WIDGET_ORIGIN } from '../dev/world/test-world.js'
import { uniqueEmail } from './email-helpers.js'
import { pairThenLoseWcWallet } from './wc-helpers.js'
import { axeViolations, connectTestWallet, openModal, openSite, widgetDocument, widgetFrame } from './helpers.js'

const UNREACHABLE = 'Unable to load email login dependency'

/** Refuses the secure frame's page; its API (the project check) still answers, so email stays offered. */
function refuseSecureFramePage(route: Route): Promise<void> {
  return route.request().resourceType() === 'document' ? route.abort('connectionrefused') : route.fallback()
}

/** Refuses the requests the widget's document makes; the site's own (its test wallet's) go through. */
function refuseFromWidget(route: Route): Promise<void> {
  const frameUrl = route.request().frame().url()
  return frameUrl.startsWith(`${WIDGET_ORIGIN}/widget/`) ? route.abort('connectionrefused') : route.fallback()
}

test("a11y: Account with 'Balance unavailable' and its Try again has no axe violations (light and dark, 100 % and 200 % zoom)", async ({
  page,
  context,
}) => {
  // The widget reads the balance from chain 31337's node; the test wallet on the site still reaches it.
  await context.route((url) => url.origin === RPC_A, refuseFromWidget)
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openModal(page)
  const balance = frame.getByTestId('account-balance')
  await expect(balance).toHaveAttribute('data-state', 'unavailable', { timeout: 15_000 })
  await expect(balance).toContainText('Balance unavailable')
  await expect(frame.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await frame.getByRole('button', { name: 'Try again' }).click()
  await expect(balance).toHaveAttribute('data-state', 'unavailable')
  await expect(frame.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a11y: Account listing a pending WalletConnect request with Cancel request has no axe violations (light and dark, 100 % and 200 % zoom)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openSite(page)
  const account = await pairThenLoseWcWallet(page, await openModal(page))
  await page.evaluate((account) => {
    ;(window as unknown as { __signed: Promise<unknown> }).__signed = window
      .WalletWidget!.getProvider('eip155')
      .request({ method: 'personal_sign', params: ['0x6869', account] })
      .catch((error: { code?: number }) => error.code)
  }, account)
  const frame = widgetFrame(page)
  await expect(frame.getByTestId('pending-request')).toContainText('Sign a message', { timeout: 10_000 })
  await expect(frame.getByRole('button', { name: 'Cancel request' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await frame.getByRole('button', { name: 'Cancel request' }).click()
  expect(await page.evaluate(() => (window as unknown as { __signed: Promise<unknown> }).__signed)).toBe(4001)
})

test("a11y: Connect with the email login's 'Unable to load email login dependency' and Try again has no axe violations (light and dark, 100 % and 200 % zoom)", async ({
  page,
  context,
}) => {
  await page.clock.install()
  await context.route(`${SECURE_FRAME_ORIGIN}/**`, refuseSecureFramePage)
  await openSite(page)
  const frame = await openModal(page)
  await expect(frame.getByLabel('Email')).toBeVisible()
  // The frame's 20 s to say it is ready (§9), without waiting them out.
  await page.clock.fastForward(21_000)
  await expect(frame.getByTestId('email-error')).toHaveText(UNREACHABLE)
  await expect(frame.getByTestId('email-retry')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test("a11y: the email code view's 'Unable to load email login dependency' and Try again has no axe violations (light and dark, 100 % and 200 % zoom)", async ({
  page,
  context,
}) => {
  await page.clock.install()
  await context.route(`${SECURE_FRAME_ORIGIN}/**`, refuseSecureFramePage)
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByLabel('Email').fill(uniqueEmail('a11y-states'))
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'EmailLogin')
  await page.clock.fastForward(21_000)
  await expect(frame.getByTestId('email-login-error')).toHaveText(UNREACHABLE)
  await expect(frame.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a11y: a view whose code failed to download, with Try again, has no axe violations (light and dark, 100 % and 200 % zoom)', async ({
  page,
  context,
}) => {
  const refuseChunk = (route: Route) => route.abort('connectionrefused')
  await context.route('**/widget/chunks/lazy-views-*.js', refuseChunk)
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByTestId('all-wallets-option').click()
  await expect(frame.getByTestId('view-load-failed')).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Try again downloads the chunk anew.
  await context.unroute('**/widget/chunks/lazy-views-*.js', refuseChunk)
  await frame.getByRole('button', { name: 'Try again' }).click()
  await expect(frame.getByTestId('directory-wallet').first()).toBeVisible()
})

for (const locale of ['ar', 'ja']) {
  test(`a11y: Connect, All Wallets and Account in ${locale === 'ar' ? 'Arabic' : 'Japanese'} have no axe violations (light and dark, 100 % and 200 % zoom)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openSite(page, `site-locale.html?locale=${locale}`)
    const frame = await openModal(page)
    await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
    expect(await widgetDocument(page).evaluate(() => document.documentElement.lang)).toBe(locale)
    expect(await axeViolations(page)).toEqual([])

    await frame.getByTestId('all-wallets-option').click()
    await expect(frame.getByTestId('directory-wallet').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await page.evaluate(() => window.WalletWidget!.close())
    await connectTestWallet(page)
    await openModal(page)
    await expect(frame.getByTestId('account-balance')).toHaveAttribute('data-state', 'ready')
    expect(await axeViolations(page)).toEqual([])
  })
}
