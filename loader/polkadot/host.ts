/**
 * The Polkadot host chunk's start: the page's `window.injectedWeb3` extensions join the loader's wallet registry.
 * Listing reads `injectedWeb3` alone; @polkadot/extension-dapp comes in a chunk of its own (pinned by its integrity
 * hash, baked in at build) on the first request. Extensions may inject themselves after this runs, so the list is
 * sent again once the page has loaded. An extension shows the name it is enabled under: the page's title, or its
 * host when it has none.
 */
import { type ChainHostContext, joinRegistry } from '../chain-host.js'
import { loadChunk } from '../chunk.js'
import { discoverPolkadotExtensions, type ExtensionDapp } from './extensions.js'

/** The extension-dapp chunk's path on the loader's origin and its Subresource Integrity hash. */
declare const POLKADOT_DAPP_CHUNK: string
declare const POLKADOT_DAPP_CHUNK_INTEGRITY: string

/** Adds the extension-dapp chunk (its path relative to `base`, this chunk's URL); resolves with what it hands over. */
export function loadExtensionDapp(base: string): Promise<ExtensionDapp> {
  return new Promise((resolve, reject) => {
    const script = loadChunk(`${new URL(POLKADOT_DAPP_CHUNK, base)}`, POLKADOT_DAPP_CHUNK_INTEGRITY, reject)
    ;(script as HTMLScriptElement & { host?: (dapp: ExtensionDapp) => void }).host = resolve
  })
}

export function startPolkadotHost([wallets, changed]: ChainHostContext, base: string): void {
  const originName = document.title.trim() || location.host
  joinRegistry(
    wallets,
    discoverPolkadotExtensions(originName, () => loadExtensionDapp(base)),
    changed,
  )
  if (document.readyState !== 'complete') addEventListener('load', changed, { once: true })
}
