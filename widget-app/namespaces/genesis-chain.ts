/**
 * What the Bitcoin and Polkadot adapters share about their chain ids: a network is named by the first 32 hex
 * characters of its genesis hash (the CAIP-2 reference), and a wallet of theirs names no chain of its own, so a
 * connection is on the first network of that family the site configured.
 */
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { Network } from '../../shared/networks.js'
import type { Connector } from '../connectors/connector.js'
import type { NamespaceAdapter } from './adapter.js'

const GENESIS_REFERENCE = /^[0-9a-f]{32}$/

/** The chain-id handling of a genesis-hash namespace (`bip122`, `polkadot`). */
export function genesisChainIds(
  namespace: string,
  family: string,
  siteNetworks: () => readonly Network[],
): Pick<NamespaceAdapter, 'chainId' | 'parseChainId' | 'encodeChainId'> {
  return {
    async chainId(connector: Connector) {
      const network = siteNetworks()[0]
      if (!network)
        throw new ProviderRpcError(
          RpcErrorCode.unrecognizedChain,
          `${connector.name}: the site names no ${family} network`,
        )
      return network.id
    },
    parseChainId: (value) => (typeof value === 'string' && GENESIS_REFERENCE.test(value) ? value : null),
    encodeChainId: (chainId) => `${namespace}:${chainId}`,
  }
}
