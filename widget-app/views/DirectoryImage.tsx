/** A directory wallet's image from the API (cached by the browser: the server marks images immutable). */
import type { WalletEntry } from '../api/wallets.js'
import { walletImageUrl } from '../api/wallets.js'
import { useWidget } from './context.js'
import { WalletImage } from './WalletImage.js'

export function DirectoryImage({ wallet, size = 40 }: { wallet: WalletEntry; size?: number }) {
  const api = useWidget().apiContext()
  if (!api || !wallet.image_id) return <WalletImage name={wallet.name} size={size} />
  return (
    <img
      className="wallet-image"
      src={walletImageUrl(api, wallet.image_id)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  )
}
