/** The Bitcoin host chunk's start: the page's Bitcoin Wallet Standard wallets join the loader's wallet registry. */
import { type ChainHostContext, joinRegistry } from '../chain-host.js'
import { discoverBitcoinWallets } from './standard-wallets.js'

export function startBitcoinHost([wallets, changed]: ChainHostContext): void {
  joinRegistry(wallets, discoverBitcoinWallets(changed), changed)
}
