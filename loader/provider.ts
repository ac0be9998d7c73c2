/**
 * `WalletWidget.getProvider('eip155')`: an EIP-1193 provider for the site. Requests go to the
 * widget, which answers them with the connected wallet (or 4100/4900 when there is none) and
 * also decides when `accountsChanged`, `chainChanged`, `connect` and `disconnect` fire.
 */
import type { RpcResult } from '../shared/protocol/loader-widget.js'
import { createEmitter } from './emitter.js'

export function createLoaderProvider(send: (request: { method: string; params?: unknown }) => Promise<RpcResult>) {
  const events = createEmitter<unknown>()
  const provider = {
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      // Plain JS may pass anything: the widget checks the request's shape and names what is wrong.
      // The widget out of reach (reloaded, removed, misconfigured) is EIP-1193's "disconnected".
      const reply = await send({ method: args?.method, params: args?.params }).catch(
        (error: Error): RpcResult => ({ ok: false, error: { code: 4900, message: error.message } }),
      )
      if (reply.ok) return reply.result
      throw rpcError(reply.error)
    },
    on(event: string, listener: (data: unknown) => void) {
      events.on(event, listener)
      return provider
    },
    removeListener(event: string, listener: (data: unknown) => void) {
      events.off(event, listener)
      return provider
    },
  }
  const emit = (event: string, data: unknown) =>
    events.emit(event, event === 'disconnect' ? rpcError(data as { code: number; message: string }) : data)
  return { provider, emit }
}

function rpcError(payload: { code: unknown; message: string; data?: unknown }): Error {
  return Object.assign(Error(payload.message), { name: 'ProviderRpcError', ...payload })
}
