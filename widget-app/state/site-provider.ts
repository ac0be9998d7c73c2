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
import type { Modal } from './modal.js'
import type { Project } from './project.js'
import type { Store } from './store.js'

export interface SiteProvider {
  request(namespace: ChainNamespace, request: RpcRequest): Promise<RpcResult>
}

export interface SiteProviderDeps {
  store: Store<AppState>
  adapters: Pick<NamespaceAdapters, 'get'>
  connections: Pick<Connections, 'active' | 'switchConnector' | 'chainChanged'>
  modal: Pick<Modal, 'waitForConnection'>
  project: Pick<Project, 'requireAllowedOrigin'>
}

export function createSiteProvider({ store, adapters, connections, modal, project }: SiteProviderDeps): SiteProvider {
  const context: ProviderContext = {
    connection: connections.active,
    networks: () => store.get().config?.networks ?? [],
    requireAllowedOrigin: project.requireAllowedOrigin,
    switchTo: connections.switchConnector,
    chainChanged: (connector, chainId) => connections.chainChanged(connector.id, chainId),
    waitForConnection: modal.waitForConnection,
  }
  return {
    async request(namespace, request) {
      try {
        // The site's page may pass anything as a request.
        if (typeof request?.method !== 'string')
          throw new ProviderRpcError(RpcErrorCode.invalidParams, 'expected { method, params? }')
        return { ok: true, result: await adapters.get(namespace).answer(request, context) }
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) }
      }
    },
  }
}
