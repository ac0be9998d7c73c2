/**
 * Setup for the browser tests that run a feature with each wallet kind: a fresh account funded on the first
 * node, and a WalletConnect wallet (a real one, through the local relay) that stays paired for the whole test
 * and sends transactions through that node.
 */
import { expect, type Page } from '@playwright/test'
import { type Address, createWalletClient, erc20Abi, type Hex, http, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startWcWallet, type WcWallet } from '../dev/wallets/wc-wallet.js'
import { DEMO_ASSETS } from '../dev/world/demo-assets.js'
import { RELAY_URL, RPC_A } from '../dev/world/test-world.js'
import { copyWalletConnectUri, nodeA, openModal } from './helpers.js'

/** Anvil's 9th development account: a demo-token holder that funds the tests' fresh accounts. */
const FUNDER_KEY = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'

export const ETHER = 10n ** 18n
export const USDC = 10n ** 6n

export const tokenBalance = (token: Address, holder: Address) =>
  nodeA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

/** Sets `address`'s native balance to `ether` and gives it `usdc` demo USDC from the funder. */
export async function fundAccount(address: Address, ether: bigint, usdc = 0n): Promise<void> {
  await nodeA.request({ method: 'anvil_setBalance' as never, params: [address, toHex(ether)] as never })
  if (usdc === 0n) return
  const funder = createWalletClient({ account: privateKeyToAccount(FUNDER_KEY), transport: http(RPC_A) })
  const hash = await funder.writeContract({
    address: DEMO_ASSETS.USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, usdc],
    chain: null,
  })
  await nodeA.waitForTransactionReceipt({ hash })
}

/**
 * Opens the modal on the page, pairs a WalletConnect wallet of `privateKey` (a fresh key when none) through the
 * copied link and waits until the site is connected. The caller stops the wallet when done (the context needs
 * clipboard permissions).
 */
export async function connectWcWallet(page: Page, privateKey: Hex = generatePrivateKey()): Promise<WcWallet> {
  const uri = await copyWalletConnectUri(page, await openModal(page))
  const wallet = await startWcWallet({
    relayUrl: RELAY_URL,
    privateKey,
    chains: [31337, 31338],
    rpcUrls: { 31337: RPC_A },
  })
  try {
    await wallet.pair(uri)
    await expect
      .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
      .toBe('connected')
  } catch (error) {
    await wallet.stop()
    throw error
  }
  return wallet
}
