/**
 * Points AppKit's own client (`@reown/appkit-controllers`, a real client of the chain-data API) at a
 * server under test: its blockchain API base URL, its project id, and the local chain as its active network.
 */
import { BlockchainApiController, ChainController, FetchUtil, OptionsController } from '@reown/appkit-controllers'

export interface AppKitTarget {
  /** The server's origin, e.g. http://127.0.0.1:4860. */
  apiUrl: string
  projectId: string
  /** The local chain's node. */
  rpcUrl: string
  chainId?: number
}

export function pointAppKitAt({ apiUrl, projectId, rpcUrl, chainId = 31337 }: AppKitTarget): void {
  BlockchainApiController.state.api = new FetchUtil({ baseUrl: `${apiUrl}/`, clientId: null })
  OptionsController.setProjectId(projectId)
  ChainController.state.activeCaipNetwork = {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: 'Anvil Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as typeof ChainController.state.activeCaipNetwork
}
