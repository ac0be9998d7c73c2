/**
 * One approval at a time. Requests wait in arrival order; the first is shown, and the next only
 * after the user decided on it (or it was aborted). The frame asks the widget to show it when
 * the first request arrives and to hide it once nothing is left, so a burst of requests does not
 * make the modal flicker between them. At most {@link MAX_PENDING_APPROVALS} wait at once: a
 * site cannot bury the user under a pile of prompts (or wear them into approving one).
 */
import type { Address } from 'viem'
import { ProviderRpcError, RpcErrorCode, USER_REJECTED_MESSAGE } from '../shared/errors.js'
import type { ApprovalSubject } from './signing-requests.js'

export interface ChainInfo {
  /** The EIP-155 chain id; for a Solana network its CAIP-2 id (`solana:…`). */
  id: number | string
  name: string
  symbol: string
  decimals: number
}

/** Who asks: the site's origin as the widget verified it (never a name the site chose). */
export interface SiteInfo {
  origin: string | null
}

export interface ApprovalRequest {
  subject: ApprovalSubject
  /** The signing account: a 0x address, or a base58 Solana address for Solana requests. */
  account: Address | string
  chain: ChainInfo
  site: SiteInfo
}

export interface Approver {
  /** Resolves when the user approves; rejects with 4001 when they reject, or with the signal's reason. */
  approve(request: ApprovalRequest, signal: AbortSignal): Promise<void>
}

/** What shows one request and reports the user's choice (approval.ts in the browser). */
export interface ApprovalView {
  show(request: ApprovalRequest, decide: (approved: boolean) => void): void
  hide(): void
}

export { USER_REJECTED_MESSAGE }
export const MAX_PENDING_APPROVALS = 10
export const TOO_MANY_APPROVALS_MESSAGE = `${MAX_PENDING_APPROVALS} requests are already waiting for the user's approval; wait for an answer before sending more`

export interface ApprovalQueueOptions {
  view: ApprovalView
  /** Asks the widget to show (true) or hide (false) this frame. */
  setVisible: (visible: boolean) => void
}

interface Entry {
  request: ApprovalRequest
  settle: (error?: unknown) => void
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>

export function createApprovalQueue({ view, setVisible }: ApprovalQueueOptions) {
  const waiting: Entry[] = []
  let shown: Entry | null = null

  const showNext = () => {
    const next = waiting.shift()
    if (!next) {
      shown = null
      view.hide()
      setVisible(false)
      return
    }
    if (!shown) setVisible(true)
    shown = next
    view.show(next.request, (approved) => {
      if (shown !== next) return // a late click on a request that is gone
      next.settle(approved ? undefined : new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE))
    })
  }

  return {
    approve(request: ApprovalRequest, signal: AbortSignal): Promise<void> {
      if (signal.aborted) return Promise.reject(signal.reason)
      if (waiting.length + (shown ? 1 : 0) >= MAX_PENDING_APPROVALS) {
        return Promise.reject(new ProviderRpcError(RpcErrorCode.limitExceeded, TOO_MANY_APPROVALS_MESSAGE))
      }
      return new Promise<void>((resolve, reject) => {
        const entry: Entry = {
          request,
          settle(error) {
            signal.removeEventListener('abort', onAbort)
            remove(entry)
            if (error === undefined) resolve()
            else reject(error)
          },
        }
        const onAbort = () => entry.settle(signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        waiting.push(entry)
        if (!shown) showNext()
      })
    },
    /** Rejects every approval, shown or waiting (sign-out: nothing may be signed any more). */
    cancelAll(error: () => unknown): void {
      for (const entry of [...waiting, ...(shown ? [shown] : [])]) entry.settle(error())
    },
    pending: (): number => waiting.length + (shown ? 1 : 0),
  }

  function remove(entry: Entry): void {
    const index = waiting.indexOf(entry)
    if (index >= 0) waiting.splice(index, 1)
    if (shown === entry) showNext()
  }
}
