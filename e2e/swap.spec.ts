/**
 * Swap from the widget against the local world's Uniswap V2: a fresh account swaps USDC for DAI with the
 * browser wallet, approving first since its allowance is zero; the node's balances move by the amount sold and
 * by at least the quote less the slippage; the email wallet does the same through the secure frame's approvals;
 * axe on the Swap view with a quote shown.
 */
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { type Address, createWalletClient, erc20Abi, http, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO_ASSETS } from '../dev/world/demo-assets.js'
import { RPC_A } from '../dev/world/test-world.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { axeViolations, connectTestWallet, nodeA, openModal, openSite } from './helpers.js'

/** Anvil's 9th development account: a demo-token holder that funds the tests' fresh accounts. */
const FUNDER_KEY = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'
const ETHER = 10n ** 18n
const USDC = 10n ** 6n

const tokenOf = (token: Address, holder: Address) =>
  nodeA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

/** Gives `address` 1 ETH and `usdc` demo USDC (from the funder). */
async function fund(address: Address, usdc: bigint): Promise<void> {
  await nodeA.request({ method: 'anvil_setBalance' as never, params: [address, toHex(ETHER)] as never })
  const funder = createWalletClient({ account: privateKeyToAccount(FUNDER_KEY), transport: http(RPC_A) })
  const hash = await funder.writeContract({
    address: DEMO_ASSETS.USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, usdc],
    chain: null,
  })
  await nodeA.waitForTransactionReceipt({ hash })
}

/** The site's test wallet holds a fresh key with 1 ETH and `usdc` demo USDC; answers its address. */
async function freshBrowserWallet(page: Page, usdc: bigint): Promise<Address> {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAccount(privateKey).address
  await fund(address, usdc)
  await page.addInitScript((key) => {
    ;(window as unknown as { __testWalletOverrides: object }).__testWalletOverrides = { privateKey: key }
  }, privateKey)
  return address
}

/** Picks `symbol` in the picker of `side` through its search. */
async function pick(frame: FrameLocator, side: 'sell' | 'buy', symbol: string): Promise<void> {
  await frame.getByTestId(`swap-${side}-token`).click()
  await frame.getByTestId(`swap-${side}-search`).fill(symbol.toLowerCase())
  await frame.getByTestId(`swap-${side}-option-${symbol}`).click()
  await expect(frame.getByTestId(`swap-${side}-token`)).toHaveText(new RegExp(`: ${symbol}$`))
}

/** Opens Account, then Swap, with USDC sold for DAI and `amount` typed; waits for the quote and its fee. */
async function openSwap(page: Page, amount: string): Promise<FrameLocator> {
  const frame = await openModal(page, 'Account')
  await frame.getByTestId('swap-button').click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Swap')
  await expect(frame.getByTestId('swap-sell-token')).toBeVisible({ timeout: 15_000 })
  await pick(frame, 'sell', 'USDC')
  await pick(frame, 'buy', 'DAI')
  await expect(frame.getByTestId('swap-sell-balance')).toContainText('100 USDC', { timeout: 15_000 })
  await frame.getByLabel('Amount to sell').fill(amount)
  await expect(frame.getByTestId('swap-quote')).toHaveAttribute('data-amount', /^\d+$/, { timeout: 15_000 })
  await expect(frame.getByTestId('swap-fee')).toHaveAttribute('data-wei', /^\d+$/)
  return frame
}

test('behavior: the browser wallet approves USDC, then swaps it for DAI; the node moves the amount sold and at least the quote less the slippage', async ({
  page,
}) => {
  const account = await freshBrowserWallet(page, 100n * USDC)
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openSwap(page, '25')
  await expect(frame.getByTestId('swap-approval-needed')).toHaveText('Approve USDC first: two transactions')
  await expect(frame.getByTestId('swap-price-impact')).not.toBeEmpty()
  const quoted = BigInt((await frame.getByTestId('swap-quote').getAttribute('data-amount'))!)
  const minimum = BigInt((await frame.getByTestId('swap-minimum').getAttribute('data-amount'))!)
  expect(minimum).toBe((quoted * 99n) / 100n)
  const daiBefore = await tokenOf(DEMO_ASSETS.DAI, account)

  await frame.getByRole('button', { name: 'Approve USDC and swap' }).click()
  await expect.poll(() => tokenOf(DEMO_ASSETS.DAI, account), { timeout: 30_000 }).toBeGreaterThan(daiBefore)
  const received = (await tokenOf(DEMO_ASSETS.DAI, account)) - daiBefore
  expect(received >= minimum).toBe(true)
  expect(received).toBe(quoted)
  expect(await tokenOf(DEMO_ASSETS.USDC, account)).toBe(75n * USDC)
  // The form is cleared once the swap is mined, and the balances are read again.
  await expect(frame.getByLabel('Amount to sell')).toHaveValue('', { timeout: 15_000 })
  await expect(frame.getByTestId('swap-sell-balance')).toContainText('75 USDC', { timeout: 15_000 })
})

test('behavior: the email wallet approves and swaps through two approvals of the secure frame; the node moves the amounts', async ({
  page,
}) => {
  await openSite(page)
  await loginWithEmail(page, uniqueEmail('swap'))
  const account = (await page.evaluate(() => window.WalletWidget!.getState().address)) as Address
  await fund(account, 100n * USDC)
  const frame = await openSwap(page, '10')
  const quoted = BigInt((await frame.getByTestId('swap-quote').getAttribute('data-amount'))!)
  await frame.getByRole('button', { name: 'Approve USDC and swap' }).click()
  const approval = secureFrame(page)
  // One approval for the approve transaction, then one for the swap.
  for (const step of ['approve', 'swap']) {
    await expect(frame.getByTestId('modal'), step).toHaveAttribute('data-view', 'ApproveTransaction', {
      timeout: 30_000,
    })
    const approve = approval.getByRole('button', { name: 'Approve' })
    await expect(approve, step).toBeEnabled()
    await approve.press('Enter')
    await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Swap', { timeout: 30_000 })
  }
  await expect.poll(() => tokenOf(DEMO_ASSETS.DAI, account), { timeout: 30_000 }).toBe(quoted)
  expect(await tokenOf(DEMO_ASSETS.USDC, account)).toBe(90n * USDC)
})

test('a11y: the Swap view with a quote has no axe violations', async ({ page }) => {
  await freshBrowserWallet(page, 100n * USDC)
  await openSite(page)
  await connectTestWallet(page)
  await openSwap(page, '1')
  expect(await axeViolations(page)).toEqual([])
})
