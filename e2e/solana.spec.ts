/**
 * Solana wallets in the widget: the demo Wallet Standard wallet found in the site's page and
 * connected, its SOL balance from the local Solana node, the site's `getProvider('solana')` signing,
 * and the widget registered as a Wallet Standard wallet that a site built on `getWallets()` uses.
 */
import { expect, type Page, test } from '@playwright/test'
import { getBase58Decoder, getBase58Encoder, verifySignature } from '@solana/kit'
import { SOLANA_DEV_ACCOUNTS } from '../dev/world/solana/accounts.js'
import { SOLANA_RPC } from '../dev/world/test-world.js'
import { formatUnitsExact, shortenAddress } from '../shared/format.js'
import { openModal, openSite, widgetFrame } from './helpers.js'

const DEV0 = SOLANA_DEV_ACCOUNTS[0]!

async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

/** Approves the demo Solana wallet's next prompt once it is shown. */
async function approveInWallet(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__solanaTestWallet?.pendingCount() ?? 0)).toBe(1)
  await page.evaluate(() => window.__solanaTestWallet!.approveNext())
}

async function verifies(address: string, signature: Uint8Array, message: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(getBase58Encoder().encode(address)),
    'Ed25519',
    true,
    ['verify'],
  )
  return verifySignature(key, signature as never, message)
}

declare global {
  interface Window {
    __solanaTestWallet?: { address: string; pendingCount(): number; approveNext(): boolean; rejectNext(): boolean }
    siteWallets: {
      get(): readonly {
        name: string
        accounts: readonly { address: string; publicKey: Uint8Array }[]
        features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
      }[]
    }
  }
}

test.beforeEach(async ({ page }) => {
  await openSite(page, 'site-solana.html')
  await page.waitForFunction(() => Boolean(window.__solanaTestWallet))
})

test('behavior: the demo Solana wallet connects; Account shows its address and SOL balance exactly, and Solana-only views', async ({
  page,
}) => {
  const frame = await openModal(page)
  // The widget lists the page's Solana wallet beside the EVM one, and never itself.
  await expect(frame.getByRole('button', { name: /Solana Test Wallet/ })).toBeVisible()
  await expect(frame.getByRole('button', { name: /Wallet Widget/ })).toHaveCount(0)
  await frame.getByRole('button', { name: /Solana Test Wallet/ }).click()
  await approveInWallet(page)
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress))
    .toBe(`solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B:${DEV0.address}`)

  const view = await openModal(page, 'Account')
  const lamports = await lamportsOf(DEV0.address)
  await expect(view.getByTestId('account-address')).toHaveAttribute('data-address', DEV0.address)
  await expect(view.getByTestId('account-address')).toContainText(shortenAddress(DEV0.address))
  await expect(view.getByTestId('account-balance')).toHaveAttribute('data-wei', lamports.toString())
  await expect(view.getByTestId('account-balance').locator('span[title]')).toHaveAttribute(
    'title',
    `${formatUnitsExact(lamports, 9)} SOL`,
  )
  await expect(view.getByTestId('network-name')).toHaveText('Solana Local')
  // What Solana does not have here is not offered: names, NFTs, activity, EVM sending.
  await expect(view.getByTestId('account-tab-activity')).toHaveCount(0)
  await expect(view.getByTestId('account-tab-nfts')).toHaveCount(0)
  await expect(view.getByTestId('send-button')).toHaveCount(0)
  // The network list offers no EVM chain to a Solana wallet.
  await view.getByTestId('network-button').click()
  await expect(view.getByTestId('network-option')).toHaveCount(1)
  await expect(view.getByTestId('network-option')).toHaveAttribute('data-network', /^solana:/)
})

test("behavior: getProvider('solana') connects and signs a message that @solana/kit verifies", async ({ page }) => {
  const accounts = page.evaluate(() =>
    (window.WalletWidget as unknown as { getProvider(ns: string): { request(a: object): Promise<unknown> } })
      .getProvider('solana')
      .request({ method: 'solana_requestAccounts' }),
  )
  await widgetFrame(page)
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  await approveInWallet(page)
  expect(await accounts).toEqual([{ pubkey: DEV0.address }])

  const message = new TextEncoder().encode('Sign in to 127.0.0.1 with Solana')
  const signed = page.evaluate(
    ([encoded, pubkey]) =>
      (window.WalletWidget as unknown as { getProvider(ns: string): { request(a: object): Promise<unknown> } })
        .getProvider('solana')
        .request({ method: 'solana_signMessage', params: { message: encoded, pubkey } }),
    [getBase58Decoder().decode(message), DEV0.address],
  )
  await approveInWallet(page)
  const { signature } = (await signed) as { signature: string }
  expect(await verifies(DEV0.address, Uint8Array.from(getBase58Encoder().encode(signature)), message)).toBe(true)
})

test('behavior: a site using getWallets() lists the widget as a wallet, connects through it and signs', async ({
  page,
}) => {
  await page.waitForFunction(() => window.siteWallets.get().some((wallet) => wallet.name === 'Wallet Widget'))
  expect(await page.evaluate(() => window.siteWallets.get().map((wallet) => wallet.name))).toEqual(
    expect.arrayContaining(['Wallet Widget', 'Solana Test Wallet']),
  )
  // The site connects to the widget; the widget opens, and the user picks the wallet it signs with.
  const connected = page.evaluate(async () => {
    const widget = window.siteWallets.get().find((wallet) => wallet.name === 'Wallet Widget')!
    const { accounts } = (await widget.features['standard:connect']!.connect!()) as {
      accounts: { address: string }[]
    }
    return accounts.map((account) => account.address)
  })
  await widgetFrame(page)
    .getByRole('button', { name: /Solana Test Wallet/ })
    .click()
  await approveInWallet(page)
  expect(await connected).toEqual([DEV0.address])

  const message = new TextEncoder().encode('hello from a wallet-adapter site')
  const signed = page.evaluate(
    async (bytes) => {
      const widget = window.siteWallets.get().find((wallet) => wallet.name === 'Wallet Widget')!
      const [output] = (await widget.features['solana:signMessage']!.signMessage!({
        account: widget.accounts[0],
        message: Uint8Array.from(bytes),
      })) as { signature: Uint8Array }[]
      return [...output!.signature]
    },
    [...message],
  )
  await approveInWallet(page)
  expect(await verifies(DEV0.address, Uint8Array.from(await signed), message)).toBe(true)
})
