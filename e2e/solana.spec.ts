/**
 * Solana wallets in the widget: the demo Wallet Standard wallet found in the site's page and
 * connected, its SOL balance from the local Solana node, the site's `getProvider('solana')` signing,
 * the widget registered as a Wallet Standard wallet that a site built on `getWallets()` uses, Send of
 * SOL and DUSD with the exact balances after, and sign-in with the Solana account.
 */
import { expect, type Page, test } from '@playwright/test'
import { type Address, createSolanaRpc, generateKeyPairSigner, getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { DUSD, SOLANA_DEV_ACCOUNTS } from '../dev/world/solana/accounts.js'
import { SECURE_FRAME_ORIGIN, SITE_URL, SOLANA_RPC } from '../dev/world/test-world.js'
import { createSessionVerifier } from '../docs/examples/verify-session.js'
import { formatUnitsExact, shortenAddress } from '../shared/format.js'
import { parseSolanaSignInMessage } from '../shared/solana/sign-in-message.js'
import { openModal, openSite, widgetFrame } from './helpers.js'
import { lamportsOf } from './solana-helpers.js'
import { verifiesSolanaSignature } from '../shared/solana/testing/verify-signature.js'

const DEV0 = SOLANA_DEV_ACCOUNTS[0]!

/** The DUSD (smallest unit) in the associated token account of `owner`; 0 when it has none. */
async function dusdOf(owner: string): Promise<bigint> {
  const rpc = createSolanaRpc(SOLANA_RPC)
  const [account] = await findAssociatedTokenPda({
    owner: owner as Address,
    mint: DUSD.mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value } = await rpc.getAccountInfo(account, { encoding: 'base64', commitment: 'confirmed' }).send()
  if (!value) return 0n
  return BigInt((await rpc.getTokenAccountBalance(account, { commitment: 'confirmed' }).send()).value.amount)
}

/** Approves the demo Solana wallet's next prompt once it is shown. */
async function approveInWallet(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__solanaTestWallet?.pendingCount() ?? 0)).toBe(1)
  await page.evaluate(() => window.__solanaTestWallet!.approveNext())
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
  // The site's EVM provider has no account: the Solana address is only the Solana provider's.
  expect(
    await page.evaluate(() => window.WalletWidget!.getProvider('eip155').request({ method: 'eth_accounts' })),
  ).toEqual([])

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
  // getState()'s entry for the one connection carries the figure Account shows.
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().accounts?.solana))
    .toMatchObject({ balance: formatUnitsExact(lamports, 9), balanceSymbol: 'SOL' })
  // What Solana does not have here is not offered: names, NFTs, activity, swaps; Send is.
  await expect(view.getByTestId('account-tab-activity')).toHaveCount(0)
  await expect(view.getByTestId('account-tab-nfts')).toHaveCount(0)
  await expect(view.getByTestId('swap-button')).toHaveCount(0)
  await expect(view.getByTestId('send-button')).toBeVisible()
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
  expect(
    await verifiesSolanaSignature(DEV0.address, Uint8Array.from(getBase58Encoder().encode(signature)), message),
  ).toBe(true)
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
  expect(await verifiesSolanaSignature(DEV0.address, Uint8Array.from(await signed), message)).toBe(true)
})

test('behavior: with one connection, a wallet of the other namespace replacing it empties the accounts of the provider it leaves', async ({
  page,
}) => {
  await page.waitForFunction(() => window.siteWallets.get().some((wallet) => wallet.name === 'Wallet Widget'))
  await page.evaluate(() => {
    const seen = { evm: [] as unknown[], solana: [] as string[][] }
    ;(window as unknown as { accountsSeen: typeof seen }).accountsSeen = seen
    window.WalletWidget!.getProvider('eip155').on('accountsChanged', (accounts) => void seen.evm.push(accounts))
    const widget = window.siteWallets.get().find((wallet) => wallet.name === 'Wallet Widget')!
    const events = widget.features['standard:events'] as unknown as {
      on(event: 'change', listener: (change: { accounts?: readonly { address: string }[] }) => void): void
    }
    events.on('change', ({ accounts }) => void seen.solana.push((accounts ?? []).map((account) => account.address)))
  })
  const seen = () =>
    page.evaluate(() => (window as unknown as { accountsSeen: { evm: unknown[]; solana: string[][] } }).accountsSeen)
  let frame = await openModal(page)
  await frame.getByRole('button', { name: /^Test Wallet/ }).click()
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().caipNetworkId)).toBe('eip155:31337')
  const evm = (await seen()).evm.at(-1)
  expect(evm).toHaveLength(1)

  // The Solana wallet replaces the EVM one: the EVM provider's listener hears the empty account list.
  frame = await openModal(page, 'Connect')
  await frame.getByRole('button', { name: /Solana Test Wallet/ }).click()
  await approveInWallet(page)
  await expect.poll(async () => (await seen()).evm.at(-1)).toEqual([])
  await expect.poll(async () => (await seen()).solana.at(-1)).toEqual([DEV0.address])

  // And back: the widget's Wallet Standard wallet announces that its Solana account is gone.
  frame = await openModal(page, 'Connect')
  await frame.getByRole('button', { name: /^Test Wallet/ }).click()
  await expect.poll(async () => (await seen()).solana.at(-1)).toEqual([])
  expect((await seen()).evm.at(-1)).toEqual(evm)
})

