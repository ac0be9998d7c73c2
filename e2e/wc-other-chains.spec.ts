/**
 * WalletConnect beyond Ethereum: a phone-style wallet (the WalletConnect test wallet through the
 * relay) with an EVM, a Solana and a Bitcoin account connects on a site whose active network is
 * Solana (or Bitcoin), and the connection is that namespace's: the site's `getProvider('solana')`
 * signs a message that verifies with the wallet's Ed25519 key; on the Bitcoin site Account shows the
 * payment and ordinal accounts and the payment account's balance exactly, and a message the site
 * asks the Bitcoin provider to sign verifies as BIP-322.
 */
import { expect, type Page, test } from '@playwright/test'
import { getBase58Decoder } from '@solana/kit'
import { BITCOIN_DEV_WALLETS } from '../dev/world/bitcoin/accounts.js'
import { SOLANA_DEV_ACCOUNTS } from '../dev/world/solana/accounts.js'
import { RELAY_URL, SOLANA_RPC } from '../dev/world/test-world.js'
import { startWcWallet, type StartWcWalletParameters, type WcWallet } from '../dev/wallets/wc-wallet.js'
import { verifyBip322Simple } from '../shared/bitcoin/bip322.js'
import { BITCOIN_LOCAL_NETWORK_ID, LITECOIN_REGTEST } from '../shared/bitcoin-networks.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../shared/solana-networks.js'
import { expectBitcoinAccounts } from './bitcoin-helpers.js'
import { copyWalletConnectUri, openModal, openSite, siteRequest } from './helpers.js'
import { ACCOUNT_1_KEY } from './wc-helpers.js'
import { verifiesSolanaSignature } from '../shared/solana/testing/verify-signature.js'

const SOLANA_KEY = SOLANA_DEV_ACCOUNTS[3]!
/** Dev Bitcoin wallet 0: never spent by the tests, so its payment balance is the funded amount. */
const BITCOIN = BITCOIN_DEV_WALLETS[0]!

/** The wallet's accounts: an EVM one beside the Solana and Bitcoin ones, so the widget has to choose. */
const WALLET: Omit<StartWcWalletParameters, 'relayUrl'> = {
  privateKey: ACCOUNT_1_KEY,
  chains: [31337],
  solana: { seedHex: SOLANA_KEY.seedHex, chains: [SOLANA_LOCAL_NETWORK_ID], rpcUrl: SOLANA_RPC },
  bitcoin: { ...BITCOIN, chains: [BITCOIN_LOCAL_NETWORK_ID], network: LITECOIN_REGTEST },
}

const caipAddress = (page: Page) => page.evaluate(() => window.WalletWidget!.getState().caipAddress)

/** Makes `caipNetworkId` the site's active network while disconnected (the Networks view), then pairs the wallet. */
async function connectOn(page: Page, caipNetworkId: string): Promise<WcWallet> {
  const networks = await openModal(page, 'Networks')
  await networks.locator(`[data-testid="network-option"][data-network="${caipNetworkId}"]`).click()
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().caipNetworkId)).toBe(caipNetworkId)
  const frame = await openModal(page, 'Connect')
  const uri = await copyWalletConnectUri(page, frame)
  const wallet = await startWcWallet({ relayUrl: RELAY_URL, ...WALLET })
  await wallet.pair(uri)
  return wallet
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test("behavior: on a Solana site the WalletConnect wallet's Solana account connects; getProvider('solana') signs a message that verifies with its key", async ({
  page,
}) => {
  await openSite(page, 'site-solana.html')
  const wallet = await connectOn(page, SOLANA_LOCAL_NETWORK_ID)
  try {
    await expect
      .poll(() => caipAddress(page), { timeout: 20_000 })
      .toBe(`${SOLANA_LOCAL_NETWORK_ID}:${wallet.solanaAddress}`)
    expect(wallet.solanaAddress).toBe(SOLANA_KEY.address)
    expect(await siteRequest(page, 'solana', 'solana_requestAccounts')).toEqual([{ pubkey: SOLANA_KEY.address }])

    const message = new TextEncoder().encode('Sign in to 127.0.0.1 with Solana through WalletConnect')
    const { signature } = (await siteRequest(page, 'solana', 'solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: SOLANA_KEY.address,
    })) as { signature: string }
    expect(await verifiesSolanaSignature(SOLANA_KEY.address, signature, message)).toBe(true)
    const other = new TextEncoder().encode('another message')
    expect(await verifiesSolanaSignature(SOLANA_KEY.address, signature, other)).toBe(false)
    expect(wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['solana_signMessage', SOLANA_LOCAL_NETWORK_ID],
    ])
  } finally {
    await wallet.stop()
  }
})

test("behavior: on a Bitcoin site the wallet's payment and ordinal accounts connect; Account shows the payment balance exactly; a message verifies as BIP-322", async ({
  page,
}) => {
  await openSite(page, 'site-bitcoin-polkadot.html')
  const wallet = await connectOn(page, BITCOIN_LOCAL_NETWORK_ID)
  try {
    await expect
      .poll(() => caipAddress(page), { timeout: 20_000 })
      .toBe(`${BITCOIN_LOCAL_NETWORK_ID}:${BITCOIN.payment.address}`)

    const view = await openModal(page, 'Account')
    await expectBitcoinAccounts(view, BITCOIN)
    await expect(view.getByTestId('network-name')).toHaveText('Litecoin Local')

    const message = 'Sign in to 127.0.0.1 with Bitcoin through WalletConnect'
    const { address, signature } = (await siteRequest(page, 'bip122', 'signMessage', { message })) as {
      address: string
      signature: string
    }
    expect(address).toBe(BITCOIN.payment.address)
    const verify = (signer: string, text: string) =>
      verifyBip322Simple({ address: signer, message: text, signature, network: LITECOIN_REGTEST })
    expect(verify(BITCOIN.payment.address, message)).toBe(true)
    expect(verify(BITCOIN.payment.address, `${message}!`)).toBe(false)
    expect(verify(BITCOIN.ordinal.address, message)).toBe(false)
    expect(wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['getAccountAddresses', BITCOIN_LOCAL_NETWORK_ID],
      ['signMessage', BITCOIN_LOCAL_NETWORK_ID],
    ])
  } finally {
    await wallet.stop()
  }
})
