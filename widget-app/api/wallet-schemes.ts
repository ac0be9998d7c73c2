/** The custom URL schemes a directory wallet's own apps answer, read from its links (for WalletConnect deep links). */
import type { WalletEntry } from '../../shared/contracts/directory-api.js'
import { walletLinkSchemes } from '../../shared/deep-link.js'

/** The custom URL schemes of the wallet's own apps, from its mobile and desktop links. */
export function walletOwnSchemes(wallet: Pick<WalletEntry, 'mobile_link' | 'desktop_link'>): ReadonlySet<string> {
  return walletLinkSchemes([wallet.mobile_link, wallet.desktop_link])
}
