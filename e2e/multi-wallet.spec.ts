/**
 * Several connections at once: the demo EVM wallet and the demo Solana wallet held together on a
 * site with data-multi-wallet (project e2e-multi enables multiWallet), switched in ProfileWallets,
 * both in getState() with their balances; the wallet connected from SwitchActiveChain lands on the
 * network chosen there; and on a site without the switch the second connection replaces the first.
 */
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { SOLANA_DEV_ACCOUNTS } from '../dev/world/solana/accounts.js'
import { RPC_A } from '../dev/world/test-world.js'
import { formatUnitsExact } from '../shared/format.js'
import { openModal, openSite } from './helpers.js'

const SOLANA_ADDRESS = SOLANA_DEV_ACCOUNTS[0]!.address
const SOLANA_NETWORK = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'

declare global {
  interface Window {
    __solanaTestWallet?: { address: string; pendingCount(): number; approveNext(): boolean; rejectNext(): boolean }
  }
}

const state = (page: Page) => page.evaluate(() => window.WalletWidget!.getState())

/** Connects the demo EVM wallet, then the demo Solana wallet (approving its prompt), from Connect. */
async function connectBoth(page: Page): Promise<void> {
  let frame = await openModal(page)
  await frame.getByRole('button', { name: /^Test Wallet/ }).click()
  await expect.poll(async () => (await state(page)).caipNetworkId).toBe('eip155:31337')
  frame = await openModal(page, 'Connect')
  await frame.getByRole('button', { name: /Solana Test Wallet/ }).click()
  await expect.poll(() => page.evaluate(() => window.__solanaTestWallet?.pendingCount() ?? 0)).toBe(1)
  await page.evaluate(() => window.__solanaTestWallet!.approveNext())
  await expect.poll(async () => (await state(page)).caipNetworkId).toBe(SOLANA_NETWORK)
}

test('behavior: the EVM and the Solana demo wallets are held at once, switched in ProfileWallets, both in getState()', async ({
  page,
}) => {
  await openSite(page, 'site-multi-wallet.html')
  await page.waitForFunction(() => Boolean(window.__solanaTestWallet))
  await connectBoth(page)
  const both = await state(page)
  const evmAddress = both.accounts?.eip155?.address
  expect(both).toMatchObject({
    status: 'connected',
    address: SOLANA_ADDRESS,
    accounts: {
      eip155: { status: 'connected', active: false, caipNetworkId: 'eip155:31337' },
      solana: { status: 'connected', active: true, address: SOLANA_ADDRESS, caipNetworkId: SOLANA_NETWORK },
    },
  })
  expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The site's EVM provider still speaks for the EVM wallet while Solana is active.
  expect(
    await page.evaluate(() => window.WalletWidget!.getProvider('eip155').request({ method: 'eth_accounts' })),
  ).toEqual([evmAddress])

  // Account reads the active (Solana) balance, and the EVM connection's with it: exact, from the node.
  const frame = await openModal(page, 'Account')
  const wei = await createPublicClient({ transport: http(RPC_A) }).getBalance({ address: evmAddress as `0x${string}` })
  await expect
    .poll(async () => (await state(page)).accounts?.eip155)
    .toMatchObject({ active: false, balance: formatUnitsExact(wei, 18), balanceSymbol: 'ETH' })
  await frame.getByTestId('profile-wallets-button').click()
  const list = frame.getByTestId('profile-wallets')
  await expect(list.getByTestId('connection')).toHaveCount(2)
  await expect(list.locator('[data-status="connected"]').getByTestId('connection-balance')).toHaveAttribute(
    'data-value',
    wei.toString(),
  )
  await expect(list.locator('[data-status="active"]')).toContainText('Solana Test Wallet')
  await list.getByRole('button', { name: 'Switch to Test Wallet' }).click()
  await expect(list.locator('[data-status="active"]')).toContainText('Test Wallet')
  await expect.poll(async () => (await state(page)).address).toBe(evmAddress)
  expect((await state(page)).accounts).toMatchObject({
    eip155: { active: true, address: evmAddress },
    solana: { active: false, status: 'connected', address: SOLANA_ADDRESS },
  })

  // Back to Solana: the switch goes both ways, with no prompt from either wallet.
  await list.getByRole('button', { name: 'Switch to Solana Test Wallet' }).click()
  await expect.poll(async () => (await state(page)).address).toBe(SOLANA_ADDRESS)
  expect(await page.evaluate(() => window.__solanaTestWallet!.pendingCount())).toBe(0)
})

test('behavior: a wallet connected from SwitchActiveChain is switched to the network chosen there', async ({
  page,
}) => {
  await openSite(page, 'site-multi-wallet.html')
  await page.waitForFunction(() => Boolean(window.__solanaTestWallet))
  let frame = await openModal(page)
  await frame.getByRole('button', { name: /Solana Test Wallet/ }).click()
  await expect.poll(() => page.evaluate(() => window.__solanaTestWallet?.pendingCount() ?? 0)).toBe(1)
  await page.evaluate(() => window.__solanaTestWallet!.approveNext())
  await expect.poll(async () => (await state(page)).caipNetworkId).toBe(SOLANA_NETWORK)
  await page.evaluate(() => {
    const seen: (string | null)[] = []
    ;(window as unknown as { chainsSeen: typeof seen }).chainsSeen = seen
    window.WalletWidget!.on('chainChanged', (event) => void seen.push(event.state.caipNetworkId))
  })

  frame = await openModal(page, 'Networks')
  await frame.getByRole('button', { name: 'Chain 31338' }).click()
  await expect(frame.getByTestId('switch-active-chain')).toContainText('Chain 31338')
  await frame.getByRole('button', { name: 'Connect a wallet' }).click()
  await frame.getByRole('button', { name: /^Test Wallet/ }).click()

  // The test wallet connects on 31337, then is asked to add and switch to 31338, the network chosen.
  await expect.poll(async () => (await state(page)).caipNetworkId).toBe('eip155:31338')
  expect((await state(page)).accounts).toMatchObject({
    eip155: { active: true, caipNetworkId: 'eip155:31338' },
    solana: { active: false, status: 'connected', address: SOLANA_ADDRESS },
  })
  expect(await page.evaluate(() => (window as unknown as { chainsSeen: string[] }).chainsSeen)).toContain(
    'eip155:31338',
  )
  expect(await page.evaluate(() => window.WalletWidget!.getProvider('eip155').request({ method: 'eth_chainId' }))).toBe(
    '0x7a6a',
  )
})

test('behavior: without data-multi-wallet the second connection replaces the first', async ({ page }) => {
  await openSite(page, 'site-solana.html')
  await page.waitForFunction(() => Boolean(window.__solanaTestWallet))
  await connectBoth(page)
  const after = await state(page)
  expect(after).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
  expect(Object.keys(after.accounts ?? {})).toEqual(['solana'])
  const frame = await openModal(page, 'Account')
  await expect(frame.getByTestId('account-address')).toHaveAttribute('data-address', SOLANA_ADDRESS)
  await expect(frame.getByTestId('profile-wallets-button')).toHaveCount(0)
})
