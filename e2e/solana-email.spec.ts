/**
 * The email wallet on a site with a Solana network: its Solana account (an Ed25519 key held in the
 * secure frame) reaches the site's `getProvider('solana')` and Account; a message is shown in the
 * frame's approval and signed once approved.
 */
import { expect, test, type Page } from '@playwright/test'
import { type Address, createSolanaRpc, getBase58Decoder, getBase58Encoder, verifySignature } from '@solana/kit'
import { SITE_URL, SOLANA_RPC } from '../dev/world/test-world.js'
import { shortenAddress } from '../shared/format.js'
import { SOLANA_LOCAL_NAME } from '../shared/solana-networks.js'
import { loginWithEmail, secureFrame, uniqueEmail } from './email-helpers.js'
import { openModal, openSite } from './helpers.js'

const rpc = createSolanaRpc(SOLANA_RPC)
const lamportsOf = async (address: Address) => (await rpc.getBalance(address, { commitment: 'confirmed' }).send()).value

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

test('behavior: an email user sees their Solana account and its balance, and signs a Solana message approved in the secure frame', async ({
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
})