/** Connects the demo Solana wallet and opens Send from Account, with its token list loaded. */
async function openSolanaSend(page: Page) {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Solana Test Wallet/ }).click()
  await approveInWallet(page)
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress)).toContain(DEV0.address)
  const view = await openModal(page, 'Account')
  await view.getByTestId('send-button').click()
  await expect(view.getByTestId('modal')).toHaveAttribute('data-view', 'Send')
  await expect(view.getByLabel('Token').locator('option', { hasText: 'DUSD' })).toHaveCount(1, { timeout: 15_000 })
  return view
}

test('behavior: Send moves SOL to a fresh address; the node holds exactly the amount, the sender paid it and the shown fee', async ({
  page,
}) => {
  const receiver = (await generateKeyPairSigner()).address
  const frame = await openSolanaSend(page)
  await expect(frame.getByLabel('Token')).toHaveValue('native:SOL')
  await frame.getByLabel('Receiver address').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await expect(frame.getByTestId('send-receiver-error')).toHaveText(
    'Enter a valid Solana address: 32 to 44 base58 characters',
  )
  await frame.getByLabel('Receiver address').fill(receiver)
  await frame.getByLabel('Amount').fill('0.75')
  await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', '5000')
  await expect(frame.getByTestId('send-fee')).toContainText('0.000005 SOL')
  const before = await lamportsOf(DEV0.address)
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await approveInWallet(page)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
  await expect.poll(() => lamportsOf(receiver)).toBe(750_000_000n)
  expect(await lamportsOf(DEV0.address)).toBe(before - 750_000_000n - 5_000n)
  await expect(frame.getByTestId('account-balance')).toHaveAttribute('data-wei', String(before - 750_005_000n), {
    timeout: 15_000,
  })
})

test('behavior: Send moves DUSD to an address without a token account: it is created, its rent shown and paid in SOL', async ({
  page,
}) => {
  const receiver = (await generateKeyPairSigner()).address
  const frame = await openSolanaSend(page)
  await frame.getByLabel('Token').selectOption({ label: 'DUSD · Demo USD' })
  await frame.getByLabel('Amount').fill('2.5')
  await frame.getByLabel('Receiver address').fill(receiver)
  await expect(frame.getByTestId('send-fee')).toHaveAttribute('data-wei', '5000')
  const rent = frame.getByTestId('send-account-rent')
  await expect(rent).toHaveAttribute('data-wei', /^[1-9]\d*$/)
  const rentLamports = BigInt((await rent.getAttribute('data-wei'))!)
  const [lamports, dusd] = [await lamportsOf(DEV0.address), await dusdOf(DEV0.address)]
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await approveInWallet(page)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
  await expect.poll(() => dusdOf(receiver)).toBe(2_500_000n)
  expect(await dusdOf(DEV0.address)).toBe(dusd - 2_500_000n)
  expect(await lamportsOf(DEV0.address)).toBe(lamports - 5_000n - rentLamports)
  // The balances are read again once the transfer is confirmed.
  const shown = frame.getByTestId('token-row').and(frame.locator('[data-symbol="DUSD"]'))
  await expect(shown).toHaveAttribute('data-amount', formatUnitsExact(dusd - 2_500_000n, 6), { timeout: 15_000 })
})

test('behavior: sign-in with the Solana wallet: it signs the CAIP-122 message, and the site backend verifies the session token', async ({
  page,
}) => {
  await openSite(page, 'site-solana-sign-in.html')
  await page.waitForFunction(() => Boolean(window.__solanaTestWallet))
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Solana Test Wallet/ }).click()
  await approveInWallet(page)
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'SignIn', { timeout: 15_000 })
  await frame.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveInWallet(page)
  await expect(frame.getByRole('dialog')).toBeHidden()

  const session = await page.evaluate(() => window.WalletWidget!.getSession())
  expect(session?.account).toBe(`solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B:${DEV0.address}`)
  expect(parseSolanaSignInMessage(session!.message)).toMatchObject({
    domain: new URL(SITE_URL).host,
    address: DEV0.address,
    uri: SITE_URL,
    chainId: 'WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B',
    statement: 'Sign in to the test shop',
  })
  const verify = createSessionVerifier(SECURE_FRAME_ORIGIN, SITE_URL)
  expect(await verify(session!.token)).toEqual({ account: session!.account, sessionId: expect.any(String) })
})
