/**
 * Sign In With Farcaster in the frame, for the two operations of §7:
 *
 * - `uri()` (get Farcaster URI): the server opens a relay channel bound to this browser (its
 *   cookie) and answers the channel's URL, which the widget shows as a QR code and a link. The
 *   frame keeps the flow's id; the widget never sees it.
 * - `connect()` (connect Farcaster): asks the server about the flow once a second until the phone
 *   has answered; the server verifies the signed message itself and answers the session, which
 *   signs the keyring in with the Farcaster username. Ends when the widget aborts the request.
 */
import { WidgetError } from '../shared/errors.js'
import { AuthApiError, type AuthApi } from './auth-api.js'
import type { Keyring } from './keyring.js'

/** §8: any failure of the Farcaster flow that the server did not name otherwise. */
export const FARCASTER_FAILED_MESSAGE = 'Failed to connect to farcaster'
/** How often the phone's answer is asked for. */
export const FARCASTER_POLL_INTERVAL_MS = 1_000

export class FarcasterFlowError extends WidgetError {
  override name = 'FarcasterFlowError'
}

export interface FarcasterLoginDeps {
  api: Pick<AuthApi, 'farcasterStart' | 'farcasterConnect'>
  keyring: Pick<Keyring, 'signIn'>
  /** Waits `ms`, or rejects when `signal` aborts; injected so tests need no real time. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>

export function createFarcasterLogin({ api, keyring, wait = waitFor }: FarcasterLoginDeps) {
  /** The flow of the last URL handed out, until it connects. */
  let channel: string | null = null

  /** The server's failures carry their §8 text; a call that got no answer says the flow failed. */
  const failure = (cause: unknown): Error =>
    cause instanceof AuthApiError && cause.status !== undefined
      ? cause
      : new FarcasterFlowError(FARCASTER_FAILED_MESSAGE, {
          code: cause instanceof AuthApiError ? cause.code : 'farcaster_failed',
          details: cause instanceof Error ? cause.message : String(cause),
          cause,
        })

  return {
    async uri(signal: AbortSignal): Promise<{ url: string }> {
      channel = null
      try {
        const started = await api.farcasterStart(signal)
        channel = started.channel
        return { url: started.url }
      } catch (cause) {
        throw failure(cause)
      }
    },

    async connect(signal: AbortSignal): Promise<{ userName: string }> {
      const id = channel
      if (id === null)
        throw new FarcasterFlowError(FARCASTER_FAILED_MESSAGE, {
          code: 'farcaster_not_started',
          details: 'no Farcaster URI was asked of this frame',
        })
      for (;;) {
        let answer: Awaited<ReturnType<typeof api.farcasterConnect>>
        try {
          answer = await api.farcasterConnect(id, signal)
        } catch (cause) {
          if (signal.aborted) throw cause
          channel = null
          throw failure(cause)
        }
        if (answer.state === 'connected') {
          channel = null
          const { user } = answer
          const signedIn = await keyring.signIn(
            {
              user: { id: user.id, email: user.email, address: user.address },
              keySecret: answer.keySecret,
              encryptedKey: answer.encryptedKey,
            },
            signal,
            { userName: user.userName, socialProvider: 'farcaster' },
          )
          return { userName: signedIn.userName ?? `fid:${user.fid}` }
        }
        await wait(FARCASTER_POLL_INTERVAL_MS, signal)
      }
    },
  }
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
