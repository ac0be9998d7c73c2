/** The WalletConnect slice of the widget's state: the pairing URI on screen, the last error, the wallet picked, the requests waiting on the wallet. */
import type { WalletEntry } from '../api/wallets.js'
import type { PendingWalletRequest } from '../connectors/walletconnect-requests.js'

export interface WalletConnectState {
  uri: string | null
  error: string | null
  /** The directory wallet the user picked, for its name, image and deep links. */
  wallet: WalletEntry | null
  /** The site's requests the connected wallet has not answered yet, oldest first. */
  requests: PendingWalletRequest[]
}

export const initialWalletConnect = (): WalletConnectState => ({ uri: null, error: null, wallet: null, requests: [] })
