/**
 * The email wallet on a site with a Solana network: its Solana account (an Ed25519 key held in the
 * secure frame) reaches the site's `getProvider('solana')` and Account; a message is shown in the
 * frame's approval and signed once approved; a SOL transfer is shown there, signed and sent through the
 * deployment's node once approved. The widget's Send view sends DUSD from that account to a fresh address:
 * the frame's approval names mint (once), receiver and amount, and the receiver's token account is created.
 * On Networks, the Solana network makes the Solana account the active one (getState(), the site's providers)
 * and the EVM network brings the EVM account back.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  type Address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  verifySignature,
} from '@solana/kit'
import { DUSD, SOLANA_DEV_ACCOUNTS } from '../dev/world/solana/accounts.js'
import { mintDusd } from '../dev/world/solana/mint-dusd.js'
import { SITE_URL, SOLANA_RPC } from '../dev/world/test-world.js'
import { shortenAddress } from '../shared/format.js'
import { prepareSolTransfer } from '../shared/solana/transfer.js'
import { SOLANA_LOCAL_NAME } from '../shared/solana-networks.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { openModal, openSite } from './helpers.js'

const rpc = createSolanaRpc(SOLANA_RPC)
const RECEIVER = SOLANA_DEV_ACCOUNTS[3]!.address
const lamportsOf = async (address: Address) => (await rpc.getBalance(address, { commitment: 'confirmed' }).send()).value

/** The DUSD (smallest unit) `owner` holds over its token accounts of the DUSD mint. */
async function dusdOf(owner: Address): Promise<bigint> {
  const { value } = await rpc
    .getTokenAccountsByOwner(owner, { mint: DUSD.mint }, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send()
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** Mints `amount` DUSD to `owner` with the mint authority (its token account created when missing). */
async function mintDusdTo(owner: Address, amount: bigint): Promise<void> {
  await mintDusd(SOLANA_RPC, owner, amount)
  await expect.poll(() => dusdOf(owner)).toBe(amount)
}

/** The site's Solana provider, as the page's own code calls it. */
function solanaRequest(page: Page, method: string, params?: object): Promise<unknown> {
  return page.evaluate(
    ([name, args]) => window.WalletWidget!.getProvider('solana').request({ method: name, params: args }),
    [method, params] as const,
  )
}

async function approveInFrame(page: Page): Promise<void> {
  const approve = secureFrame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await approve.click()
}

test('behavior: an email user sees their Solana account and its balance, signs a Solana message and sends SOL, each approved in the secure frame', async ({
  page,
}) => {
  await openSite(page, 'site-solana.html')
  await loginWithEmail(page, uniqueEmail('solana'))
  await expect
    .poll(async () => ((await solanaRequest(page, 'solana_getAccounts')) as unknown[]).length, { timeout: 15_000 })
    .toBe(1)
  const [{ pubkey }] = (await solanaRequest(page, 'solana_getAccounts')) as [{ pubkey: Address }]
  const approval = secureFrame(page)

  // A message: shown as text, signed with the account's Ed25519 key.
  const text = `Sign in to ${SITE_URL} with Solana`
  const bytes = new TextEncoder().encode(text)
  const signed = solanaRequest(page, 'solana_signMessage', { message: getBase58Decoder().decode(bytes), pubkey })
  await expect(approval.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(approval.getByText(`Requested by ${SITE_URL}`)).toBeVisible()
  await expect(approval.locator('pre')).toHaveText(text)
  await expect(approval.locator('dl')).toContainText(`Network${SOLANA_LOCAL_NAME}`)
  await approveInFrame(page)
  const { signature } = (await signed) as { signature: string }
  const publicKey = await crypto.subtle.importKey('raw', getBase58Encoder().encode(pubkey), 'Ed25519', true, ['verify'])
  expect(await verifySignature(publicKey, getBase58Encoder().encode(signature) as never, bytes)).toBe(true)

  // An airdrop the Account view reads back through the server.
  await rpc.requestAirdrop(pubkey, 1_000_000_000n as never, { commitment: 'confirmed' }).send()
  await expect.poll(() => lamportsOf(pubkey)).toBe(1_000_000_000n)
  // The Account view shows the Solana account beside the EVM one, its balance from the server.
  const modal = await openModal(page)
  await expect(modal.getByTestId('email-solana-account')).toHaveAttribute('data-address', pubkey)
  await expect(modal.getByTestId('email-solana-account')).toContainText(
    `${SOLANA_LOCAL_NAME} ${shortenAddress(pubkey)}`,
  )
  await expect(modal.getByTestId('email-solana-balance')).toHaveText('1 SOL')

  // A SOL transfer the site prepares: shown in the frame's approval, signed and sent once approved.
  const receiverBefore = await lamportsOf(RECEIVER)
  const { transaction } = await prepareSolTransfer(rpc, { from: pubkey, to: RECEIVER, lamports: 10_000_000n })
  const sent = solanaRequest(page, 'solana_signAndSendTransaction', {
    transaction: getBase64EncodedWireTransaction(transaction),
  })
  await expect(approval.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  const details = approval.locator('dl')
  await expect(details).toContainText(`Network${SOLANA_LOCAL_NAME}`)
  await expect(details).toContainText(`Fee payer${pubkey}`)
  await expect(details).toContainText(`Recipient${RECEIVER}`)
  await expect(details).toContainText('Amount0.01 SOL')
  await expect(details).toContainText('Network fee0.000005 SOL')
  await approveInFrame(page)
  const { signature: sentSignature } = (await sent) as { signature: string }
  expect(sentSignature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await expect.poll(() => lamportsOf(RECEIVER)).toBe(receiverBefore + 10_000_000n)
  expect(await lamportsOf(pubkey)).toBe(1_000_000_000n - 10_000_000n - 5_000n)
})

test('behavior: an email user sends DUSD from the Send view to a fresh address: approved in the frame with mint, receiver and amount; the receiver holds exactly that', async ({
  page,
}) => {
  await openSite(page, 'site-solana.html')
  await loginWithEmail(page, uniqueEmail('solana-spl'))
  await expect
    .poll(async () => ((await solanaRequest(page, 'solana_getAccounts')) as unknown[]).length, { timeout: 15_000 })
    .toBe(1)
  const [{ pubkey }] = (await solanaRequest(page, 'solana_getAccounts')) as [{ pubkey: Address }]
  await rpc.requestAirdrop(pubkey, 1_000_000_000n as never, { commitment: 'confirmed' }).send()
  await expect.poll(() => lamportsOf(pubkey)).toBe(1_000_000_000n)
  await mintDusdTo(pubkey, 10_000_000n)
  const receiver = (await generateKeyPairSigner()).address

  // Account offers Send from the Solana account; the Send view lists its SOL and DUSD.
  const modal = await openModal(page)
  await expect(modal.getByTestId('email-solana-account')).toHaveAttribute('data-address', pubkey)
  await modal.getByTestId('email-solana-send').click()
  await expect(modal.getByTestId('modal')).toHaveAttribute('data-view', 'Send')
  await expect(modal.getByLabel('Token').locator('option', { hasText: 'DUSD' })).toHaveCount(1, { timeout: 15_000 })
  await modal.getByLabel('Token').selectOption({ label: 'DUSD · Demo USD' })
  await modal.getByLabel('Amount').fill('2.5')
  await modal.getByLabel('Receiver address').fill(receiver)
  await expect(modal.getByTestId('send-fee')).toHaveAttribute('data-wei', '5000')
  const rent = modal.getByTestId('send-account-rent')
  await expect(rent).toHaveAttribute('data-wei', /^[1-9]\d*$/)
  const rentLamports = BigInt((await rent.getAttribute('data-wei'))!)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()

  // The frame's approval: the receiver's token account created, the transfer's mint, receiver and amount, paid by
  // the Solana account.
  const approval = secureFrame(page)
  await expect(approval.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  const details = approval.locator('dl')
  await expect(details).toContainText(`Network${SOLANA_LOCAL_NAME}`)
  await expect(details).toContainText(`Fee payer${pubkey}`)
  await expect(details).toContainText(`New token account for${receiver}`)
  await expect(details).toContainText(`Mint${DUSD.mint}`)
  // The mint is said once, by the transfer: the token account created for it names its owner only.
  await expect(details.locator('dt', { hasText: /^Mint$/ })).toHaveCount(1)
  await expect(details).toContainText(`Recipient${receiver}`)
  await expect(details).toContainText('Amount2.5')
  await expect(details).toContainText('Network fee0.000005 SOL')
  await approveInFrame(page)

  await expect(modal.getByTestId('modal')).toHaveAttribute('data-view', 'Account', { timeout: 20_000 })
  await expect.poll(() => dusdOf(receiver)).toBe(2_500_000n)
  expect(await dusdOf(pubkey)).toBe(10_000_000n - 2_500_000n)
  expect(await lamportsOf(pubkey)).toBe(1_000_000_000n - 5_000n - rentLamports)
})

test('behavior: an email user picks Solana on Networks: the Solana account is the active one, signs for the site, and the EVM network brings the EVM account back', async ({
  page,
}) => {
  await openSite(page, 'site-solana.html')
  await loginWithEmail(page, uniqueEmail('solana-active'))
  await expect
    .poll(async () => ((await solanaRequest(page, 'solana_getAccounts')) as unknown[]).length, { timeout: 15_000 })
    .toBe(1)
  const [{ pubkey }] = (await solanaRequest(page, 'solana_getAccounts')) as [{ pubkey: Address }]
  const state = () => page.evaluate(() => window.WalletWidget!.getState())
  const evmAddress = (await state()).address!
  expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const evmAccounts = () =>
    page.evaluate(() => window.WalletWidget!.getProvider('eip155').request({ method: 'eth_accounts' }))

  await rpc.requestAirdrop(pubkey, 1_000_000_000n as never, { commitment: 'confirmed' }).send()
  await expect.poll(() => lamportsOf(pubkey)).toBe(1_000_000_000n)

  const modal = await openModal(page, 'Networks')
  await modal.getByRole('button', { name: new RegExp(SOLANA_LOCAL_NAME) }).click()
  await expect(modal.getByTestId('modal')).toHaveAttribute('data-view', 'Account')
  // Account shows the Solana account itself, with its SOL balance; no second row for it.
  await expect(modal.getByTestId('account-balance')).toHaveAttribute('data-wei', '1000000000')
  await expect(modal.getByTestId('email-solana-account')).toHaveCount(0)
  await expect.poll(async () => (await state()).caipNetworkId).toMatch(/^solana:/)
  expect(await state()).toMatchObject({ address: pubkey, connectorId: 'auth', status: 'connected' })
  expect((await state()).caipAddress).toBe(`${(await state()).caipNetworkId}:${pubkey}`)
  expect(await evmAccounts()).toEqual([])

  // The site signs through its Solana provider: the frame's approval, the account's Ed25519 key.
  const bytes = new TextEncoder().encode('Solana is the active account')
  const signed = solanaRequest(page, 'solana_signMessage', { message: getBase58Decoder().decode(bytes), pubkey })
  const approval = secureFrame(page)
  await expect(approval.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await approveInFrame(page)
  const { signature } = (await signed) as { signature: string }
  const publicKey = await crypto.subtle.importKey('raw', getBase58Encoder().encode(pubkey), 'Ed25519', true, ['verify'])
  expect(await verifySignature(publicKey, getBase58Encoder().encode(signature) as never, bytes)).toBe(true)

  const back = await openModal(page, 'Networks')
  await back.getByRole('button', { name: /Anvil Local/ }).click()
  await expect.poll(async () => (await state()).caipNetworkId).toBe('eip155:31337')
  expect((await state()).address).toBe(evmAddress)
  expect(await evmAccounts()).toEqual([evmAddress])
})
