/**
 * The Bitcoin host chunk's start: the page's Bitcoin Wallet Standard wallets, then its sats-connect wallets
 * (`window.btc_providers`, those of a name the Wallet Standard does not list already), join the loader's wallet
 * registry. @sats-connect/core comes in a chunk of its own (pinned by its integrity hash, baked in at build) on the
 * first request to a sats-connect wallet.
 */
import { type ChainHostContext, joinRegistry } from '../chain-host.js'
import { loadChunk } from '../chunk.js'
import { discoverSatsConnectWallets } from './sats-providers.js'
import type { SatsConnect } from './sats-requests.js'
import { discoverBitcoinWallets } from './standard-wallets.js'

/** The @sats-connect/core chunk's path on the loader's origin and its Subresource Integrity hash. */
declare const SATS_CONNECT_CHUNK: string
declare const SATS_CONNECT_CHUNK_INTEGRITY: string

/** Adds the @sats-connect/core chunk (its path relative to `base`, this chunk's URL); resolves with its `request`. */
export function loadSatsConnect(base: string): Promise<SatsConnect> {
  return new Promise((resolve, reject) => {
    const script = loadChunk(`${new URL(SATS_CONNECT_CHUNK, base)}`, SATS_CONNECT_CHUNK_INTEGRITY, reject)
    ;(script as HTMLScriptElement & { host?: (core: SatsConnect) => void }).host = resolve
  })
}

export function startBitcoinHost(
  [wallets, changed]: ChainHostContext,
  base: string = document.baseURI,
  load: () => Promise<SatsConnect> = () => loadSatsConnect(base),
): void {
  const standard = discoverBitcoinWallets(changed)
  const standardNames = () => standard.list().map((wallet) => wallet.name)
  // Both join before the widget is told once.
  joinRegistry(wallets, standard, () => undefined)
  joinRegistry(wallets, discoverSatsConnectWallets(changed, load, standardNames), changed)
}
