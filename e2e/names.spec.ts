/**
 * Account names from the widget: the browser wallet (a fresh key per test) registers a name with
 * its signature; the name shows in Account and `/v1/identity` answers it; axe on the two views.
 */
import { randomBytes } from 'node:crypto'
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { axeViolations, connectTestWallet, openModal, openSite } from './helpers.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'

/** The site's test wallet holds a fresh key (an account with no name yet); answers its address. */
async function freshBrowserWallet(page: Page): Promise<Address> {
  const privateKey = generatePrivateKey()
  await page.addInitScript((key) => {
    ;(window as unknown as { __testWalletOverrides: object }).__testWalletOverrides = { privateKey: key }
  }, privateKey)
  return privateKeyToAccount(privateKey).address
}

/** A label no other run has registered. */
const uniqueLabel = () => `e2e-${randomBytes(5).toString('hex')}`

/** Connects, opens Account and its "Choose a name"; answers the widget frame and the identity URL the widget read. */
async function openNameForm(page: Page, address: Address): Promise<{ frame: FrameLocator; identityUrl: string }> {
  const identityRead = page.waitForRequest((request) =>
    new URL(request.url()).pathname.toLowerCase().endsWith(`/v1/identity/${address.toLowerCase()}`),
  )
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openModal(page, 'Account')
  const identityUrl = (await identityRead).url()
  await frame.getByRole('button', { name: 'Choose a name' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'RegisterAccountName')
  return { frame, identityUrl }
}

test('behavior: the browser wallet registers a name; Account shows it and /v1/identity answers it', async ({
  page,
}) => {
  const address = await freshBrowserWallet(page)
  const { frame, identityUrl } = await openNameForm(page, address)
  const label = uniqueLabel()
  const field = frame.getByLabel('Name', { exact: true })
  await field.fill('ab_')
  await expect(frame.getByTestId('name-status')).toHaveText('Use only letters, digits and hyphens')
  await field.fill(label)
  await expect(frame.getByTestId('name-status')).toHaveText(/^.+ is available$/, { timeout: 10_000 })
  const name = (await frame.getByTestId('name-status').textContent())!.replace(/ is available$/, '')
  expect(name.startsWith(`${label}.`)).toBe(true)
  await frame.getByRole('button', { name: 'Register' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'RegisterAccountNameSuccess', {
    timeout: 20_000,
  })
  await expect(frame.getByRole('heading', { name: 'Name Registered' })).toBeVisible()
  await expect(frame.getByText(`${name} is now your account's name`)).toBeVisible()
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  await expect(frame.getByTestId('account-name')).toHaveText(name)
  await expect(frame.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

  const identity = await (await fetch(identityUrl, { cache: 'no-store' })).json()
  expect(identity).toEqual({ name, avatar: null })
})

test('behavior: the email wallet registers a name after its approval shows the registration message', async ({
  page,
}) => {
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('names'))
  const frame = await openModal(page, 'Account')
  await frame.getByRole('button', { name: 'Choose a name' }).click()
  await frame.getByLabel('Name', { exact: true }).fill(uniqueLabel())
  await expect(frame.getByTestId('name-status')).toHaveText(/ is available$/, { timeout: 10_000 })
  const name = (await frame.getByTestId('name-status').textContent())!.replace(/ is available$/, '')
  await frame.getByRole('button', { name: 'Register' }).click()
  const approval = secureFrame(page)
  await expect(approval.getByRole('heading', { name: 'Sign message' })).toBeVisible({ timeout: 20_000 })
  await expect(approval.getByText(`{"name":"${name}","attributes":{},"timestamp":`)).toBeVisible()
  const approve = approval.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await approve.press('Enter')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'RegisterAccountNameSuccess', {
    timeout: 20_000,
  })
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect(frame.getByTestId('account-name')).toHaveText(name)
})

test("error: a name taken in the meantime returns to the form with 'Error registering name {name}' and the API's reason", async ({
  page,
  browser,
}) => {
  // Another account takes the label between the lookup and the registration.
  const label = uniqueLabel()
  const address = await freshBrowserWallet(page)
  const { frame } = await openNameForm(page, address)
  await frame.getByLabel('Name', { exact: true }).fill(label)
  await expect(frame.getByTestId('name-status')).toHaveText(/ is available$/, { timeout: 10_000 })
  const name = (await frame.getByTestId('name-status').textContent())!.replace(/ is available$/, '')

  const other = await browser.newPage()
  try {
    const otherAddress = await freshBrowserWallet(other)
    const { frame: otherFrame } = await openNameForm(other, otherAddress)
    await otherFrame.getByLabel('Name', { exact: true }).fill(label)
    await expect(otherFrame.getByTestId('name-status')).toHaveText(/ is available$/, { timeout: 10_000 })
    await otherFrame.getByRole('button', { name: 'Register' }).click()
    await expect(otherFrame.getByTestId('modal')).toHaveAttribute('data-view', 'RegisterAccountNameSuccess', {
      timeout: 20_000,
    })
  } finally {
    await other.close()
  }

  await frame.getByRole('button', { name: 'Register' }).click()
  const alert = frame.getByRole('alert')
  await expect(alert.locator('p').first()).toHaveText(`Error registering name ${name}`, { timeout: 20_000 })
  await expect(alert.locator('p')).toHaveCount(2)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'RegisterAccountName')
  // Looked up again, the name is taken and free ones are offered as buttons.
  await frame.getByLabel('Name', { exact: true }).fill(`${label}-`)
  await frame.getByLabel('Name', { exact: true }).fill(label)
  await expect(frame.getByTestId('name-status')).toHaveText(`${name} is already taken`)
  await expect(frame.getByTestId('name-suggestion').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a11y: the name form with a rule broken, and the success view, have no axe violations', async ({ page }) => {
  const address = await freshBrowserWallet(page)
  const { frame } = await openNameForm(page, address)
  await frame.getByLabel('Name', { exact: true }).fill('abc')
  await expect(frame.getByTestId('name-status')).toHaveText('Use at least 4 characters')
  expect(await axeViolations(page)).toEqual([])

  await frame.getByLabel('Name', { exact: true }).fill(uniqueLabel())
  await expect(frame.getByTestId('name-status')).toHaveText(/ is available$/, { timeout: 10_000 })
  await frame.getByRole('button', { name: 'Register' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'RegisterAccountNameSuccess', {
    timeout: 20_000,
  })
  expect(await axeViolations(page)).toEqual([])
})
