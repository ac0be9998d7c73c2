import { expect, test } from '@playwright/test'
import { getAddress, type Hash } from 'viem'
import { formatAmount } from '../shared/format.js'
import { shortenAddress } from '../shared/format.js'
import { balanceOf, nodeA, nodeB, openSite, openModal } from './helpers.js'
import { ACCOUNT_0, ACCOUNT_1 } from '../dev/world/test-world.js'

test('behavior: connect a browser wallet, see the real balance, send from the site, switch network, disconnect', async ({
  page,
}) => {
  await openSite(page)
  const frame = await openModal(page)

  // Connect view lists the wallet the page announced over EIP-6963.
  await expect(frame.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  const option = frame.getByRole('button', { name: /Test Wallet/ })
  await expect(option).toBeVisible()
  await option.click()
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().status)).toBe('connected')
  const state = await page.evaluate(() => window.WalletWidget!.getState())
  expect(state.address).toBe(ACCOUNT_0.address)
  expect(state.caipAddress).toBe(`eip155:31337:${ACCOUNT_0.address}`)
  expect(state.open).toBe(false)

  // Account shows the shortened address and exactly the balance the node reports.
  await openModal(page)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  await expect(frame.getByTestId('account-address')).toHaveText(new RegExp(shortenAddress(ACCOUNT_0.address)))
  const balance = frame.getByTestId('account-balance')
  await expect(balance).toHaveAttribute('data-state', 'ready')
  const onNode = await balanceOf(ACCOUNT_0.address)
  await expect(balance).toHaveAttribute('data-wei', onNode.toString())
  await expect(balance).toHaveText(`${formatAmount(onNode, 18)} ETH`)
  await expect(frame.getByTestId('network-name')).toHaveText('Anvil Local')
  await page.evaluate(() => window.WalletWidget!.close())

  // The site's own viem client, built on getProvider('eip155'), sends a transaction the node mines.
  const recipientBefore = await balanceOf(ACCOUNT_1)
  const hash = (await page.evaluate(async (to) => {
    const { createWalletClient, custom, parseEther } = window.siteViem
    const client = createWalletClient({ transport: custom(window.WalletWidget!.getProvider('eip155')) })
    const [account] = await client.requestAddresses()
    return client.sendTransaction({
      account: account!,
      to: to as `0x${string}`,
      value: parseEther('0.25'),
      chain: null,
    })
  }, ACCOUNT_1)) as Hash
  const receipt = await nodeA.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(getAddress(receipt.from)).toBe(ACCOUNT_0.address)
  expect(await balanceOf(ACCOUNT_1)).toBe(recipientBefore + 250_000_000_000_000_000n)

  // Switch network: the wallet does not know chain 31338 (4902), the widget adds it, then switches.
  await openModal(page, 'Account')
  await frame.getByTestId('network-button').click()
  await expect(frame.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await frame.getByRole('button', { name: 'Chain 31338' }).click()
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().chainId)).toBe(31338)
  const added = await page.evaluate(() => (window as any).__testWallet.addedChains)
  expect(added).toEqual([
    {
      chainId: '0x7a6a',
      chainName: 'Chain 31338',
      rpcUrls: ['http://127.0.0.1:8556'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ])
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  await expect(frame.getByTestId('network-name')).toHaveText('Chain 31338')
  await expect(balance).toHaveAttribute('data-wei', (await nodeB.getBalance({ address: ACCOUNT_0.address })).toString())

  // Disconnect: the site hears accountsChanged [] and the Connect view is back.
  await page.evaluate(() => {
    ;(window as any).providerEvents = []
    window
      .WalletWidget!.getProvider('eip155')
      .on('accountsChanged', (accounts: unknown) => (window as any).providerEvents.push(accounts))
  })
  await frame.getByTestId('disconnect-button').click()
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().status)).toBe('disconnected')
  expect(await page.evaluate(() => (window as any).providerEvents)).toEqual([[]])
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Connect')
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
})
