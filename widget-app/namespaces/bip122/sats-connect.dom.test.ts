// @vitest-environment happy-dom
/**
 * A sats-connect wallet end to end in one page: the development sats-connect wallet in `window.btc_providers`, the
 * loader's Bitcoin chunk (with @sats-connect/core's real `request`), and the widget's adapter reaching it by id as
 * it does across frames. It is one more Bitcoin connector: a payment and an ordinal account (§3), a BIP-322
 * signature that verifies, a rejection the widget reads as 4001, and forgetting it renounces its permissions.
 */
import { request } from '@sats-connect/core'
import { describe, expect, it, vi } from 'vitest'
import { addSatsTestWallet, createSatsTestWallet } from '../../../dev/wallets/sats-test-wallet/wallet.js'
import { BITCOIN_DEV_WALLETS } from '../../../dev/world/bitcoin/accounts.js'
import { startBitcoinHost } from '../../../loader/bitcoin/host.js'
import type { SatsConnect } from '../../../loader/bitcoin/sats-requests.js'
import type { WalletRegistry } from '../../../loader/wallets.js'
import { BITCOIN_LOCAL_NETWORK_ID, BITCOIN_NETWORKS, LITECOIN_REGTEST } from '../../../shared/bitcoin-networks.js'
import { verifyBip322Simple } from '../../../shared/bitcoin/bip322.js'
import type { Network } from '../../../shared/networks.js'
import { loaderBridge } from '../testing/loader-bridge.js'
import { createBip122Adapter } from './adapter.js'

const LOCAL = BITCOIN_NETWORKS.find((network) => network.caipNetworkId === BITCOIN_LOCAL_NETWORK_ID) as Network
const KEYS = BITCOIN_DEV_WALLETS[2]!

const wallet = createSatsTestWallet({ keys: KEYS, autoApprove: false })
const registry: WalletRegistry = { list: () => [], provider: () => undefined }
startBitcoinHost([registry, () => undefined, {}], location.href, async () => ({ request }) as unknown as SatsConnect)
addSatsTestWallet(window, wallet.provider, 'Sats Test Wallet')
const loader = loaderBridge(() => registry)

/** Runs `action`, approving the wallet's prompt once it shows. */
async function approved<T>(action: Promise<T>): Promise<T> {
  await vi.waitFor(() => expect(wallet.pendingCount()).toBe(1))
  wallet.approveNext()
  return action
}

describe('the bip122 namespace with a sats-connect wallet', () => {
  const adapter = createBip122Adapter({ networks: () => [LOCAL] })
  const connector = () => adapter.discover(registry.list(), loader)[0]!.connector

  it('behavior: the wallet is a Bitcoin connector; connecting gives its payment and ordinal accounts (§3)', async () => {
    expect(adapter.discover(registry.list(), loader).map(({ info }) => [info.name, info.source])).toEqual([
      ['Sats Test Wallet', 'sats-connect'],
    ])
    expect(await approved(adapter.requestAccounts(connector()))).toEqual([KEYS.payment.address, KEYS.ordinal.address])
    expect(adapter.connectionAccounts(connector())).toEqual([
      { address: KEYS.payment.address, type: 'payment', publicKey: KEYS.payment.publicKey },
      { address: KEYS.ordinal.address, type: 'ordinal', publicKey: KEYS.ordinal.publicKey },
    ])
  })

  it('behavior: a message signed by the payment account verifies as BIP-322 for that address only', async () => {
    const signature = await approved(adapter.signMessage(connector(), KEYS.payment.address, 'Sign in to the demo'))
    const verify = (address: string) =>
      verifyBip322Simple({ address, message: 'Sign in to the demo', signature, network: LITECOIN_REGTEST })
    expect([verify(KEYS.payment.address), verify(KEYS.ordinal.address)]).toEqual([true, false])
  })

  it('error: a rejected signature reaches the widget as 4001', async () => {
    const signing = adapter.signMessage(connector(), KEYS.payment.address, 'No')
    await vi.waitFor(() => expect(wallet.pendingCount()).toBe(1))
    wallet.rejectNext()
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })

  it('behavior: forgetting the connector renounces the wallet’s permissions', async () => {
    await adapter.forget(connector())
    expect(wallet.requests.at(-1)?.method).toBe('wallet_renouncePermissions')
    expect([wallet.isConnected(), adapter.connectionAccounts(connector())]).toEqual([false, []])
  })
})
