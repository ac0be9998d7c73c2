/**
 * The demo sats-connect wallet's page entry (dist/test/sats-test-wallet.js): reads `window.__satsTestWalletConfig`
 * (which dev wallet, 2 unless told; its name; whether to approve by itself), puts its provider object at
 * `window.SatsTestWallet.BitcoinProvider`, adds itself to `window.btc_providers` as sats-connect wallets do, and
 * exposes `window.__satsTestWallet` so tests approve or reject prompts, switch to another dev wallet's accounts
 * (`switchAccount(<dev wallet index>)`) or disconnect from the wallet's side.
 */
import { BITCOIN_DEV_WALLETS } from '../../world/bitcoin/accounts.js'
import { addSatsTestWallet, createSatsTestWallet, type SatsTestWallet } from './wallet.js'

interface SatsTestWalletWindow {
  __satsTestWalletConfig?: { wallet?: number; name?: string; autoApprove?: boolean }
  __satsTestWallet?: Omit<SatsTestWallet, 'provider' | 'switchAccount'> & { switchAccount(wallet: number): void }
}

const page = window as unknown as SatsTestWalletWindow
const config = page.__satsTestWalletConfig ?? {}
const keys = BITCOIN_DEV_WALLETS[config.wallet ?? 2]
if (!keys) throw Error(`[sats-test-wallet] there is no dev wallet ${config.wallet}`)
const name = config.name ?? 'Sats Test Wallet'
const { provider, ...control } = createSatsTestWallet({ ...config, keys, name })
page.__satsTestWallet = {
  ...control,
  switchAccount(index) {
    const next = BITCOIN_DEV_WALLETS[index]
    if (!next) throw Error(`[sats-test-wallet] there is no dev wallet ${index}`)
    control.switchAccount(next)
  },
}
addSatsTestWallet(window, provider, name)
