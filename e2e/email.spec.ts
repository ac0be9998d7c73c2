import { expect, test, type Page } from '@playwright/test'
import { verifyMessage, type Hash } from 'viem'
import { decryptPrivateKey } from '../secure-frame/key-crypto.js'
import {
  approvalLinkFor,
  codeFor,
  confirmApprovalLink,
  loginWithEmail,
  postedPayloads,
  recordPostMessages,
  secureFrame,
  uniqueEmail,
} from './email-helpers.js'
import { axeViolationsIn, nodeA, openSite, openModal, widgetFrame } from './helpers.js'
import { OTHER_ORIGIN_URL, SECURE_FRAME_ORIGIN } from '../dev/world/test-world.js'

type Address = `0x${string}`

/** Collects what the secure frame sent and got from the auth API, to recover the key the test must never see posted. */
function watchKeyMaterial(page: Page) {
  const material: { keySecret?: string; userId?: string; encryptedKey?: string } = {}
  page.on('response', async (response) => {
    if (!/\/auth\/v1\/(otp\/verify|session)$/.test(new URL(response.url()).pathname) || !response.ok()) return
    const body = (await response.json().catch(() => null)) as {
      keySecret?: string
      user?: { id: string }
      encryptedKey?: string | null
    } | null
    if (body?.keySecret)
      Object.assign(
        material,
        { keySecret: body.keySecret, userId: body.user?.id },
        body.encryptedKey ? { encryptedKey: body.encryptedKey } : {},
      )
  })
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/auth/v1/wallet') {
      material.encryptedKey = (JSON.parse(request.postData() ?? '{}') as { encryptedKey?: string }).encryptedKey
    }
  })
  return material
}

/**
 * The approval-link test's first browser, logged in before the file's other tests: the server keeps 30 s between
 * logins of one address, and they pass while those tests run instead of in a wait.
 */
let firstBrowser: { email: string; address: unknown; loggedInAt: number }
test.beforeAll(async ({ browser }) => {
  const email = uniqueEmail('device')
  const context = await browser.newContext()
  const page = await context.newPage()
  await openSite(page)
  const loggedInAt = Date.now()
  await loginWithEmail(page, email)
  firstBrowser = { email, address: await page.evaluate(() => window.WalletWidget!.getState().address), loggedInAt }
  await context.close()
})

async function approveInSecureFrame(page: Page): Promise<void> {
  const frame = widgetFrame(page)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'ApproveTransaction')
  const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await approve.click()
}

