/**
 * The site's provider (`WalletWidget.getProvider(namespace)`): each request is answered by the
 * adapter of its namespace, with the widget's connection, modal and origin check behind it.
 * Every request settles with a result or an error payload that keeps the EIP-1193 code.
 */
import type { ChainNamespace } from '../../shared/caip.js'
import { ProviderRpcError, RpcErrorCode, toErrorPayload } from '../../shared/errors.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import type { NamespaceAdapters, ProviderContext } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import type { EmailSolana } from './email-solana.js'
import type { Modal } from './modal.js'
import type { Project } from './project.js'
import type { Store } from './store.js'

export interface SiteProvider {
  /** A request of the site's provider of `namespace`; a namespace without an adapter is refused. */
  request(namespace: ChainNamespace | (string & {}), request: RpcRequest): Promise<RpcResult>
}

export interface SiteProviderDeps {
  store: Store<AppState>
  adapters: Pick<NamespaceAdapters, 'find' | 'ready'>
  connections: Pick<Connections, 'switchConnector' | 'chainChanged' | 'inNamespace'>
  modal: Pick<Modal, 'waitForConnection'>
  project: Pick<Project, 'requireAllowedOrigin'>
  /** The email wallet's Solana account, the Solana connection while the email wallet is connected. */
  emailSolana?: EmailSolana
}

export function createSiteProvider({
  store,
  adapters,
  connections,
  modal,
  project,
  emailSolana,
}: SiteProviderDeps): SiteProvider {
  // Each namespace's provider speaks for its own namespace's connection only, active or not; the email wallet's
  // Solana account is the Solana connection while the email wallet is connected.
  const context = (namespace: string): ProviderContext => ({
    connection: () => (namespace === 'solana' && emailSolana?.connection()) || connections.inNamespace(namespace),
    networks: () => store.get().config?.networks ?? [],
    requireAllowedOrigin: project.requireAllowedOrigin,
    switchTo: connections.switchConnector,
    chainChanged: (connector, chainId) => connections.chainChanged(connector.id, chainId),
    waitForConnection: modal.waitForConnection,
  })
  return {
    async request(namespace, request) {
      try {
        // The site's page may pass anything as a request.
        if (typeof request?.method !== 'string')
          throw new ProviderRpcError(RpcErrorCode.invalidParams, 'expected { method, params? }')
        // A request may come while the site's namespace adapter is still downloading.
        if (!adapters.find(namespace)) await adapters.ready()
        const adapter = adapters.find(namespace)
        if (!adapter)
          throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, 'Unsupported chain namespace', {
            data: { namespace: String(namespace).slice(0, 40) },
          })
        return { ok: true, result: await adapter.answer(request, context(namespace)) }
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) }
      }
    },
  }
}
