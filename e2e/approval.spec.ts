import { expect, test, type Frame, type Page } from '@playwright/test'
import { encodeFunctionData, parseAbi } from 'viem'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { nodeA, openModal, openSite } from './helpers.js'
import { ACCOUNT_1, SITE_URL, SECURE_FRAME_ORIGIN, WIDGET_ORIGIN } from '../dev/world/test-world.js'

type Address = `0x${string}`

test('behavior: the approval shows the verified site, the decoded call with "Unlimited", the maximum fee and the total; the frame reaches chains only through its own origin', async ({
  page,
}) => {
  const chainCalls: string[] = []
  page.on('request', (request) => {
    if (
      request.frame().url().startsWith(SECURE_FRAME_ORIGIN) &&
      request.method() === 'POST' &&
      !new URL(request.url()).pathname.startsWith('/auth/')
    )
      chainCalls.push(request.url())
  })
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('approval'))
  const address = (await page.evaluate(() => window.WalletWidget!.getState().address)) as Address
  await nodeA.request({ method: 'anvil_setBalance' as never, params: [address, '0xde0b6b3a7640000'] as never })

  const data = encodeFunctionData({
    abi: parseAbi(['function approve(address,uint256)']),
    functionName: 'approve',
    args: [ACCOUNT_1, 2n ** 256n - 1n],
  })
  const answer = page.evaluate(
    ([from, to, calldata]) =>
      window
        .WalletWidget!.getProvider('eip155')
        .request({ method: 'eth_sendTransaction', params: [{ from, to, data: calldata }] })
        .catch((error: { code: number }) => error.code),
    [address, ACCOUNT_1, data] as const,
  )
  const approval = secureFrame(page)
  await expect(approval.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(approval.getByText(`Requested by ${SITE_URL}`)).toBeVisible()
  await expect(approval.getByText('Allow 0x70…dc79C8 to spend Unlimited')).toBeVisible()
  await expect(approval.locator('dl')).toContainText(`Spender${ACCOUNT_1}`)
  await expect(approval.getByRole('note')).toContainText('take all of this token')
  const details = approval.locator('dl')
  await expect(details).toContainText('Network')
  await expect(details).toContainText('Anvil Local')
  await expect(details).toContainText('Spender')
  await expect(details).toContainText('Max network fee')
  await expect(details).toContainText(/Totalup to 0\.\d+ ETH/)
  // The calldata, on demand.
  // By keyboard: a pointer click inside a scrolled region of a nested cross-origin frame lands off target in Playwright.
  await approval.getByRole('button', { name: 'Show raw data (68 bytes)' }).press('Enter')
  await expect(approval.getByText(data)).toBeVisible()
  // The raw data made the approval scroll: Reject by keyboard too, for the same reason.
  await approval.getByRole('button', { name: 'Reject' }).press('Enter')
  expect(await answer).toBe(4001)

  expect(chainCalls.length).toBeGreaterThan(0)
  for (const url of chainCalls) expect(new URL(url).origin + new URL(url).pathname).toBe(`${SECURE_FRAME_ORIGIN}/v1/`)
  // The modal was opened for the approval; refusing it closes it again.
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().open)).toBe(false)
})

test('error: a listed site that frames the secure frame directly gets no answer; the frame says why', async ({
  page,
}) => {
  const refused = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && message.text().includes('is not a widget origin of this deployment'),
  )
  await page.goto(`${SITE_URL}/frames-secure-frame.html?secureFrame=${encodeURIComponent(SECURE_FRAME_ORIGIN)}`)
  const message = await refused
  expect(message.text()).toContain(`parentOrigin ${SITE_URL} is not a widget origin`)
  // The frame never started: its requests got no reply (not even ready).
  await expect(page.frameLocator('iframe').locator('#root')).toBeEmpty()
  await expect(page.locator('#answers')).toHaveText('0')
})

test('error: a site that covers or fades the widget keeps Approve disarmed; it arms again only after the frame is plainly visible', async ({
  page,
}) => {
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('cover'))
  const address = (await page.evaluate(() => window.WalletWidget!.getState().address)) as Address
  const signature = page.evaluate(
    (account) =>
      window
        .WalletWidget!.getProvider('eip155')
        .request({ method: 'personal_sign', params: ['0x6869', account] })
        .catch((error: { code: number }) => error.code),
    address,
  )
  const approval = secureFrame(page)
  const approve = approval.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()

  // A decoy layer over everything that lets clicks through to the button beneath.
  await page.evaluate(() => {
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your prize'
    decoy.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:rgba(255,255,255,0.02)'
    document.body.appendChild(decoy)
  })
  await expect(approve).toBeDisabled()
  await expect(approval.getByText('Approve is available while this window is fully visible.')).toBeVisible()
  await page.evaluate(() => document.getElementById('decoy')!.remove())
  await expect(approve).toBeEnabled()

  // Fading the widget's iframe (a half-transparent frame over a decoy) disarms it too.
  await page.evaluate(
    () => ((document.querySelector('iframe[title="Wallet connection"]') as HTMLIFrameElement).style.opacity = '0.5'),
  )
  await expect(approve).toBeDisabled()
  await page.evaluate(
    () => ((document.querySelector('iframe[title="Wallet connection"]') as HTMLIFrameElement).style.opacity = '1'),
  )
  await expect(approve).toBeEnabled()
  await approval.getByRole('button', { name: 'Reject' }).click()
  expect(await signature).toBe(4001)
})

function frameAt(page: Page, origin: string): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error(`no frame of ${origin}`)
  return frame
}

/** Asks the email wallet for a signature; resolves with the site's answer (the error code when refused). */
function requestSignature(page: Page, address: Address): Promise<unknown> {
  return page.evaluate(
    (account) =>
      window
        .WalletWidget!.getProvider('eip155')
        .request({ method: 'personal_sign', params: ['0x6869', account] })
        .catch((error: { code: number }) => error.code),
    address,
  )
}

test('a11y: keyboard only — Tab and Shift+Tab never leave the approval; Escape rejects and focus comes back to the widget', async ({
  page,
}) => {
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('keys'))
  const address = (await page.evaluate(() => window.WalletWidget!.getState().address)) as Address
  const widget = await openModal(page, 'Account')
  const answer = requestSignature(page, address)
  const approval = secureFrame(page)
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeEnabled()
  const frame = frameAt(page, SECURE_FRAME_ORIGIN)

  const focusInApproval = () =>
    frame.evaluate(() => {
      const active = document.activeElement as HTMLElement | null
      const inside = document.hasFocus() && Boolean(document.querySelector('.approval')?.contains(active))
      return inside ? (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim() : null
    })
  const seen = new Set<string | null>()
  for (const key of [...Array(8).fill('Tab'), ...Array(5).fill('Shift+Tab')]) {
    await page.keyboard.press(key)
    seen.add(await focusInApproval())
  }
  expect(seen.has(null)).toBe(false)
  expect(seen).toContain('Reject')
  expect(seen).toContain('Approve')
  expect(seen).toContain('Request details')

  // Escape rejects; the modal goes back to the Account view and focus is on a control of its dialog.
  await page.keyboard.press('Escape')
  expect(await answer).toBe(4001)
  await expect(widget.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  const widgetDocument = frameAt(page, `${WIDGET_ORIGIN}/widget/`)
  await expect
    .poll(() =>
      widgetDocument.evaluate(() => {
        const active = document.activeElement
        return document.hasFocus() && active !== document.body && Boolean(active?.closest('[role="dialog"]'))
      }),
    )
    .toBe(true)
})
