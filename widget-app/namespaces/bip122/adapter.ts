/**
 * The bip122 namespace: Wallet Standard and sats-connect Bitcoin wallets of the site's page (standard-wallets.ts;
 * the loader gives both the same features, so they are one kind of connector here). Connecting asks
 * for a payment and an ordinal account (`bitcoin:connect` with both purposes) and keeps them as the connection's
 * accounts (§3), replaced by those of the wallet's account change events; messages are signed BIP-322 simple
 * (shared/bitcoin/bip322.ts verifies them) and PSBTs through `bitcoin:signTransaction`. The balance is the
 * server's (a UTXO node behind the API; `readBalance` option); activity, names and send are EVM only (§1).
 */
import { ProviderRpcError, RpcErrorCode, WidgetError } from '../../../shared/errors.js'
import { BITCOIN_NETWORKS } from '../../../shared/bitcoin-networks.js'
import type { Network } from '../../../shared/networks.js'
import type { Connector } from '../../connectors/connector.js'
import type { NamespaceAdapter } from '../adapter.js'
import { genesisChainIds } from '../genesis-chain.js'
import {
  type BitcoinConnectionAccount,
  discoverBitcoinWallets,
  parseBitcoinAccounts,
  parseBitcoinConnectionAccounts,
} from './standard-wallets.js'

export interface Bip122AdapterOptions {
  /** The site's networks (`data-networks`): a wallet connects on the first bip122 one. */
  networks?: (() => readonly Network[]) | undefined
  /** The native balance in satoshis, from the server's balance API (a browser never calls a UTXO node). */
  readBitcoinBalance?: ((network: Network, address: string) => Promise<bigint>) | undefined
}

export interface Bip122Adapter extends NamespaceAdapter {
  /** The accounts of the last connection of `connector` (payment first), or none. */
  connectionAccounts(connector: Connector): readonly BitcoinConnectionAccount[]
  /** A BIP-322 simple signature (base64) of `message` by `address`, one of the connection's accounts. */
  signMessage(connector: Connector, address: string, message: string): Promise<string>
  /** The PSBT (base64) with the inputs listed by account signed, as the wallet answers it (base64). */
  signPsbt(
    connector: Connector,
    psbt: string,
    inputsToSign: { address: string; signingIndexes: number[] }[],
  ): Promise<string>
}

const PURPOSES = ['payment', 'ordinals'] as const
/** The same empty list each time (views select it from the state). */
const NO_ACCOUNTS: readonly BitcoinConnectionAccount[] = Object.freeze([])

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

function bytesOf(value: unknown, what: string, wallet: string): Uint8Array {
  if (value instanceof Uint8Array) return value
  if (Array.isArray(value) && value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte < 256))
    return Uint8Array.from(value)
  throw new ProviderRpcError(RpcErrorCode.internal, `${wallet} answered no ${what}`)
}

export function createBip122Adapter(options: Bip122AdapterOptions = {}): Bip122Adapter {
  const connected = new Map<string, BitcoinConnectionAccount[]>()
  const bitcoinNetworks = () => (options.networks?.() ?? []).filter((network) => network.chainNamespace === 'bip122')
  const connect = async (connector: Connector): Promise<string[]> => {
    const accounts = parseBitcoinConnectionAccounts(
      await connector.request('bitcoin:connect', { purposes: [...PURPOSES] }),
    )
    connected.set(connector.id, accounts)
    return accounts.map((account) => account.address)
  }
  const ownAccount = (connector: Connector, address: string) => {
    if (!connected.get(connector.id)?.some((account) => account.address === address))
      throw new ProviderRpcError(RpcErrorCode.unauthorized, `${address} is not an account of this connection`)
  }

  const adapter: Bip122Adapter = {
    namespace: 'bip122',
    knownNetworks: BITCOIN_NETWORKS,
    discover: discoverBitcoinWallets,
    requestAccounts: connect,
    // A Bitcoin wallet has no silent connect: the accounts allowed are those of the last connection.
    accounts: async (connector) => (connected.get(connector.id) ?? []).map((account) => account.address),
    ...genesisChainIds('bip122', 'Bitcoin', bitcoinNetworks),
    parseAccounts: parseBitcoinAccounts,
    // The wallet switched accounts (its first payment one becomes the connection's address) or disconnected (none).
    accountsChanged(connector, value) {
      const accounts = parseBitcoinConnectionAccounts(Array.isArray(value) ? { accounts: value } : value)
      if (accounts.length > 0) connected.set(connector.id, accounts)
      else connected.delete(connector.id)
    },
    async readBalance(network, address) {
      if (!options.readBitcoinBalance)
        throw new WidgetError('Token Balance Unavailable', {
          code: 'no_balance_source',
          details: network.caipNetworkId,
        })
      return options.readBitcoinBalance(network, address)
    },
    readBlockNumber: async (network) => {
      throw new WidgetError('No block source', { code: 'no_block_source', details: network.caipNetworkId })
    },
    // A Wallet Standard Bitcoin wallet signs for the network its accounts are on; there is nothing to switch.
    switchNetwork: async () => undefined,
    async forget(connector) {
      connected.delete(connector.id)
      // Not every wallet has `standard:disconnect`; without it there is nothing more to forget.
      await connector.request('standard:disconnect').catch(() => undefined)
    },
    connectionAccounts: (connector) => connected.get(connector.id) ?? NO_ACCOUNTS,
    async signMessage(connector, address, message) {
      ownAccount(connector, address)
      const [answer] = (await connector.request('bitcoin:signMessage', [
        { account: address, message: new TextEncoder().encode(message) },
      ])) as { signature?: unknown }[]
      return toBase64(bytesOf(answer?.signature, 'signature', connector.name))
    },
    async signPsbt(connector, psbt, inputsToSign) {
      for (const { address } of inputsToSign) ownAccount(connector, address)
      const [answer] = (await connector.request('bitcoin:signTransaction', [
        {
          psbt: fromBase64(psbt),
          inputsToSign: inputsToSign.map(({ address, signingIndexes }) => ({ account: address, signingIndexes })),
        },
      ])) as { signedPsbt?: unknown }[]
      return toBase64(bytesOf(answer?.signedPsbt, 'signed PSBT', connector.name))
    },
    async answer(request, context) {
      // The site's active connection may be of another namespace (an EVM wallet): that is no Bitcoin account.
      const connection = context.connection()
      if (connection?.connector.chainNamespace !== 'bip122')
        throw new ProviderRpcError(RpcErrorCode.unauthorized, 'No Bitcoin account is connected')
      const params = Object(request.params) as {
        message?: unknown
        address?: unknown
        psbt?: unknown
        signInputs?: unknown
      }
      const address = typeof params.address === 'string' ? params.address : connection.address
      if (request.method === 'signMessage' && typeof params.message === 'string')
        return { address, signature: await adapter.signMessage(connection.connector, address, params.message) }
      if (request.method === 'signPsbt' && typeof params.psbt === 'string') {
        const signInputs = Object(params.signInputs) as Record<string, unknown>
        const inputsToSign = Object.entries(signInputs).map(([signer, indexes]) => ({
          address: signer,
          signingIndexes: Array.isArray(indexes) ? indexes.filter(Number.isInteger) : [],
        }))
        return { psbt: await adapter.signPsbt(connection.connector, params.psbt, inputsToSign) }
      }
      throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `${request.method} is not supported on Bitcoin`)
    },
  }
  return adapter
}
