/**
 * The site's Polkadot extensions (the loader reports them with source `injected-web3`), each as a connector whose
 * `request(method, params)` runs `polkadot:accounts` or `polkadot:signRaw` in the site's page through the loader
 * (loader/polkadot/extensions.ts, over @polkadot/extension-dapp).
 */
import type { LoaderApi, WalletInfo } from '../../../shared/protocol/loader-widget.js'
import type { Connector } from '../../connectors/connector.js'
import type { DiscoveredWallet } from '../adapter.js'
import { requestThroughLoader, withSafeIcon } from '../loader-wallet.js'

export interface PolkadotExtensionConnector extends Connector {
  type: 'ANNOUNCED'
  chainNamespace: 'polkadot'
  /** The extension's id in the site's page. */
  walletId: string
}

/** An SS58 address of a 32-byte key: base58, 46 to 48 characters depending on the network prefix. */
export const SS58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/

export function isPolkadotExtension(value: unknown): value is WalletInfo {
  const { id, name, source } = Object(value) as Partial<WalletInfo>
  return source === 'injected-web3' && typeof id === 'string' && typeof name === 'string' && name.length > 0
}

export function discoverPolkadotExtensions(
  announced: readonly unknown[],
  loader: Pick<LoaderApi, 'walletRequest'>,
): DiscoveredWallet[] {
  return announced.filter(isPolkadotExtension).map((wallet) => {
    const { info, icon } = withSafeIcon(wallet)
    const connector: PolkadotExtensionConnector = {
      id: info.id,
      type: 'ANNOUNCED',
      name: info.name,
      chainNamespace: 'polkadot',
      icon,
      walletId: info.id,
      request: requestThroughLoader(loader, info.id),
    }
    return { info, connector }
  })
}

/** The addresses of an extension's account list (`[{ address }]` or addresses); anything else is dropped. */
export function parsePolkadotAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { address?: unknown } | null)?.address))
    .filter((address): address is string => typeof address === 'string' && SS58_ADDRESS.test(address))
}