test('behavior: a new user logs in by email, signs and sends from the site, survives a reload, signs out; the key is never posted', async ({
  page,
}) => {
  await recordPostMessages(page)
  const material = watchKeyMaterial(page)
  await openSite(page)
  const email = uniqueEmail('new')
  await loginWithEmail(page, email)
  const state = await page.evaluate(() => window.WalletWidget!.getState())
  expect(state).toMatchObject({ status: 'connected', connectorId: 'auth', caipNetworkId: 'eip155:31337' })
  const address = state.address as Address

  // The Account view shows the email and the address.
  const frame = await openModal(page)
  await expect(frame.getByTestId('account-email')).toHaveText(email)
  await frame.getByRole('button', { name: 'Close' }).click()

  // personal_sign from the site, approved in the secure frame's own UI.
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
  await expect(secureFrame(page).getByRole('button', { name: 'Approve' })).toBeEnabled()
  const approvalFrame = page.frames().find((candidate) => candidate.url().includes('parentOrigin='))!
  expect(await axeViolationsIn(approvalFrame), 'the approval UI is accessible').toEqual([])
  await approveInSecureFrame(page)
  expect(await verifyMessage({ address, message, signature: (await signature) as Hash })).toBe(true)
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().open)).toBe(false)

  // eth_sendTransaction through the site's viem client, approved in the frame and mined.
  await nodeA.request({ method: 'anvil_setBalance' as never, params: [address, '0xde0b6b3a7640000'] as never })
  const sent = page.evaluate(async (from) => {
    const { createWalletClient: create, custom: transport, parseEther: ether } = window.siteViem
    const client = create({ transport: transport(window.WalletWidget!.getProvider('eip155')) })
    return client.sendTransaction({
      account: from as Address,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: ether('0.1'),
      chain: null,
    })
  }, address)
  await approveInSecureFrame(page)
  const receipt = await nodeA.waitForTransactionReceipt({ hash: (await sent) as Hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

  // The session and device cookies are host-only `__Host-` cookies, and Chromium keeps them on http://localhost.
  const cookieNames = (await page.context().cookies(SECURE_FRAME_ORIGIN)).map((cookie) => cookie.name)
  expect(cookieNames).toEqual(expect.arrayContaining(['__Host-ww_session', '__Host-ww_device']))
  expect(cookieNames.filter((name) => name.startsWith('ww_'))).toEqual([])

  // A reload restores the session without a new login.
  await page.reload()
  await page.waitForFunction(() => Boolean(window.WalletWidget))
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().address), { timeout: 20_000 })
    .toBe(address)

  // The private key never crossed a frame boundary, nor sits in the site's storage.
  const privateKey = await decryptPrivateKey(material.encryptedKey!, {
    keySecret: material.keySecret!,
    userId: material.userId!,
  })
  const bare = privateKey.slice(2).toLowerCase()
  const posted = await postedPayloads(page)
  expect(posted.length).toBeGreaterThan(10)
  expect(posted.filter((payload) => payload.toLowerCase().includes(bare))).toEqual([])
  const siteStorage = await page.evaluate(() => JSON.stringify(localStorage))
  expect(siteStorage.toLowerCase()).not.toContain(bare)

  // Sign out clears it: after a reload the widget stays disconnected.
  await page.evaluate(() => window.WalletWidget!.disconnect())
  expect(await page.evaluate(() => window.WalletWidget!.getState().status)).toBe('disconnected')
  await page.reload()
  await page.waitForFunction(() => Boolean(window.WalletWidget))
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => window.WalletWidget!.getState().status)).toBe('disconnected')
})

test('error: a second email login within 30 s shows the exact cooldown text', async ({ page }) => {
  await openSite(page)
  const frame = await openModal(page)
  const email = uniqueEmail('cooldown')
  await frame.getByLabel('Email').fill(email)
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'EmailLogin')
  await expect(frame.getByLabel('Code')).toBeVisible()
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Continue' }).click()
  const error = frame.getByTestId('email-error')
  await expect(error).toHaveText(/^Please try again after (\d+) seconds$/)
  const seconds = Number(/(\d+)/.exec((await error.textContent()) ?? '')![1])
  expect(seconds).toBeGreaterThanOrEqual(20)
  expect(seconds).toBeLessThanOrEqual(30)
})

test('error: a secure frame that never answers ends in iframe_load_failed', async ({ page }) => {
  await page.clock.install()
  // The widget page carries the deployment's configuration: this one names a secure frame that never answers.
  await page.route(
    (url) => url.pathname === '/widget/',
    async (route) => {
      const response = await route.fetch()
      const deployment = JSON.stringify({ secureFrameUrl: `${OTHER_ORIGIN_URL}/never-ready.html` })
      const body = (await response.text()).replace(/(id="wallet-widget-deployment">)[^<]*/, `$1${deployment}`)
      await route.fulfill({ response, body })
    },
  )
  await openSite(page)
  const frame = await openModal(page)
  await expect(frame.getByLabel('Email')).toBeVisible()
  await page.clock.fastForward(19_000)
  await expect(frame.getByTestId('email-error')).toHaveCount(0)
  await page.clock.fastForward(1_500)
  await expect(frame.getByTestId('email-error')).toHaveText('Unable to load email login dependency')
})

