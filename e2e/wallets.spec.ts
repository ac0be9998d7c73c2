import { expect, test } from '@playwright/test'
import { connectTestWallet, openSite, openModal, widgetFrame } from './helpers.js'

test('security: a wallet name with markup shows as text and a script icon is dropped', async ({ page }) => {
  await openSite(page, 'hostile-wallet.html')
  const frame = await openModal(page)
  const hostile = frame.getByTestId('wallet-option').filter({ hasText: '<img src=x onerror="window.pwned=1">' })
  await expect(hostile).toBeVisible()
  await expect(hostile.locator('img')).toHaveCount(0)
  // The legacy window.ethereum, announced by nobody, is offered as well.
  await expect(frame.getByRole('button', { name: /Browser Wallet/ })).toBeVisible()
  expect(await page.evaluate(() => (window as any).pwned)).toBeUndefined()
})

test('behavior: a wallet on a network the site does not use gets UnsupportedChain; switching closes the modal', async ({
  page,
}) => {
  await page.addInitScript(() => {
    ;(window as any).__testWalletOverrides = {
      chains: [
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:8556', name: 'Anvil B' },
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:8555', name: 'Anvil Local' },
      ],
    }
  })
  await openSite(page, 'twice.html') // its first loader lists only eip155:31337
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'UnsupportedChain')
  const state = await page.evaluate(() => window.WalletWidget!.getState())
  expect(state).toMatchObject({ status: 'connected', chainId: 31338, networkSupported: false, open: true })
  await frame.getByRole('button', { name: 'Anvil Local' }).click()
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState()))
    .toMatchObject({ chainId: 31337, networkSupported: true, open: false })
})

test('behavior: a failed network switch goes back one view and shows the wallet error', async ({ page }) => {
  await openSite(page)
  await connectTestWallet(page)
  await page.evaluate(() => {
    const wallet = (window as any).__testWallet
    const original = wallet.provider.request.bind(wallet.provider)
    wallet.provider.request = (args: { method: string }) =>
      args.method === 'wallet_switchEthereumChain'
        ? Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
        : original(args)
  })
  const frame = await openModal(page, 'Networks')
  await frame.getByRole('button', { name: 'Chain 31338' }).click()
  await expect(frame.getByTestId('toast')).toHaveText(/User rejected the request\./)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Networks')
  expect(await page.evaluate(() => window.WalletWidget!.getState().chainId)).toBe(31337)
})

test('behavior: the recent wallet is listed first and marked Recent after a reload', async ({ page }) => {
  await openSite(page)
  await connectTestWallet(page)
  await page.evaluate(() => window.WalletWidget!.disconnect())
  await page.reload()
  await page.waitForFunction(() => Boolean(window.WalletWidget))
  const frame = await openModal(page)
  await expect(frame.getByTestId('wallet-option').first()).toContainText('Recent')
  await expect(widgetFrame(page).getByTestId('wallet-option').first()).toContainText('Test Wallet')
})
