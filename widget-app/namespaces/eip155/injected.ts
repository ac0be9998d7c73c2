/**
 * Browser wallets of the site's page: EIP-6963 announcements and the legacy `window.ethereum`.
 * The providers live in the site's page; each request crosses the channel to the loader, which
 * calls the wallet and sends back the result or the wallet's EIP-1193 error.
 */
import { fromErrorPayload } from '../../../shared/errors.js'
import type { LoaderApi, WalletInfo } from '../../../shared/protocol/loader-widget.js'
import { connectorIdOf, safeIcon } from '../../connectors/announced.js'
import type { Connector } from '../../connectors/connector.js'

export interface InjectedConnector extends Connector {
  type: 'ANNOUNCED' | 'INJECTED'
  /** The wallet's id in the site's page (EIP-6963 uuid); `id` is the stable rdns when there is one. */
  walletId: string
}

export function createInjectedConnector(
  wallet: WalletInfo,
  loader: Pick<LoaderApi, 'walletRequest'>,
): InjectedConnector {
  return {
    id: connectorIdOf(wallet),
    type: wallet.source === 'eip6963' ? 'ANNOUNCED' : 'INJECTED',
    name: wallet.name,
    chainNamespace: 'eip155',
    icon: safeIcon(wallet.icon),
    walletId: wallet.id,
    async request(method, params) {
      const reply = await loader.walletRequest(wallet.id, params === undefined ? { method } : { method, params })
      if (reply.ok) return reply.result
      throw fromErrorPayload(reply.error)
    },
  }
}

/** An announcement the loader may send: an id, a non-empty name, and an EIP-6963 or legacy source. */
export function isWalletInfo(value: unknown): value is WalletInfo {
  const wallet = value as WalletInfo
  return (
    typeof wallet?.id === 'string' &&
    typeof wallet.name === 'string' &&
    wallet.name.length > 0 &&
    (wallet.source === 'eip6963' || wallet.source === 'legacy')
  )
}

/** The EVM wallets of an announcement, icons checked, each with its connector. */
export function discoverInjected(announced: readonly unknown[], loader: Pick<LoaderApi, 'walletRequest'>) {
  return announced.filter(isWalletInfo).map((wallet) => {
    const icon = safeIcon(wallet.icon)
    const { icon: _dropped, ...rest } = wallet
    const info: WalletInfo = icon ? { ...rest, icon } : rest
    return { info, connector: createInjectedConnector(info, loader) }
  })
}
