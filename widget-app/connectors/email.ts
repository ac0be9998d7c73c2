/**
 * The email wallet's connector: its key lives in the secure frame, so every
 * request is an `rpcRequest` to the frame, which answers reads itself and asks the user in its
 * own UI before it signs anything.
 */
import type { SecureFrameClient } from '../secure-frame/secure-frame-client.js'
import type { Connector } from './connector.js'

export const AUTH_CONNECTOR_ID = 'auth'

export interface EmailConnector extends Connector {
  type: 'AUTH'
}

/** `track()` gives each request an abort signal the controller can fire (the user closed the approval). */
export function createEmailConnector(
  client: () => Promise<SecureFrameClient>,
  track: () => { signal: AbortSignal; done(): void },
): EmailConnector {
  return {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH',
    name: 'Email',
    chainNamespace: 'eip155',
    async request(method, params) {
      const frame = await client()
      const { signal, done } = track()
      try {
        const reply = await frame.request('rpcRequest', params === undefined ? { method } : { method, params }, {
          signal,
        })
        return reply.result
      } finally {
        done()
      }
    },
  }
}
