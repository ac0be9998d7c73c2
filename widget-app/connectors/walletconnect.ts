/**
 * WalletConnect: a wallet on another device, paired by
 * QR code or deep link through the deployment's relay. Requests go to the remote wallet.
 */
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { Connector } from './connector.js'
import type { WalletConnectClient, WalletConnectSession } from './walletconnect-client.js'

export const WALLET_CONNECT_ID = 'walletConnect'
/** The namespace of the connector with the plain id; the session's other namespaces have connectors of their own. */
export const WALLET_CONNECT_NAMESPACE = 'eip155'

/**
 * The id of the connector of a session's `namespace`: `walletConnect` for eip155 (as before other
 * namespaces were asked), `walletConnect:<namespace>` for the others, so each namespace's
 * connection has its own entry in the connection list.
 */
export function walletConnectConnectorId(namespace: string): string {
  return namespace === WALLET_CONNECT_NAMESPACE ? WALLET_CONNECT_ID : `${WALLET_CONNECT_ID}:${namespace}`
}

/** Whether `id` names a WalletConnect session's connector (any namespace), live or stored from before a reload. */
export function isWalletConnectConnectorId(id: string): boolean {
  return id === WALLET_CONNECT_ID || id.startsWith(`${WALLET_CONNECT_ID}:`)
}

/**
 * Refused even when a wallet approved it on its own: `eth_sign` signs a bare hash the user cannot
 * read, and the session never asks for it (walletconnect-namespaces.ts).
 */
const REFUSED_METHODS: ReadonlySet<string> = new Set(['eth_sign'])

export interface WalletConnectConnector extends Connector {
  type: 'WALLET_CONNECT'
  session: WalletConnectSession
}

export function createWalletConnectConnector(
  client: Pick<WalletConnectClient, 'request'>,
  session: WalletConnectSession,
  chainId: () => number,
): WalletConnectConnector {
  const chainOfSession = () => {
    const first = session.accounts[0]?.split(':')
    return Number(first?.[1] ?? chainId())
  }
  return {
    id: WALLET_CONNECT_ID,
    type: 'WALLET_CONNECT',
    name: session.walletName || 'WalletConnect',
    chainNamespace: WALLET_CONNECT_NAMESPACE,
    session,
    async request(method, params) {
      if (REFUSED_METHODS.has(method)) {
        throw new ProviderRpcError(
          RpcErrorCode.unsupportedMethod,
          `${method} is not offered: it signs a bare hash the user cannot read; use personal_sign or eth_signTypedData_v4`,
        )
      }
      if (method === 'eth_chainId') return `0x${chainOfSession().toString(16)}`
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return session.accounts.map((account) => account.split(':')[2])
      return client.request(session.topic, `eip155:${chainId() || chainOfSession()}`, method, params ?? [])
    },
  }
}

/** Loads the WalletConnect client on demand (a separate chunk). */
export async function loadWalletConnect(): Promise<typeof import('./walletconnect-client.js')> {
  provideStorageIfDenied()
  return import('./walletconnect-client.js')
}

/**
 * The WalletConnect libraries read `window.localStorage` when their modules load, even when
 * given their own storage. In a cross-site iframe whose storage the browser denies, that read
 * throws; give them an in-memory Storage instead (nothing the widget keeps lives there).
 */
function provideStorageIfDenied(): void {
  try {
    void window.localStorage
  } catch {
    const values = new Map<string, string>()
    const memory: Storage = {
      get length() {
        return values.size
      },
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => void values.delete(key),
      setItem: (key, value) => void values.set(key, String(value)),
    }
    Object.defineProperty(window, 'localStorage', { value: memory, configurable: true })
  }
}
