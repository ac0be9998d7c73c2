/**
 * Several connections through one WalletConnect session: on a site with data-multi-wallet and an EVM and a
 * Solana network, a phone-style wallet (the WalletConnect test wallet through the relay) grants both
 * namespaces in one session and each becomes a connection (`walletConnect`, `walletConnect:solana`).
 * ProfileWallets lists both and switches between them; disconnecting one keeps the session for the other,
 * which goes on signing; disconnecting the last ends it.
 */
import { expect, type Page, test } from '@playwright/test'
import { getBase58Decoder } from '@solana/kit'
import { SOLANA_DEV_ACCOUNTS } from '../dev/world/solana/accounts.js'
import { RELAY_URL, SOLANA_RPC } from '../dev/world/test-world.js'
import { startWcWallet } from '../dev/wallets/wc-wallet.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../shared/solana-networks.js'
import { verifiesSolanaSignature } from '../shared/solana/testing/verify-signature.js'
import { copyWalletConnectUri, openModal, openSite, siteRequest } from './helpers.js'
import { ACCOUNT_1_KEY } from './wc-helpers.js'

const SOLANA_KEY = SOLANA_DEV_ACCOUNTS[3]!

const state = (page: Page) => page.evaluate(() => window.WalletWidget!.getState())

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('behavior: one WalletConnect session gives an EVM and a Solana connection, switched in ProfileWallets; disconnecting one keeps the session for the other', async ({
  page,
}) => {
  await openSite(page, 'site-multi-wallet.html')
  const frame = await openModal(page, 'Connect')
  const uri = await copyWalletConnectUri(page, frame)
  const wallet = await startWcWallet({
    relayUrl: RELAY_URL,
    privateKey: ACCOUNT_1_KEY,
    chains: [31337],
    solana: { seedHex: SOLANA_KEY.seedHex, chains: [SOLANA_LOCAL_NETWORK_ID], rpcUrl: SOLANA_RPC },
  })
  try {
    const session = await wallet.pair(uri)
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
    // The site's active network is EVM: the EVM connection is the active one, the Solana one is held beside it.
    await expect.poll(async () => (await state(page)).accounts?.solana?.status, { timeout: 20_000 }).toBe('connected')
    const evm = wallet.address.toLowerCase()
    const both = await state(page)
    expect(both).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      caipNetworkId: 'eip155:31337',
      accounts: {
        eip155: { active: true, status: 'connected', connectorId: 'walletConnect', caipNetworkId: 'eip155:31337' },
        solana: {
          active: false,
          connectorId: 'walletConnect:solana',
          address: SOLANA_KEY.address,
          caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
        },
      },
    })
    expect(both.address?.toLowerCase()).toBe(evm)

    const view = await openModal(page, 'Account')
    await view.getByTestId('profile-wallets-button').click()
    const list = view.getByTestId('profile-wallets')
    await expect(list.getByTestId('connection')).toHaveCount(2)
    const evmRow = list.locator('[data-connector="walletConnect"]')
    const solanaRow = list.locator('[data-connector="walletConnect:solana"]')
    await expect(evmRow).toHaveAttribute('data-status', 'active')
    await expect(solanaRow).toHaveAttribute('data-status', 'connected')
    await expect(list.locator('[data-namespace="solana"]').getByTestId('connection')).toHaveCount(1)

    // Switching makes the Solana connection active: getState()'s namespace and address follow.
    await solanaRow.getByRole('button', { name: /^Switch to / }).click()
    await expect(solanaRow).toHaveAttribute('data-status', 'active')
    await expect.poll(async () => (await state(page)).caipNetworkId).toBe(SOLANA_LOCAL_NETWORK_ID)
    expect(await state(page)).toMatchObject({
      address: SOLANA_KEY.address,
      connectorId: 'walletConnect:solana',
      accounts: { eip155: { active: false, status: 'connected' }, solana: { active: true } },
    })
    // Each provider answers for its own namespace's connection, active or not.
    expect(((await siteRequest(page, 'eip155', 'eth_accounts')) as string[]).map((a) => a.toLowerCase())).toEqual([evm])

    // And back: the EVM connection is active again.
    await evmRow.getByRole('button', { name: /^Switch to / }).click()
    await expect.poll(async () => (await state(page)).caipNetworkId).toBe('eip155:31337')
    expect((await state(page)).address?.toLowerCase()).toBe(evm)

    // Disconnecting the EVM connection forgets its namespace only: the Solana one becomes active, and the
    // session lives on, so the wallet still signs for it.
    await evmRow.getByRole('button', { name: /^Disconnect / }).click()
    await expect(list.getByTestId('connection')).toHaveCount(1)
    await expect(solanaRow).toHaveAttribute('data-status', 'active')
    const after = await state(page)
    expect(after).toMatchObject({
      status: 'connected',
      address: SOLANA_KEY.address,
      caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
    })
    expect(Object.keys(after.accounts ?? {})).toEqual(['solana'])
    expect(await siteRequest(page, 'eip155', 'eth_accounts')).toEqual([])
    const message = new TextEncoder().encode('Still connected through the same session')
    const { signature } = (await siteRequest(page, 'solana', 'solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: SOLANA_KEY.address,
    })) as { signature: string }
    expect(await verifiesSolanaSignature(SOLANA_KEY.address, signature, message)).toBe(true)
    expect(wallet.requests.map((request) => [request.method, request.topic])).toEqual([
      ['solana_signMessage', session.topic],
    ])

    // Disconnecting the last connection ends the widget's connection (and the session with it: the connectors'
    // unit tests show the session's end).
    await solanaRow.getByRole('button', { name: /^Disconnect / }).click()
    await expect.poll(async () => (await state(page)).status).toBe('disconnected')
    expect((await state(page)).accounts).toEqual({})
  } finally {
    await wallet.stop()
  }
})
