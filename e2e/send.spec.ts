/**
 * Send from the widget: an ERC-20 amount with the browser wallet and with the email wallet (whose
 * approval shows the decoded amount and recipient), a native send with Max that leaves the fee,
 * the required-fields message, axe on the Send view and a keyboard-only send. Each test sends from
 * an account of its own (a fresh key funded here) to a fresh address, and asserts what changed.
 */
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { type Address, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO_ASSETS } from '../dev/world/demo-assets.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { axeViolations, connectTestWallet, nodeA, openModal, openSite } from './helpers.js'
import { connectWcWallet, ETHER, fundAccount, tokenBalance, USDC } from './wallet-kinds.js'

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const usdcOf = (address: Address) => tokenBalance(DEMO_ASSETS.USDC, address)
const fund = fundAccount

/** The site's test wallet holds a fresh key, funded with 1 ETH and `usdc`; answers its address. */
async function freshBrowserWallet(page: Page, usdc = 0n): Promise<Address> {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAccount(privateKey).address
  await fund(address, ETHER, usdc)
  await page.addInitScript((key) => {
    ;(window as unknown as { __testWalletOverrides: object }).__testWalletOverrides = { privateKey: key }
  }, privateKey)
  return address
}

/** Opens Account and then Send; waits for the token list and the fee. */
async function openSend(page: Page): Promise<FrameLocator> {
  const frame = await openModal(page, 'Account')
  await frame.getByTestId('send-button').click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Send')
  await expect(frame.getByLabel('Token')).toBeVisible({ timeout: 15_000 })
  return frame
}

async function pickUsdc(frame: FrameLocator): Promise<void> {
  await expect(frame.getByLabel('Token').locator('option', { hasText: 'USDC' })).toHaveCount(1, { timeout: 15_000 })
  await frame.getByLabel('Token').selectOption({ label: 'USDC · USD Coin' })
  await expect(frame.getByTestId('send-token-balance')).toContainText('USDC')
}

test('behavior: the browser wallet sends an ERC-20 amount; the node moves exactly that amount and the view returns to Account', async ({
  page,
}) => {
  const sender = await freshBrowserWallet(page, 100n * USDC)
  const receiver = freshAddress()
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openSend(page)
  await pickUsdc(frame)
  await frame.getByLabel('Amount').fill('12.345678')
  await frame.getByLabel('Receiver address').fill(receiver)
  await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', /^\d+$/)
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
  await expect.poll(() => usdcOf(receiver)).toBe(12_345_678n)
  expect(await usdcOf(sender)).toBe(100n * USDC - 12_345_678n)
  // Activity: the send, once indexed, with a minus sign under the current month's title.
  await frame.getByRole('tab', { name: 'Activity' }).click()
  const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date())
  const latest = frame.getByTestId('activity-month').first()
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText(month, { timeout: 30_000 })
  const amount = latest.getByTestId('activity-row').first().getByTestId('activity-amount')
  await expect(amount).toHaveAttribute('data-sign', '−', { timeout: 30_000 })
  await expect(amount).toContainText('12.345')
})

test('behavior: the email wallet sends an ERC-20 amount after the secure frame shows the decoded amount and recipient', async ({
  page,
}) => {
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('send'))
  const sender = (await page.evaluate(() => window.WalletWidget!.getState().address)) as Address
  await fund(sender, ETHER, 50n * USDC)
  const receiver = freshAddress()
  const frame = await openSend(page)
  await pickUsdc(frame)
  await frame.getByLabel('Amount').fill('2.5')
  await frame.getByLabel('Receiver address').fill(receiver)
  await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', /^\d+$/)
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  const approval = secureFrame(page)
  await expect(approval.getByRole('heading', { name: 'Send transaction' })).toBeVisible({ timeout: 20_000 })
  await expect(approval.getByText(`Send 2.5 USDC to ${receiver.slice(0, 4)}…${receiver.slice(-6)}`)).toBeVisible()
  const details = approval.locator('dl')
  await expect(details).toContainText(`Recipient${receiver}`)
  await expect(details).toContainText('Amount2.5 USDC')
  await expect(details).toContainText('Max network fee')
  const approve = approval.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await approve.press('Enter')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
  await expect.poll(() => usdcOf(receiver)).toBe(2_500_000n)
  expect(await usdcOf(sender)).toBe(47_500_000n)
})

