/**
 * Sign-in and names with a WalletConnect wallet: a fresh account paired through the relay signs the required
 * sign-in message (the site's backend example verifies the session's token), then registers an account name
 * with its signature; Account shows the name and `/v1/identity` answers it.
 */
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { createSessionVerifier } from '../docs/examples/verify-session.js'
import { SECURE_FRAME_ORIGIN, SITE_URL } from '../dev/world/test-world.js'
import { openModal, openSite, widgetFrame } from './helpers.js'
import { connectWcWallet } from './wallet-kinds.js'

test('behavior: a WalletConnect wallet signs in (the site backend verifies the token) and registers a name seen in Account and /v1/identity', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openSite(page, 'site-sign-in-required.html')
  const identityRead = page.waitForRequest((request) => /\/v1\/identity\/0x[0-9a-f]{40}/i.test(request.url()))
  const wallet = await connectWcWallet(page)
  try {
    const frame = widgetFrame(page)
    await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'SignIn', { timeout: 15_000 })
    await expect(frame.getByText('127.0.0.1:4410 asks you to sign in')).toBeVisible()
    await frame.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(frame.getByRole('dialog')).toBeHidden({ timeout: 20_000 })

    const session = await page.evaluate(() => window.WalletWidget!.getSession())
    expect(session).not.toBeNull()
    const fields = parseSiweMessage(session!.message)
    expect(fields).toMatchObject({ domain: '127.0.0.1:4410', uri: SITE_URL, chainId: 31337 })
    expect(isAddressEqual(fields.address!, wallet.address)).toBe(true)
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1)
    const verify = createSessionVerifier(SECURE_FRAME_ORIGIN, SITE_URL)
    expect(await verify(session!.token)).toEqual({ account: session!.account, sessionId: expect.any(String) })
    expect(session!.account.toLowerCase()).toBe(`eip155:31337:${wallet.address.toLowerCase()}`)

    const account = await openModal(page, 'Account')
    const identityUrl = (await identityRead).url()
    await account.getByRole('button', { name: 'Choose a name' }).click()
    await account.getByLabel('Name', { exact: true }).fill(`wc-${randomBytes(5).toString('hex')}`)
    await expect(account.getByTestId('name-status')).toHaveText(/ is available$/, { timeout: 10_000 })
    const name = (await account.getByTestId('name-status').textContent())!.replace(/ is available$/, '')
    await account.getByRole('button', { name: 'Register' }).click()
    await expect(account.getByTestId('modal')).toHaveAttribute('data-view', 'RegisterAccountNameSuccess', {
      timeout: 20_000,
    })
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(2)
    await account.getByRole('button', { name: 'Done' }).click()
    await expect(account.getByTestId('account-name')).toHaveText(name)
    const identity = await (await fetch(identityUrl, { cache: 'no-store' })).json()
    expect(identity).toEqual({ name, avatar: null })
  } finally {
    await wallet.stop()
  }
})
