/**
 * The demo Bitcoin wallet's page entry (dist/test/bitcoin-test-wallet.js): reads
 * `window.__bitcoinTestWalletConfig` (which dev wallet, whether to approve by itself), registers the wallet with
 * the Wallet Standard, and exposes `window.__bitcoinTestWallet` so tests approve or reject prompts, switch to
 * another dev wallet's accounts (`switchAccount(<dev wallet index>)`) or disconnect from the wallet's side.
 */
import { registerWallet } from '@wallet-standard/wallet'
import { BITCOIN_DEV_WALLETS } from '../../world/bitcoin/accounts.js'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './wallet.js'

interface BitcoinTestWalletWindow {
  __bitcoinTestWalletConfig?: { wallet?: number; name?: string; autoApprove?: boolean }
  __bitcoinTestWallet?: Omit<BitcoinTestWallet, 'wallet' | 'switchAccount'> & { switchAccount(wallet: number): void }
}

const page = window as unknown as BitcoinTestWalletWindow
const config = page.__bitcoinTestWalletConfig ?? {}
const keys = BITCOIN_DEV_WALLETS[config.wallet ?? 0]
if (!keys) throw Error(`[bitcoin-test-wallet] there is no dev wallet ${config.wallet}`)
const { wallet, ...control } = createBitcoinTestWallet({ ...config, keys })
page.__bitcoinTestWallet = {
  ...control,
  switchAccount(index) {
    const next = BITCOIN_DEV_WALLETS[index]
    if (!next) throw Error(`[bitcoin-test-wallet] there is no dev wallet ${index}`)
    control.switchAccount(next)
  },
}
registerWallet(wallet)
