/** The WalletConnect slice of the widget's state: the pairing URI on screen, the last error, the wallet picked. */
import type { WalletEntry } from '../api/wallets.js'

export interface WalletConnectState {
  uri: string | null
  error: string | null
  /** The directory wallet the user picked, for its name, image and deep links. */
  wallet: WalletEntry | null
}

export const initialWalletConnect = (): WalletConnectState => ({ uri: null, error: null, wallet: null })
