/**
 * A sats-connect Bitcoin wallet in the widget: the development sats-connect wallet (`window.btc_providers`, dev
 * wallet 2) is listed in Connect beside the Wallet Standard one (dev wallet 0); it connects with its payment and
 * ordinal accounts, Account shows both and the payment account's balance from the test world's UTXO node exactly,
 * a message it signs verifies as BIP-322, a PSBT it signs is accepted by the node (testmempoolaccept, so nothing is
 * spent), and a connection it rejects shows the declined state, from which Try again connects.
 */
import { expect, type Page, test } from '@playwright/test'
import { address as bitcoinAddress, Psbt } from 'bitcoinjs-lib'
import { BITCOIN_DEV_WALLETS } from '../dev/world/bitcoin/accounts.js'
import { createNodeRpc } from '../server/chain-data/bitcoin/node-rpc.js'
import { verifyBip322Simple } from '../shared/bitcoin/bip322.js'
import { BITCOIN_LOCAL_NETWORK_ID, LITECOIN_REGTEST } from '../shared/bitcoin-networks.js'
import { formatUnitsExact } from '../shared/format.js'
import { openModal, openSite } from './helpers.js'

const SATS = BITCOIN_DEV_WALLETS[2]!
const FEE = 10_000n

interface Prompts {
  pendingCount(): number
  approveNext(): boolean
  rejectNext(): boolean
}

declare global {
  interface Window {
    __satsTestWallet?: Prompts
  }
}

/** Answers the next prompt of the page's sats-connect wallet once it is shown. */
async function answerPrompt(page: Page, approve = true): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__satsTestWallet?.pendingCount() ?? 0)).toBe(1)
  await page.evaluate(
    (yes) => (yes ? window.__satsTestWallet!.approveNext() : window.__satsTestWallet!.rejectNext()),
    approve,
  )
}

/** A request of the site's bip122 provider, as a site makes it. */
function bitcoinRequest(page: Page, method: string, params: unknown): Promise<unknown> {
  return page.evaluate(
    ([m, p]) =>
      (window.WalletWidget as unknown as { getProvider(ns: string): { request(a: object): Promise<unknown> } })
        .getProvider('bip122')
        .request({ method: m as string, params: p }),
    [method, params] as const,
  )
}

async function connectSats(page: Page): Promise<void> {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Sats Test Wallet/ }).click()
  await answerPrompt(page)
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress))
    .toBe(`${BITCOIN_LOCAL_NETWORK_ID}:${SATS.payment.address}`)
}

test.beforeEach(async ({ page }) => {
  await openSite(page, 'site-bitcoin-sats.html')
  await page.waitForFunction(() => Boolean(window.__satsTestWallet))
})

test('behavior: the sats-connect wallet is listed beside the Wallet Standard one, connects; Account shows its accounts and balance exactly', async ({
  page,
}) => {
  const frame = await openModal(page)
  await expect(frame.getByRole('button', { name: /Bitcoin Test Wallet/ })).toBeVisible()
  await expect(frame.getByRole('button', { name: /Sats Test Wallet/ })).toBeVisible()
  await connectSats(page)

  const view = await openModal(page, 'Account')
  await expect(view.getByTestId('account-address')).toHaveAttribute('data-address', SATS.payment.address)
  const accounts = view.getByTestId('bitcoin-account')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0)).toHaveAttribute('data-type', 'payment')
  await expect(accounts.nth(0)).toHaveAttribute('data-address', SATS.payment.address)
  await expect(accounts.nth(1)).toHaveAttribute('data-type', 'ordinal')
  await expect(accounts.nth(1)).toHaveAttribute('data-address', SATS.ordinal.address)
  // The payment account's balance as the test world's node holds it (funded at start, never spent).
  const balance = view.getByTestId('account-balance')
  await expect(balance).toHaveAttribute('data-wei', SATS.payment.funded.toString(), { timeout: 20_000 })
  await expect(balance.locator('span[title]')).toHaveAttribute(
    'title',
    `${formatUnitsExact(SATS.payment.funded, 8)} LTC`,
  )
})

test('behavior: a message the sats-connect wallet signs verifies as BIP-322 for its payment address', async ({
  page,
}) => {
  await connectSats(page)
  const message = 'Sign in to 127.0.0.1 with Bitcoin\nNonce: 7c2a'
  const signed = bitcoinRequest(page, 'signMessage', { message })
  await answerPrompt(page)
  const { address, signature } = (await signed) as { address: string; signature: string }
  expect(address).toBe(SATS.payment.address)
  const network = LITECOIN_REGTEST
  expect(verifyBip322Simple({ address, message, signature, network })).toBe(true)
  expect(verifyBip322Simple({ address, message: `${message}!`, signature, network })).toBe(false)
  // Not the Wallet Standard wallet's key: the two wallets are told apart.
  expect(verifyBip322Simple({ address: BITCOIN_DEV_WALLETS[0]!.payment.address, message, signature, network })).toBe(
    false,
  )
})

test('behavior: a PSBT spending the payment account, signed by the sats-connect wallet, is accepted by the node', async ({
  page,
}) => {
  const rpcUrl = process.env.E2E_BITCOIN_RPC_URL
  if (!rpcUrl) throw new Error('E2E_BITCOIN_RPC_URL is not set: e2e/global-setup.ts sets it when it starts the world')
  const node = createNodeRpc({ url: rpcUrl, timeoutMs: 30_000 })
  const scan = await node.call<{ unspents: { txid: string; vout: number }[] }>('scantxoutset', [
    'start',
    [`addr(${SATS.payment.address})`],
  ])
  expect(scan.unspents).toHaveLength(1)
  const [funding] = scan.unspents
  const psbt = new Psbt({ network: LITECOIN_REGTEST })
    .addInput({
      hash: funding!.txid,
      index: funding!.vout,
      witnessUtxo: {
        script: bitcoinAddress.toOutputScript(SATS.payment.address, LITECOIN_REGTEST),
        value: SATS.payment.funded,
      },
    })
    .addOutput({ address: SATS.ordinal.address, value: SATS.payment.funded - FEE })

  await connectSats(page)
  const signing = bitcoinRequest(page, 'signPsbt', {
    psbt: psbt.toBase64(),
    signInputs: { [SATS.payment.address]: [0] },
  })
  await answerPrompt(page)
  const signed = Psbt.fromBase64(((await signing) as { psbt: string }).psbt, { network: LITECOIN_REGTEST })
  const hex = signed.finalizeAllInputs().extractTransaction().toHex()
  const [verdict] = await node.call<{ allowed: boolean; 'reject-reason'?: string }[]>('testmempoolaccept', [[hex]])
  expect(verdict).toMatchObject({ allowed: true })
})

test('error: a connection the sats-connect wallet rejects shows the declined state; Try again connects', async ({
  page,
}) => {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Sats Test Wallet/ }).click()
  await answerPrompt(page, false)
  await expect(frame.getByText('Connection declined')).toBeVisible()
  await expect(frame.getByTestId('connect-error')).toHaveText('User rejected the request.')
  expect(await page.evaluate(() => window.WalletWidget!.getState().status)).not.toBe('connected')

  await frame.getByRole('button', { name: 'Try again' }).click()
  await answerPrompt(page)
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().address)).toBe(SATS.payment.address)
})
