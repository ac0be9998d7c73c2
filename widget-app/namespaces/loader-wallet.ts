/**
 * What the namespaces' connectors of the site's page wallets share: the announcement with only a safe icon kept, and
 * a request that reaches the wallet through the loader by its id (a refusal is thrown as the error the wallet gave).
 */
import { fromErrorPayload } from '../../shared/errors.js'
import type { LoaderApi, WalletInfo } from '../../shared/protocol/loader-widget.js'
import { safeIcon } from '../connectors/announced.js'
import type { Connector } from '../connectors/connector.js'

/** `wallet` with its icon dropped unless it is one the views may show. */
export function withSafeIcon(wallet: WalletInfo): { info: WalletInfo; icon: string | undefined } {
  const icon = safeIcon(wallet.icon)
  const { icon: _dropped, ...rest } = wallet
  return { info: icon ? { ...rest, icon } : rest, icon }
}

export function requestThroughLoader(loader: Pick<LoaderApi, 'walletRequest'>, walletId: string): Connector['request'] {
  return async (method, params) => {
    const reply = await loader.walletRequest(walletId, params === undefined ? { method } : { method, params })
    if (reply.ok) return reply.result
    throw fromErrorPayload(reply.error)
  }
}