test('behavior: a WalletConnect wallet sends the native amount it was asked to; the node moves exactly that and the view returns to Account', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const privateKey = generatePrivateKey()
  const sender = privateKeyToAccount(privateKey).address
  await fund(sender, ETHER)
  const receiver = freshAddress()
  await openSite(page)
  const wallet = await connectWcWallet(page, privateKey)
  try {
    const frame = await openSend(page)
    await expect(frame.getByLabel('Token')).toHaveValue('native:ETH')
    await frame.getByLabel('Amount').fill('0.01')
    await frame.getByLabel('Receiver address').fill(receiver)
    await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', /^\d+$/)
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
    const sent = wallet.requests.find((request) => request.method === 'eth_sendTransaction')
    expect(sent?.chainId).toBe('eip155:31337')
    expect((sent!.params as [{ from: string; to: string; value: string }])[0]).toMatchObject({
      from: wallet.address,
      to: receiver,
      value: toHex(10n ** 16n),
    })
    await expect.poll(() => nodeA.getBalance({ address: receiver })).toBe(10n ** 16n)
  } finally {
    await wallet.stop()
  }
})

test("error: an empty receiver says 'An amount and receiver address are required' on the receiver field", async ({
  page,
}) => {
  await freshBrowserWallet(page)
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openSend(page)
  await frame.getByLabel('Amount').fill('0.1')
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  const receiver = frame.getByLabel('Receiver address')
  await expect(receiver).toHaveAttribute('aria-invalid', 'true')
  await expect(frame.getByTestId('send-receiver-error')).toHaveText('An amount and receiver address are required')
  await expect(receiver).toHaveAttribute('aria-describedby', 'send-receiver-error')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Send')
})

test('behavior: a native send with Max leaves the network fee: the receiver gets balance − max fee, the sender keeps at least the fee it paid', async ({
  page,
}) => {
  const sender = await freshBrowserWallet(page)
  const receiver = freshAddress()
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openSend(page)
  await expect(frame.getByLabel('Token')).toHaveValue('native:ETH')
  await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', /^\d+$/)
  const maxFee = BigInt((await frame.getByTestId('send-fee').getAttribute('data-wei'))!)
  await frame.getByRole('button', { name: 'Max' }).click()
  const expected = ETHER - maxFee
  await expect(frame.getByLabel('Amount')).toHaveValue(formatEther(expected))
  await frame.getByLabel('Receiver address').fill(receiver)
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
  await expect.poll(() => nodeA.getBalance({ address: receiver })).toBe(expected)
  const left = await nodeA.getBalance({ address: sender })
  expect(left >= 0n && left < maxFee).toBe(true)
})

test('a11y: the Send view with a message has no axe violations (light and dark, 100 % and 200 % zoom)', async ({
  page,
}) => {
  await freshBrowserWallet(page)
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openSend(page)
  await frame.getByLabel('Amount').fill('1e3')
  await expect(frame.getByTestId('send-amount-error')).toHaveText(/without an exponent/)
  await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', /^\d+$/)
  expect(await axeViolations(page)).toEqual([])
})

test('keyboard: a native send by keyboard alone, from the Send button of Account to Account again', async ({
  page,
}) => {
  await freshBrowserWallet(page)
  const receiver = freshAddress()
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openModal(page, 'Account')
  await frame.getByTestId('send-button').focus()
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Send')
  await expect(frame.getByLabel('Token')).toBeVisible({ timeout: 15_000 })
  await frame.getByLabel('Token').focus()
  await page.keyboard.press('Tab')
  await expect(frame.getByLabel('Amount')).toBeFocused()
  await page.keyboard.type('0.25')
  await page.keyboard.press('Tab')
  await expect(frame.getByRole('button', { name: 'Max' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(frame.getByLabel('Receiver address')).toBeFocused()
  await page.keyboard.type(receiver)
  await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', /^\d+$/)
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
  await expect.poll(() => nodeA.getBalance({ address: receiver })).toBe(ETHER / 4n)
})

/** Exact decimal ether, as the amount field writes it in English. */
function formatEther(wei: bigint): string {
  const fraction = (wei % ETHER).toString().padStart(18, '0').replace(/0+$/, '')
  return `${wei / ETHER}${fraction ? `.${fraction}` : ''}`
}
