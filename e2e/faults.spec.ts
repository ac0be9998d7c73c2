import { expect, test, type Page } from '@playwright/test'
import { startAnvil, type AnvilNode } from '../dev/world/anvil.js'
import { freePort } from '../dev/world/free-port.js'
import { ACCOUNT_0, SECURE_FRAME_ORIGIN } from '../dev/world/test-world.js'
import { connectTestWallet, openModal, openSite, widgetFrame } from './helpers.js'
import { uniqueEmail } from './email-helpers.js'
import { pairThenLoseWcWallet } from './wc-helpers.js'

const UNREACHABLE = 'Unable to load email login dependency'

/** The fixture site with chain 31337 (its network and the test wallet) served by `rpcUrl`. */
async function openSiteOnNode(page: Page, rpcUrl: string): Promise<void> {
  await openSite(page, `faults-node.html?rpc=${encodeURIComponent(rpcUrl)}`)
}

test('error: a chain node killed under an open Account shows "Balance unavailable" within 15 s, and the balance returns when the node does', async ({
  page,
}) => {
  const port = await freePort()
  let node: AnvilNode | undefined = await startAnvil({ port, chainId: 31337 })
  // The widget's timers run on a clock the test moves: the 15 s and the 30 s gap are jumped, not waited.
  await page.clock.install()
  try {
    await openSiteOnNode(page, node.rpcUrl)
    await connectTestWallet(page)
    const frame = await openModal(page)
    const balance = frame.getByTestId('account-balance')
    await expect(balance).toHaveAttribute('data-state', 'ready')
    const wei = await balance.getAttribute('data-wei')

    await node.stop()
    node = undefined
    // The page's clock is the widget's (both faked): jumps and real time both count.
    const stoppedAt = await page.evaluate(() => Date.now())
    await expect(async () => {
      await page.clock.fastForward(1_000)
      await expect(balance).toHaveText(/Balance unavailable/, { timeout: 200 })
    }).toPass()
    await expect(frame.getByTestId('toast')).toHaveText(/Token Balance Unavailable/)
    await expect(frame.getByRole('button', { name: 'Try again' })).toBeVisible()
    // Within 15 s of the widget's time (a second of slack for the last jump).
    expect((await page.evaluate(() => Date.now())) - stoppedAt).toBeLessThanOrEqual(16_000)

    // The same port and the same development accounts: the next automatic read after the 30 s gap finds it.
    node = await startAnvil({ port, chainId: 31337 })
    await page.clock.fastForward(31_000)
    await expect(balance).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
    await expect(balance).toHaveAttribute('data-wei', wei!)
  } finally {
    await node?.stop()
  }
})

test('error: with the API origin unreachable, the browser wallet still connects and email says its dependency is unavailable', async ({
  page,
  context,
}) => {
  await context.route(`${SECURE_FRAME_ORIGIN}/**`, (route) => route.abort('connectionrefused'))
  await openSite(page)
  const frame = await openModal(page)
  await expect(frame.getByTestId('email-error')).toHaveText(UNREACHABLE, { timeout: 20_000 })
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState()))
    .toMatchObject({
      status: 'connected',
      address: ACCOUNT_0.address,
    })
})

for (const status of [429, 503]) {
  test(`behavior: /getWallets answering ${status} once, then 200, ends in a loaded All Wallets list`, async ({
    page,
  }) => {
    let refused = 0
    await page.route('**/getWallets?*', async (route) => {
      if (refused === 0) {
        refused++
        return route.fulfill({ status, headers: { 'Retry-After': '1' }, body: '' })
      }
      return route.fallback()
    })
    await openSite(page)
    const frame = await openModal(page)
    await frame.getByTestId('all-wallets-option').click()
    await expect(frame.getByTestId('directory-wallet').first()).toBeVisible({ timeout: 15_000 })
    expect(refused).toBe(1)
  })
}

test('error: with the secure frame page blocked, email login says its dependency is unavailable, never that a code was sent, and Try again works once it is back', async ({
  page,
  context,
}) => {
  await page.clock.install()
  const blockFrame = (route: Parameters<Parameters<typeof context.route>[1]>[0]) =>
    route.request().resourceType() === 'document' ? route.abort('connectionrefused') : route.fallback()
  await context.route(`${SECURE_FRAME_ORIGIN}/**`, blockFrame)
  await openSite(page)
  const frame = await openModal(page)
  await frame.getByLabel('Email').fill(uniqueEmail('faults-frame'))
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'EmailLogin')
  // The frame must say ready within 20 s (then 500 ms more): the clock jumps them.
  await page.clock.fastForward(21_000)
  await expect(frame.getByTestId('email-login-error')).toHaveText(UNREACHABLE)
  await expect(frame.getByText(/we sent/)).toHaveCount(0)
  await expect(frame.getByRole('textbox', { name: 'Code' })).toHaveCount(0)

  await context.unroute(`${SECURE_FRAME_ORIGIN}/**`, blockFrame)
  await frame.getByRole('button', { name: 'Try again' }).click()
  await expect(frame.getByText(/Enter the code we sent to/)).toBeVisible({ timeout: 20_000 })
})

test('error: a WalletConnect request to a wallet that went away rejects at its deadline, and Cancel request rejects at once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // The widget's timers and Date run at normal speed until the test jumps them forward.
  await page.clock.install()
  await openSite(page)
  const frame = await openModal(page)
  const account = await pairThenLoseWcWallet(page, frame)

  const sign = () =>
    page.evaluate((account) => {
      const outcome = window
        .WalletWidget!.getProvider('eip155')
        .request({ method: 'personal_sign', params: ['0x6869', account] })
        .then(
          () => ({ ok: true }),
          (error: { code?: number; message?: string }) => ({ ok: false, code: error.code, message: error.message }),
        )
      ;(window as unknown as { __outcome: Promise<unknown> }).__outcome = outcome
    }, account)
  const outcome = () => page.evaluate(() => (window as unknown as { __outcome: Promise<unknown> }).__outcome)

  // Waiting: the modal opens on Account and names the request.
  await sign()
  const pending = widgetFrame(page).getByTestId('pending-request')
  await expect(pending).toContainText('Sign a message', { timeout: 10_000 })
  await expect(widgetFrame(page).getByRole('button', { name: 'Cancel request' })).toBeVisible()
  // The deadline: 300 s later the site gets 4001 'Request was aborted'.
  await page.clock.fastForward('05:01')
  expect(await outcome()).toEqual({ ok: false, code: 4001, message: 'Request was aborted' })
  await expect(pending).toHaveCount(0)

  // Cancel: at once, 4001 'User rejected the request.'.
  await sign()
  await expect(pending).toContainText('Sign a message', { timeout: 10_000 })
  await widgetFrame(page).getByRole('button', { name: 'Cancel request' }).click()
  expect(await outcome()).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
  await expect(pending).toHaveCount(0)
})
