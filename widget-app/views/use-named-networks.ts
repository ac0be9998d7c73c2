/**
 * The site's networks as the views that name them show them, following the state: a listed bip122 or polkadot
 * network is named by its chain family (Bitcoin, Polkadot) until its record arrives with its namespace's adapter,
 * which the configuration does not wait for (shared/namespace-network-ids.ts), never by its CAIP-2 id.
 */
import type { Network } from '../../shared/networks.js'
import type { t as translate } from '../i18n/i18n.js'
import { useT } from '../i18n/use-t.js'
import { useAppState } from './context.js'

const NAMED_LATER = new Set(['bip122', 'polkadot'])

/** `network` with a name for the user: its chain family's while its record has not arrived. */
export function namedNetwork(network: Network, t: typeof translate): Network {
  if (network.name !== network.caipNetworkId || !NAMED_LATER.has(network.chainNamespace)) return network
  return { ...network, name: t(`multiWallet.namespaces.${network.chainNamespace as 'bip122' | 'polkadot'}`) }
}

export function useNamedNetworks(): readonly Network[] {
  const t = useT()
  const networks = useAppState((state) => state.config?.networks)
  return (networks ?? []).map((network) => namedNetwork(network, t))
}
