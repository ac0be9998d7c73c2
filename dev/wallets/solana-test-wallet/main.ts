/**
 * The demo Solana wallet's page entry (dist/test/solana-test-wallet.js): reads
 * `window.__solanaTestWalletConfig`, registers the wallet with the Wallet Standard, and exposes
 * `window.__solanaTestWallet` so tests approve or reject prompts and see what the site asked for.
 */
import { registerWallet } from '@wallet-standard/wallet'
import { createSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletConfig } from './wallet.js'

interface SolanaTestWalletWindow {
  __solanaTestWalletConfig?: SolanaTestWalletConfig
  __solanaTestWallet?: Omit<SolanaTestWallet, 'wallet'>
}

const page = window as unknown as SolanaTestWalletWindow
const config = page.__solanaTestWalletConfig
if (!config) throw Error('[solana-test-wallet] window.__solanaTestWalletConfig must be set')
const ready = createSolanaTestWallet(config).then((created) => {
  const { wallet, ...control } = created
  page.__solanaTestWallet = control
  registerWallet(wallet)
})
ready.catch((error: unknown) => console.error('[solana-test-wallet]', error))
