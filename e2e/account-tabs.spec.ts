/**
 * The Account tabs on the shared world with the browser wallet on anvil's 7th account (a demo-asset
 * holder no test sends from): Tokens lists the demo tokens with the balances the node reports and
 * not the decimals-0 one; NFTs lists the collections and not the spam one; Activity shows the
 * account's transfers under the current month's title; axe on each tab; the tabs by keyboard alone.
 */
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test'
import { type Address, erc20Abi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEMO_ASSETS, DEMO_ERC20S, DEMO_HOLDERS } from '../dev/world/demo-assets.js'
import { formatAmount } from '../shared/format.js'
import { axeViolations, connectTestWallet, nodeA, openModal, openSite } from './helpers.js'

/** Anvil's 7th development account (index 6 of the public test mnemonic). */
const HOLDER_KEY = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
const HOLDER = privateKeyToAccount(HOLDER_KEY).address

/** The site's test wallet holds the holder's key; connects it and opens Account. */
async function openAccount(page: Page): Promise<FrameLocator> {
  await page.addInitScript((key) => {
    ;(window as unknown as { __testWalletOverrides: object }).__testWalletOverrides = { privateKey: key }
  }, HOLDER_KEY)
  await openSite(page)
  await connectTestWallet(page)
  const frame = await openModal(page, 'Account')
  await expect(frame.getByTestId('account-tabs')).toBeVisible()
  return frame
}

const tokenBalance = (token: Address) =>
  nodeA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [HOLDER] })

test('behavior: Tokens shows the demo tokens with the balances the node reports, and not the decimals-0 token', async ({
  page,
}) => {
  expect(DEMO_HOLDERS).toContain(HOLDER)
  const frame = await openAccount(page)
  const rows = frame.getByTestId('token-row')
  await expect(rows.first()).toBeVisible({ timeout: 15_000 })
  for (const token of DEMO_ERC20S.filter((candidate) => candidate.decimals > 0)) {
    const amount = formatAmount(await tokenBalance(token.address), token.decimals)
    await expect(frame.locator(`[data-testid="token-row"][data-symbol="${token.symbol}"]`)).toContainText(
      `${amount} ${token.symbol}`,
    )
  }
  const ether = formatAmount(await nodeA.getBalance({ address: HOLDER }), 18)
  await expect(frame.locator('[data-testid="token-row"][data-symbol="ETH"]')).toContainText(`${ether} ETH`)
  await expect(frame.locator('[data-testid="token-row"][data-symbol="PTS"]')).toHaveCount(0)
  await expect(frame.getByTestId('tokens-total')).toContainText('$')
})

test('behavior: NFTs shows the collections, not the spam one; an ERC-1155 card opens its detail with the quantity', async ({
  page,
}) => {
  const frame = await openAccount(page)
  await frame.getByRole('tab', { name: 'NFTs' }).click()
  const cards = frame.getByTestId('nft-card')
  await expect(cards.first()).toBeVisible({ timeout: 30_000 })
  const contracts = await cards.evaluateAll((elements) =>
    elements.map((element) => (element.getAttribute('data-contract') ?? '').split(':').pop()!.toLowerCase()),
  )
  expect(contracts).toContain(DEMO_ASSETS.art.toLowerCase())
  expect(contracts).toContain(DEMO_ASSETS.items.toLowerCase())
  expect(contracts).not.toContain(DEMO_ASSETS.spam.toLowerCase())
  // Local Items id 2: every holder has 5 of this ERC-1155 token.
  await frame.locator('[data-testid="nft-card"][data-token-id="2"]').click()
  await expect(frame.getByTestId('nft-detail')).toBeVisible()
  await expect(frame.getByTestId('nft-token-id')).toHaveText('2')
  await expect(frame.getByTestId('nft-quantity')).toHaveText('5')
  await frame.getByRole('button', { name: 'Back to NFTs' }).click()
  await expect(cards.first()).toBeVisible()
})

test("behavior: Activity shows the account's transfers under the current month's title", async ({ page }) => {
  const frame = await openAccount(page)
  await frame.getByRole('tab', { name: 'Activity' }).click()
  const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date())
  const first = frame.getByTestId('activity-month').first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(month, { timeout: 30_000 })
  await expect(first.getByTestId('activity-row').first()).toBeVisible()
})

test('a11y: each Account tab has no axe violations (light and dark, 100 % and 200 % zoom)', async ({ page }) => {
  test.setTimeout(90_000)
  const frame = await openAccount(page)
  await expect(frame.getByTestId('token-row').first()).toBeVisible({ timeout: 15_000 })
  expect(await axeViolations(page)).toEqual([])
  await frame.getByRole('tab', { name: 'NFTs' }).click()
  await expect(frame.getByTestId('nft-card').first()).toBeVisible({ timeout: 30_000 })
  expect(await axeViolations(page)).toEqual([])
  await frame.getByTestId('nft-card').first().click()
  await expect(frame.getByTestId('nft-detail')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await frame.getByRole('tab', { name: 'Activity' }).click()
  await expect(frame.getByTestId('activity-row').first()).toBeVisible({ timeout: 30_000 })
  expect(await axeViolations(page)).toEqual([])
})

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('keyboard: the tabs by arrow keys, Home and End; Tab goes into the panel; an NFT opens and closes by Enter', async ({
  page,
}) => {
  const frame = await openAccount(page)
  const tokens = frame.getByRole('tab', { name: 'Tokens' })
  const nfts = frame.getByRole('tab', { name: 'NFTs' })
  await tabTo(page, tokens)
  await page.keyboard.press('ArrowRight')
  await expect(nfts).toBeFocused()
  await expect(nfts).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(frame.getByRole('tab', { name: 'Activity' })).toBeFocused()
  await expect(frame.getByRole('tabpanel')).toHaveAttribute('data-testid', 'account-panel-activity')
  await page.keyboard.press('Home')
  await expect(tokens).toBeFocused()
  await expect(tokens).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(frame.getByRole('tab', { name: 'Activity' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tokens).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(frame.getByRole('tabpanel')).toBeFocused()
  // Back to the tab bar, on to NFTs, into its grid: a card opens with Enter, and Back returns to it.
  await page.keyboard.press('Shift+Tab')
  await expect(tokens).toBeFocused()
  await page.keyboard.press('ArrowRight')
  const card = frame.getByTestId('nft-card').first()
  await expect(card).toBeVisible({ timeout: 30_000 })
  await tabTo(page, card, 3)
  await page.keyboard.press('Enter')
  await expect(frame.getByRole('button', { name: 'Back to NFTs' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(card).toBeFocused()
})
