/** WalletConnect in the browser tests: a phone-style wallet that pairs through the relay, then goes away. */
import { expect, type FrameLocator, type Page } from '@playwright/test'
import type { Address } from 'viem'
import { RELAY_URL } from '../dev/world/test-world.js'
import { startWcWallet } from '../dev/wallets/wc-wallet.js'
import { copyWalletConnectUri } from './helpers.js'

/** anvil's second development account: the key of the WalletConnect wallet in the tests. */
export const ACCOUNT_1_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/**
 * Pairs a WalletConnect wallet through the modal's copied link, waits until the site is
 * connected, then stops the wallet: it is gone from the relay without deleting the session, so a
 * request sent afterwards stays pending. Answers the wallet's address.
 */
export async function pairThenLoseWcWallet(page: Page, frame: FrameLocator): Promise<Address> {
  const uri = await copyWalletConnectUri(page, frame)
  const wallet = await startWcWallet({ relayUrl: RELAY_URL, privateKey: ACCOUNT_1_KEY, chains: [31337, 31338] })
  try {
    await wallet.pair(uri)
    await expect
      .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
      .toBe('connected')
  } finally {
    await wallet.stop()
  }
  return wallet.address
}
