/**
 * Sign In With Farcaster in a real browser: Connect's Farcaster button shows the relay's request as
 * a QR code and a link; a second page plays the phone (the local relay's phone page, which signs
 * with a demo custody key); the server verifies against the ID registry on the local chain, and
 * the widget connects a wallet kept in the secure frame.
 */
import { expect, test, type Page } from '@playwright/test'
import { verifyMessage, type Hash } from 'viem'
import { secureFrame } from './email-helpers.js'
import { axeViolations, openModal, openSite } from './helpers.js'

const state = (page: Page) => page.evaluate(() => window.WalletWidget!.getState())

/** Opens Connect, then the Farcaster view; answers the link it shows once the QR code is there. */
async function openFarcaster(page: Page) {
  const frame = await openModal(page)
  await frame
    .getByRole('group', { name: 'Sign in with a social account' })
    .getByRole('button', { name: 'Farcaster' })
    .click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'ConnectingFarcaster')
  await expect(frame.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible({ timeout: 15_000 })
  const link = await frame.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')
  expect(link).toMatch(/^http:\/\/localhost:\d+\/phone\?channelToken=/)
  return { frame, link: link! }
}

test('behavior: the phone approves the QR code’s request and the widget connects a wallet whose signature verifies', async ({
  page,
  context,
}) => {
  await openSite(page)
  const { link } = await openFarcaster(page)

  const phone = await context.newPage()
  await phone.goto(link)
  await expect(phone.getByRole('heading', { name: /^Sign in to localhost:\d+$/ })).toBeVisible()
  await expect(phone.getByLabel('Message to sign')).toContainText('farcaster://fid/1017')
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect(phone.getByRole('status')).toContainText('as @alice-fc')
  // Back to the site's tab: the frame arms Approve only while it is on screen.
  await phone.close()
  await page.bringToFront()

  await expect.poll(async () => (await state(page)).status, { timeout: 20_000 }).toBe('connected')
  const connected = await state(page)
  // The state the connect event carried: the social login, its username and the link it answered.
  expect(connected).toMatchObject({
    socialProvider: 'farcaster',
    socialUsername: 'alice-fc',
    farcasterUrl: link,
    connectorId: 'auth',
  })
  const address = connected.address as `0x${string}`
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

test('behavior: leaving the Farcaster view with no account resets the link; coming back shows a new one', async ({
  page,
  context,
}) => {
  await openSite(page)
  const first = await openFarcaster(page)
  expect(await axeViolations(page)).toEqual([])
  // getState() follows the link while the view shows it (event farcasterUrlChanged), and drops it after.
  await page.evaluate(() => {
    const urls: (string | null)[] = []
    window.WalletWidget!.on('farcasterUrlChanged', (event) => urls.push(event.state.farcasterUrl ?? null))
    Object.assign(window, { farcasterUrls: urls })
  })
  await expect.poll(async () => (await state(page)).farcasterUrl).toBe(first.link)
  await first.frame.getByRole('button', { name: 'Back' }).click()
  await expect(first.frame.getByTestId('modal')).toHaveAttribute('data-view', 'Connect')
  await expect.poll(async () => (await state(page)).farcasterUrl).toBeNull()
  expect(await page.evaluate(() => (window as unknown as { farcasterUrls: unknown }).farcasterUrls)).toEqual([null])
  const second = await openFarcaster(page)
  expect(second.link).not.toBe(first.link)
  // The first request is no longer waited for: approving it on the phone connects nothing.
  const phone = await context.newPage()
  await phone.goto(first.link)
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect(phone.getByRole('status')).toContainText('as @alice-fc')
  await phone.goto(second.link)
  await phone.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(async () => (await state(page)).status, { timeout: 20_000 }).toBe('connected')
  expect((await state(page)).farcasterUrl).toBe(second.link)
})

test("error: denying on the phone ends in 'Connection rejected'", async ({ page, context }) => {
  await openSite(page)
  const { frame, link } = await openFarcaster(page)
  const phone = await context.newPage()
  await phone.goto(link)
  await phone.getByRole('button', { name: 'Deny' }).click()
  await expect(frame.getByTestId('toast')).toContainText('Connection rejected', { timeout: 15_000 })
  expect((await state(page)).status).not.toBe('connected')
})
