/**
 * The `operationType` of a transaction in an account's history, from the transfers it made as
 * seen from that account:
 *   - no transfer touches the account (a contract call that moved nothing for it, a failed
 *     transaction): 'execute'
 *   - every transfer came in: 'mint' when all came from the zero address, else 'receive'
 *     (AppKit's client shows a plus sign only for 'receive')
 *   - every transfer went out (a transfer to oneself counts as out): 'burn' when all went to the
 *     zero address, else 'send'
 *   - some in and some out (a swap, a trade): 'execute'
 */
import { ZERO_ADDRESS } from '../decode-block.js'

export interface SeenTransfer {
  from: string
  to: string
  direction: 'in' | 'out' | 'self'
}

export type OperationType = 'send' | 'receive' | 'mint' | 'burn' | 'execute'

export function operationType(transfers: readonly SeenTransfer[]): OperationType {
  if (transfers.length === 0) return 'execute'
  if (transfers.every((t) => t.direction === 'in')) {
    return transfers.every((t) => t.from === ZERO_ADDRESS) ? 'mint' : 'receive'
  }
  if (transfers.every((t) => t.direction !== 'in')) {
    return transfers.every((t) => t.to === ZERO_ADDRESS) ? 'burn' : 'send'
  }
  return 'execute'
}

/** How `account` sees a transfer from `from` to `to`. */
export function directionOf(account: string, from: string, to: string): SeenTransfer['direction'] {
  if (from === account && to === account) return 'self'
  return to === account ? 'in' : 'out'
}