test('security: a sibling frame that forges a success reply with a valid request id is ignored', async ({ page }) => {
  await openSite(page, 'site-with-forger.html')
  await loginWithEmail(page, uniqueEmail('forged'))
  const address = (await page.evaluate(() => window.WalletWidget!.getState().address)) as Address
  const secureFrame = page.frames().find((candidate) => candidate.url().includes('parentOrigin='))!
  await secureFrame.evaluate(() => {
    addEventListener('message', (event) => {
      if ((event.data as { type?: string })?.type === 'rpcRequest')
        (window as unknown as { lastId: string }).lastId = (event.data as { id: string }).id
    })
  })
  await page.evaluate((account) => {
    ;(window as any).signResult = 'pending'
    window
      .WalletWidget!.getProvider('eip155')
      .request({ method: 'personal_sign', params: ['0x68690a', account] })
      .then((signature) => ((window as any).signResult = signature))
  }, address)
  await expect(widgetFrame(page).getByTestId('modal')).toHaveAttribute('data-view', 'ApproveTransaction')
  const id = await secureFrame.evaluate(() => (window as unknown as { lastId?: string }).lastId)
  expect(id).toMatch(/^[0-9a-f-]{36}$/)

  const forger = page.frames().find((candidate) => candidate.url().startsWith(`${OTHER_ORIGIN_URL}/forger.html`))!
  await forger.evaluate((requestId) => {
    const forged = {
      ns: 'wallet-widget:secure',
      v: 1,
      id: requestId,
      type: 'success',
      payload: { result: '0xdeadbeef' },
    }
    for (let i = 0; i < parent.frames.length; i++)
      if (parent.frames[i] !== window) parent.frames[i]!.postMessage(forged, '*')
    parent.postMessage(forged, '*')
  }, id)
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => (window as any).signResult)).toBe('pending')

  await approveInSecureFrame(page)
  await expect.poll(() => page.evaluate(() => (window as any).signResult)).not.toBe('pending')
  const signature = (await page.evaluate(() => (window as any).signResult)) as Hash
  expect(await verifyMessage({ address, message: 'hi\n', signature })).toBe(true)
})

test('behavior: the email of the wallet is updated with a code to the current and then to the new address', async ({
  page,
}) => {
  await openSite(page)
  const first = uniqueEmail('before')
  const second = uniqueEmail('after')
  await loginWithEmail(page, first)
  const frame = await openModal(page)
  await frame.getByTestId('update-email-button').click()
  await expect(frame.getByRole('heading', { name: 'Update Email' })).toBeVisible()
  let since = Date.now()
  await frame.getByLabel('New email').fill(second)
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByText(`Enter the code we sent to ${first}`)).toBeVisible()
  await frame.getByLabel('Code').fill(await codeFor(first, since))
  since = Date.now()
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByText(`Enter the code we sent to ${second}`)).toBeVisible()
  await frame.getByLabel('Code').fill(await codeFor(second, since))
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByTestId('email-updated')).toBeVisible()
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect(frame.getByTestId('account-email')).toHaveText(second)
})

test('behavior: on a browser the account has not seen, the mailed approval link unlocks the same wallet', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { email, address, loggedInAt } = firstBrowser
  // What is left of the server's 30 s between logins of one address (the tests before this one took most of it).
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, loggedInAt + 31_000 - Date.now())))
  const secondContext = await browser.newContext()
  const second = await secondContext.newPage()
  await openSite(second)
  const frame = await openModal(second)
  const since = Date.now()
  await frame.getByLabel('Email').fill(email)
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByTestId('email-device')).toBeVisible()
  await expect(frame.getByText('Approve this browser', { exact: true })).toBeVisible()

  const link = await approvalLinkFor(email, since)
  // A mail scanner fetching the link approves nothing: the frame keeps waiting for approval.
  expect((await fetch(link)).status).toBe(200)
  await second.waitForTimeout(1_500)
  await expect(frame.getByTestId('email-device')).toBeVisible()
  // The owner opens it in a browser, reads which browser asked, and presses the button.
  const description = await confirmApprovalLink(browser, link)
  expect(description).toMatch(/Browser\s+(Headless )?Chrome \d+ on Linux/)
  expect(description).toContain('unknown location')
  expect(description).toMatch(/Requested\s+\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC/)
  await expect(frame.getByLabel('Code')).toBeVisible({ timeout: 30_000 })
  await frame.getByLabel('Code').fill(await codeFor(email, since))
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect
    .poll(() => second.evaluate(() => window.WalletWidget!.getState().address), { timeout: 20_000 })
    .toBe(address)
  await secondContext.close()
})
