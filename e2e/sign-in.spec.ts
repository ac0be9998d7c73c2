/**
 * Sign-in with the wallet in a real browser against the real server: required sign-in after
 * connecting the page's browser wallet, cancel when required disconnects, optional cancel only
 * closes, the session survives a reload, the site's backend example verifies the token the page
 * got from getSession(), and the email wallet signs in through the secure frame's approval.
 */
import { expect, type Page, test } from '@playwright/test'
import { parseSiweMessage } from 'viem/siwe'
import { createSessionVerifier } from '../docs/examples/verify-session.js'
import { SECURE_FRAME_ORIGIN, SITE_URL } from '../dev/world/test-world.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { openModal, openSite, widgetFrame } from './helpers.js'

const REQUIRED = 'site-sign-in-required.html'
const OPTIONAL = 'site-sign-in-optional.html'

const status = (page: Page) => page.evaluate(() => window.WalletWidget!.getState().status)
const session = (page: Page) => page.evaluate(() => window.WalletWidget!.getSession())

/** Connects the page's test wallet; the sign-message view opens. */
async function connectAndSeeSignIn(page: Page) {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'SignIn', { timeout: 15_000 })
  await expect(frame.getByText('127.0.0.1:4410 asks you to sign in')).toBeVisible()
  return frame
}

test('behavior: required sign-in after connecting the browser wallet gives a session the site backend verifies; it survives a reload', async ({
  page,
}) => {
  await openSite(page, REQUIRED)
  const events: string[] = []
  await page.exposeFunction('recordEvent', (type: string) => events.push(type))
  await page.evaluate(() => {
    for (const type of ['signIn', 'signOut'] as const)
      window.WalletWidget!.on(type, () => (window as unknown as { recordEvent(t: string): void }).recordEvent(type))
  })
  const frame = await connectAndSeeSignIn(page)
  await expect(frame.getByRole('button', { name: 'Close' })).toBeDisabled()
  await frame.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(frame.getByRole('dialog')).toBeHidden()
  await expect.poll(() => events).toContain('signIn')

  const signedIn = await session(page)
  expect(signedIn).not.toBeNull()
  const fields = parseSiweMessage(signedIn!.message)
  expect(fields).toMatchObject({
    domain: '127.0.0.1:4410',
    uri: SITE_URL,
    chainId: 31337,
    statement: 'Sign in to the test shop',
    resources: ['http://127.0.0.1:4410/terms'],
  })
  const verify = createSessionVerifier(SECURE_FRAME_ORIGIN, SITE_URL)
  expect(await verify(signedIn!.token)).toEqual({ account: signedIn!.account, sessionId: expect.any(String) })
  expect(signedIn!.account.toLowerCase()).toBe(`eip155:31337:${fields.address!.toLowerCase()}`)

  await page.reload()
  await page.waitForFunction(() => Boolean(window.WalletWidget))
  await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected')
  await expect.poll(async () => (await session(page))?.id, { timeout: 15_000 }).toBe(signedIn!.id)
  await expect(widgetFrame(page).getByRole('dialog')).toBeHidden()
})

test('behavior: cancelling a required sign-in disconnects the wallet', async ({ page }) => {
  await openSite(page, REQUIRED)
  const frame = await connectAndSeeSignIn(page)
  await expect(frame.getByText('Cancelling will disconnect your wallet.')).toBeVisible()
  await frame.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(() => status(page)).toBe('disconnected')
  expect(await session(page)).toBeNull()
})

test('behavior: cancelling an optional sign-in only closes the modal; the wallet stays connected', async ({ page }) => {
  await openSite(page, OPTIONAL)
  const frame = await connectAndSeeSignIn(page)
  await expect(frame.getByRole('button', { name: 'Close' })).toBeEnabled()
  await frame.getByRole('button', { name: 'Cancel' }).click()
  await expect(frame.getByRole('dialog')).toBeHidden()
  expect(await status(page)).toBe('connected')
  expect(await session(page)).toBeNull()
})

test('behavior: the email wallet signs in after approving the message in the secure frame', async ({ page }) => {
  await openSite(page, OPTIONAL)
  await loginWithEmail(page, uniqueEmail('sign-in'))
  const frame = widgetFrame(page)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'SignIn', { timeout: 15_000 })
  await frame.getByRole('button', { name: 'Sign', exact: true }).click()
  const approval = secureFrame(page)
  await expect(approval.getByRole('region', { name: 'Message' })).toContainText('Sign in to the test shop', {
    timeout: 20_000,
  })
  const approve = approval.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await approve.press('Enter')
  await expect(frame.getByRole('dialog')).toBeHidden({ timeout: 20_000 })
  await expect.poll(async () => (await session(page))?.origin, { timeout: 20_000 }).toBe(SITE_URL)
  const { token } = (await session(page))!
  expect((await createSessionVerifier(SECURE_FRAME_ORIGIN, SITE_URL)(token)).account).toMatch(/^eip155:31337:0x/)
})
