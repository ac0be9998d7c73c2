/**
 * Swap with a WalletConnect wallet: a fresh account paired through the relay approves USDC, then swaps it for
 * DAI on the local Uniswap V2; both transactions reach the wallet as requests on the connected chain, and the
 * node moves the amount sold and at least the quote less the slippage.
 */
import { expect, test } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO_ASSETS } from '../dev/world/demo-assets.js'
import { openModal, openSite } from './helpers.js'
import { connectWcWallet, ETHER, fundAccount, tokenBalance, USDC } from './wallet-kinds.js'

test('behavior: a WalletConnect wallet approves USDC, then swaps it for DAI; the node moves the amount sold and at least the quote less the slippage', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey).address
  await fundAccount(account, ETHER, 100n * USDC)
  await openSite(page)
  const wallet = await connectWcWallet(page, privateKey)
  try {
    const frame = await openModal(page, 'Account')
    await frame.getByTestId('swap-button').click()
    await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Swap')
    for (const [side, symbol] of [
      ['sell', 'USDC'],
      ['buy', 'DAI'],
    ] as const) {
      await frame.getByTestId(`swap-${side}-token`).click({ timeout: 15_000 })
      await frame.getByTestId(`swap-${side}-search`).fill(symbol.toLowerCase())
      await frame.getByTestId(`swap-${side}-option-${symbol}`).click()
      await expect(frame.getByTestId(`swap-${side}-token`)).toHaveText(new RegExp(`: ${symbol}$`))
    }
    await expect(frame.getByTestId('swap-sell-balance')).toContainText('100 USDC', { timeout: 15_000 })
    await frame.getByLabel('Amount to sell').fill('20')
    await expect(frame.getByTestId('swap-quote')).toHaveAttribute('data-amount', /^\d+$/, { timeout: 15_000 })
    await expect(frame.getByTestId('swap-approval-needed')).toHaveText('Approve USDC first: two transactions')
    const quoted = BigInt((await frame.getByTestId('swap-quote').getAttribute('data-amount'))!)
    const minimum = BigInt((await frame.getByTestId('swap-minimum').getAttribute('data-amount'))!)
    expect(minimum).toBe((quoted * 99n) / 100n)

    await frame.getByRole('button', { name: 'Approve USDC and swap' }).click()
    await expect.poll(() => tokenBalance(DEMO_ASSETS.DAI, account), { timeout: 30_000 }).toBeGreaterThan(0n)
    const received = await tokenBalance(DEMO_ASSETS.DAI, account)
    expect(received >= minimum).toBe(true)
    expect(await tokenBalance(DEMO_ASSETS.USDC, account)).toBe(80n * USDC)
    // The approve went to the token and the swap to the router, both asked of the wallet on the connected chain.
    const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sent.map((request) => request.chainId)).toEqual(['eip155:31337', 'eip155:31337'])
    const targets = sent.map((request) => (request.params as [{ to: string }])[0].to.toLowerCase())
    expect(targets[0]).toBe(DEMO_ASSETS.USDC.toLowerCase())
    expect(targets[1]).not.toBe(DEMO_ASSETS.USDC.toLowerCase())
    await expect(frame.getByTestId('swap-sell-balance')).toContainText('80 USDC', { timeout: 15_000 })
  } finally {
    await wallet.stop()
  }
})
