/**
 * What the loader's chain chunks (loader/bitcoin/, loader/polkadot/) are handed on their script element's `host`:
 * the page's wallet registry, the function that sends the wallet list to the widget again, and the site's data
 * attributes; and how a chunk's wallets join the registry.
 */
import type { WalletRegistry } from './wallets.js'

export type ChainHostContext = [wallets: WalletRegistry, changed: () => void, attributes: Record<string, string>]

/** Adds `source`'s wallets to `wallets`: listed after those already there, reached by id when no earlier one has it. */
export function joinRegistry(wallets: WalletRegistry, source: WalletRegistry, changed: () => void): void {
  const { list, provider } = wallets
  wallets.list = () => [...list(), ...source.list()]
  wallets.provider = (id) => provider(id) ?? source.provider(id)
  changed()
}
