/**
 * The Solana host chunk's start. The loader hands it (on its script element's `host`) the page's
 * wallet registry, the function that sends the wallet list to the widget again, and the site's
 * data attributes. The page's Solana Wallet Standard wallets join the registry's list (after its
 * own), and the widget registers as a Wallet Standard wallet whose features go through the site's
 * Solana provider. The widget never lists itself.
 */
import { registerWallet } from '@wallet-standard/wallet'
import type { WalletRegistry } from '../wallets.js'
import { discoverStandardWallets } from './standard-wallets.js'
import { createWidgetWallet, type SolanaRequestProvider } from './widget-wallet.js'

export type SolanaHostContext = [wallets: WalletRegistry, changed: () => void, attributes: Record<string, string>]

/** What the chunk uses of `window.WalletWidget` (defined by the loader before the chunk runs). */
export interface WidgetHandle {
  getProvider(namespace: 'solana'): SolanaRequestProvider
  disconnect(): Promise<void>
}

export function startSolanaHost([wallets, changed, attributes]: SolanaHostContext, widget: WidgetHandle): void {
  const chains = (attributes['data-networks'] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id): id is `solana:${string}` => id.startsWith('solana:'))
  const self = createWidgetWallet({
    provider: widget.getProvider('solana'),
    chains,
    disconnect: () => widget.disconnect(),
  })
  const standard = discoverStandardWallets(changed, self)
  const { list, provider } = wallets
  wallets.list = () => [...list(), ...standard.list()]
  wallets.provider = (id) => provider(id) ?? standard.provider(id)
  changed()
  registerWallet(self)
}
