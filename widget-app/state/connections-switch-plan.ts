/** What switching to a stored connection does for each of its statuses (§4), and the errors of switching. */
import { WidgetError } from '../../shared/errors.js'
import type { ConnectionStatus } from './connections-several.js'

export type SwitchPlan =
  /** Active or connected: its connector is asked for its account again and it becomes the active one. */
  | 'reconnect'
  /** Disconnected: the login flow of its kind opens, then ProfileWallets. */
  | 'login'

export const INVALID_CONNECTION_STATUS = 'Invalid connection status'
export const NO_CONNECTOR_FOR_CONNECTION = 'No connector found for connection'

/** What switching to a connection of `status` does; any status but the three throws 'Invalid connection status'. */
export function switchPlan(status: ConnectionStatus | (string & {})): SwitchPlan {
  if (status === 'active' || status === 'connected') return 'reconnect'
  if (status === 'disconnected') return 'login'
  throw new WidgetError(INVALID_CONNECTION_STATUS, {
    code: 'invalid_connection_status',
    details: `a connection is active, connected or disconnected; got ${JSON.stringify(String(status).slice(0, 40))}`,
  })
}

/** The result of a switch: whether the active account or the active wallet changed. */
export interface SwitchResult {
  accountChanged: boolean
  walletChanged: boolean
}
