/**
 * The requests a WalletConnect wallet has not answered yet. Each is sent with an `expiry` and
 * has a deadline of the same length, after which the site gets a rejection; the user can cancel
 * one at once. Both reject with EIP-1193 4001, as a wallet's own refusal does: a deadline says
 * 'Request was aborted' (`data.reason` 'expired'), a cancel 'User rejected the request.'
 * (`data.reason` 'cancelled'). The protocol has no way to withdraw a request from the wallet, so a
 * late answer is ignored.
 */
import { ProviderRpcError, RpcErrorCode, USER_REJECTED_MESSAGE } from '../../shared/errors.js'

/** The `expiry` (seconds) of every request; the sign client accepts 300 s to 7 days, the widget asks for the least. */
export const WALLET_REQUEST_EXPIRY_S = 300
/** What the site is told when the wallet did not answer in time. */
export const WALLET_REQUEST_EXPIRED_MESSAGE = 'Request was aborted'

/** A request waiting on the wallet, as the views show it. */
export interface PendingWalletRequest {
  id: number
  method: string
  /** When the widget stops waiting (ms since epoch). */
  deadline: number
}

export interface WalletRequestsOptions {
  /** Called with the requests still waiting, after each change. */
  onChange(pending: PendingWalletRequest[]): void
  /** How long a request waits for the wallet (ms); the expiry by default. Tests shorten it. */
  deadlineMs?: number | undefined
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> | undefined
  now?: (() => number) | undefined
}

export type WalletRequests = ReturnType<typeof createWalletRequests>

export function createWalletRequests(options: WalletRequestsOptions) {
  const timers = options.timers ?? globalThis
  const now = options.now ?? Date.now
  const deadlineMs = options.deadlineMs ?? WALLET_REQUEST_EXPIRY_S * 1000
  const entries = new Map<number, { request: PendingWalletRequest; settle: (error: Error) => void }>()
  let nextId = 1
  const publish = () => options.onChange([...entries.values()].map((entry) => entry.request))

  /** Sends a request through `send` (given the expiry in seconds) and settles it by the first of answer, deadline or cancel. */
  function run<T>(method: string, send: (expirySeconds: number) => Promise<T>): Promise<T> {
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      /** Takes the request off the list; false when it was already settled. */
      const finish = () => {
        timers.clearTimeout(timer)
        const known = entries.delete(id)
        if (known) publish()
        return known
      }
      const settle = (error: Error) => finish() && reject(error)
      timer = timers.setTimeout(() => settle(expiredError(method)), deadlineMs)
      entries.set(id, { request: { id, method, deadline: now() + deadlineMs }, settle })
      publish()
      send(WALLET_REQUEST_EXPIRY_S).then(
        (value) => finish() && resolve(value),
        // The client's own expiry is the same deadline, told the same way.
        (error: unknown) => settle(isExpiry(error) ? expiredError(method, error) : (error as Error)),
      )
    })
  }

  return {
    run,
    /** Rejects one waiting request at once (the user cancelled it). */
    cancel(id: number): void {
      entries.get(id)?.settle(cancelledError())
    },
    /** Rejects every waiting request (the session ended). */
    cancelAll(): void {
      for (const entry of [...entries.values()]) entry.settle(cancelledError())
    },
    pending: (): PendingWalletRequest[] => [...entries.values()].map((entry) => entry.request),
  }
}

function expiredError(method: string, cause?: unknown): ProviderRpcError {
  return new ProviderRpcError(RpcErrorCode.userRejected, WALLET_REQUEST_EXPIRED_MESSAGE, {
    data: { reason: 'expired', method },
    ...(cause === undefined ? {} : { cause }),
  })
}

function cancelledError(): ProviderRpcError {
  return new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE, { data: { reason: 'cancelled' } })
}

/** The sign client's rejection when a request outlives its expiry ('Request expired. Please try again.'). */
function isExpiry(error: unknown): boolean {
  return error instanceof Error && /request expired/i.test(error.message)
}
