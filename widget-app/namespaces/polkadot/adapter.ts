/**
 * The polkadot namespace: the site's Polkadot extensions (extensions.ts). Connecting asks the extension for its
 * accounts; signing a message is `signRaw` of its UTF-8 bytes (the extension wraps them in `<Bytes>…</Bytes>`,
 * so `signatureVerify` of @polkadot/util-crypto checks the answer against the message as given). There is no
 * node: reading a balance rejects with `no_node` and the views say no node is configured; activity, names and
 * send are EVM only (§1).
 */
import type { Network } from '../../../shared/networks.js'
import { POLKADOT_NETWORKS } from '../../../shared/polkadot-networks.js'
import { ProviderRpcError, RpcErrorCode, WidgetError } from '../../../shared/errors.js'
import type { NamespaceAdapter } from '../adapter.js'
import { genesisChainIds } from '../genesis-chain.js'
import type { Connector } from '../../connectors/connector.js'
import { discoverPolkadotExtensions, parsePolkadotAccounts, SS58_ADDRESS } from './extensions.js'

export interface PolkadotAdapterOptions {
  /** The site's networks (`data-networks`): an extension signs for the first Polkadot one. */
  networks?: (() => readonly Network[]) | undefined
}

export class NoPolkadotNode extends WidgetError {
  constructor(network: string) {
    super('No Polkadot node is configured', { code: 'no_node', details: network })
  }
}

const hexOf = (bytes: Uint8Array): `0x${string}` =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** Asks the extension to sign `message` (UTF-8) with `address`; answers the signature, hex. */
export async function signPolkadotMessage(connector: Connector, address: string, message: string): Promise<string> {
  if (!SS58_ADDRESS.test(address))
    throw new ProviderRpcError(RpcErrorCode.unauthorized, `${address} is not an SS58 address`)
  const answer = (await connector.request('polkadot:signRaw', {
    address,
    data: hexOf(new TextEncoder().encode(message)),
  })) as { signature?: unknown } | null
  const signature = answer?.signature
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{128,130}$/.test(signature))
    throw new ProviderRpcError(RpcErrorCode.internal, `${connector.name} answered no signature`)
  return signature
}

export function createPolkadotAdapter(options: PolkadotAdapterOptions = {}): NamespaceAdapter {
  const polkadotNetworks = () => (options.networks?.() ?? []).filter((network) => network.chainNamespace === 'polkadot')
  const accounts = async (connector: Connector) => parsePolkadotAccounts(await connector.request('polkadot:accounts'))
  return {
    namespace: 'polkadot',
    knownNetworks: POLKADOT_NETWORKS,
    discover: discoverPolkadotExtensions,
    requestAccounts: accounts,
    accounts,
    ...genesisChainIds('polkadot', 'Polkadot', polkadotNetworks),
    parseAccounts: parsePolkadotAccounts,
    readBalance: async (network) => {
      throw new NoPolkadotNode(network.caipNetworkId)
    },
    readBlockNumber: async (network) => {
      throw new NoPolkadotNode(network.caipNetworkId)
    },
    // An extension signs for any network; there is nothing to switch.
    switchNetwork: async () => undefined,
    // Extensions keep their own list of allowed sites; there is no call to revoke it.
    forget: async () => undefined,
    async answer(request, context) {
      const connection = context.connection()
      if (request.method !== 'polkadot_signMessage')
        throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `${request.method} is not supported on Polkadot`)
      // The site's active connection may be of another namespace (an EVM wallet): that is no Polkadot account.
      if (connection?.connector.chainNamespace !== 'polkadot')
        throw new ProviderRpcError(RpcErrorCode.unauthorized, 'No Polkadot account is connected')
      const { message, address } = Object(request.params) as { message?: unknown; address?: unknown }
      if (typeof message !== 'string')
        throw new ProviderRpcError(RpcErrorCode.invalidParams, 'message must be a string')
      const signer = typeof address === 'string' ? address : connection.address
      return { signature: await signPolkadotMessage(connection.connector, signer, message) }
    },
  }
}
