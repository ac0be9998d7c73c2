/** Wallets the site announced (the loader's `WalletInfo`): their stable id, and the only icons shown. */
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'

/** The connector id of an announced wallet: its rdns when it has one (stable across page loads), else its id. */
export function connectorIdOf(wallet: WalletInfo): string {
  return wallet.rdns ?? wallet.id
}

/** Announced icons are accepted only as data:image URIs (shown in <img>, where scripts never run). */
export function safeIcon(icon: unknown): string | undefined {
  return typeof icon === 'string' &&
    /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(icon) &&
    icon.length < 200_000
    ? icon
    : undefined
}
