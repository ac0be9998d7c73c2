/**
 * A sats-connect Bitcoin wallet in the widget: the development sats-connect wallet (`window.btc_providers`, dev
 * wallet 2) is listed in Connect beside the Wallet Standard one (dev wallet 0); it connects with its payment and
 * ordinal accounts, Account shows both and the payment account's balance from the test world's UTXO node exactly,
 * a message it signs verifies as BIP-322, a PSBT it signs is accepted by the node (testmempoolaccept, so nothing is
 * spent), a connection it rejects shows the declined state, from which Try again connects, and switching account or
 * disconnecting in the wallet reaches the widget.
 */
import { expect, type Page, test } from '@playwright/test'
import { address as bitcoinAddress, Psbt } from 'bitcoinjs-lib'
import { BITCOIN_DEV_WALLETS } from '../dev/world/bitcoin/accounts.js'
import { createNodeRpc } from '../server/chain-data/bitcoin/node-rpc.js'
import { verifyBip322Simple } from '../shared/bitcoin/bip322.js'
import { BITCOIN_LOCAL_NETWORK_ID, LITECOIN_REGTEST } from '../shared/bitcoin-networks.js'
import { expectBitcoinAccounts } from './bitcoin-helpers.js'
import { openModal, openSite, siteRequest } from './helpers.js'

const SATS = BITCOIN_DEV_WALLETS[2]!
const FEE = 10_000n

interface Prompts {
  pendingCount(): number
  approveNext(): boolean
  rejectNext(): boolean
}

declare global {
  interface Window {
    __satsTestWallet?: Prompts & { switchAccount(wallet: number): void; disconnect(): void }
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
  await expectBitcoinAccounts(view, SATS)
})

test('behavior: a message the sats-connect wallet signs verifies as BIP-322 for its payment address', async ({
  page,
}) => {
  await connectSats(page)
  const message = 'Sign in to 127.0.0.1 with Bitcoin\nNonce: 7c2a'
  const signed = siteRequest(page, 'bip122', 'signMessage', { message })
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
  const signing = siteRequest(page, 'bip122', 'signPsbt', {
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

test('behavior: switching account in the sats-connect wallet moves the connection to its payment address; disconnecting there ends it', async ({
  page,
}) => {
  await connectSats(page)
  const next = BITCOIN_DEV_WALLETS[1]!
  await page.evaluate(() => window.__satsTestWallet!.switchAccount(1))
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().caipAddress))
    .toBe(`${BITCOIN_LOCAL_NETWORK_ID}:${next.payment.address}`)
  const view = await openModal(page, 'Account')
  await expect(view.getByTestId('bitcoin-account').nth(1)).toHaveAttribute('data-address', next.ordinal.address)

  await page.evaluate(() => window.__satsTestWallet!.disconnect())
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().status)).toBe('disconnected')
})
