/**
 * A stand-in for the secure frame (the email wallet) in view tests: a SecureFrameClient answering
 * each operation as the frame would for one email account, recording every request. Handlers may
 * be replaced by a test (to hold an answer, or to ask for device approval).
 */
import type {
  FrameEvent,
  OperationName,
  OperationPayload,
  OperationResult,
} from '../../../shared/protocol/secure-frame.js'
import {
  FRAME_LOAD_FAILED_MESSAGE,
  RPC_ABORTED_MESSAGE,
  type RequestOptions,
  SecureFrameError,
  type SecureFrameClient,
} from '../../secure-frame/secure-frame-client.js'
import { ANVIL_CHAIN_ID } from './fake-loader.js'

export const GOOD_OTP = '123456'
export const WRONG_OTP_MESSAGE = 'Invalid or expired code'
export const EMAIL_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export type FrameHandlers = {
  [K in OperationName]?: (payload: OperationPayload<K>) => OperationResult<K> | Promise<OperationResult<K>>
}

export interface FakeSecureFrame {
  /** Goes in `WidgetDeps.secureFrame.create`. */
  create: (url?: string, onEvent?: (event: FrameEvent) => void) => SecureFrameClient
  /** Sends an event as the frame would (its prompt's status, visibility). */
  emit(event: FrameEvent): void
  handlers: FrameHandlers
  requests: { type: OperationName; payload: unknown }[]
  /** The payloads sent with one operation. */
  sent<K extends OperationName>(type: K): OperationPayload<K>[]
}

/** `loads: false` is a frame that never gets ready (its load times out). */
export function createFakeSecureFrame({ loads = true }: { loads?: boolean } = {}): FakeSecureFrame {
  const requests: FakeSecureFrame['requests'] = []
  const loadFailed = () => new SecureFrameError(FRAME_LOAD_FAILED_MESSAGE, { code: 'iframe_load_failed' })
  let signedIn: string | null = null
  let onFrameEvent: ((event: FrameEvent) => void) | undefined
  const handlers: FrameHandlers = {
    connectEmail: () => ({ action: 'VERIFY_OTP' }),
    connectDevice: () => ({ action: 'VERIFY_OTP' }),
    connectOtp: ({ email, otp }) => {
      if (otp !== GOOD_OTP) throw new SecureFrameError(WRONG_OTP_MESSAGE, { code: 'invalid_input' })
      signedIn = email
      return {}
    },
    getUser: ({ chainId }) => ({
      email: signedIn,
      address: EMAIL_ADDRESS,
      chainId: chainId ?? ANVIL_CHAIN_ID,
      accounts: [{ address: EMAIL_ADDRESS, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }),
    rpcRequest: ({ method }) => {
      if (method === 'eth_chainId') return { result: `0x${ANVIL_CHAIN_ID.toString(16)}` }
      if (method === 'eth_accounts') return { result: [EMAIL_ADDRESS] }
      throw new SecureFrameError(`${method} is not supported`, { code: 4200 })
    },
    isConnected: () => ({ isConnected: false }),
    signOut: () => ({}),
    syncTheme: () => ({}),
  }
  const frame: FakeSecureFrame = {
    handlers,
    requests,
    sent: <K extends OperationName>(type: K) =>
      requests.filter((request) => request.type === type).map((request) => request.payload as OperationPayload<K>),
    emit: (event) => onFrameEvent?.(event),
    create(_url, onEvent) {
      onFrameEvent = onEvent
      const ready = loads ? Promise.resolve() : Promise.reject(loadFailed())
      ready.catch(() => {})
      const client: SecureFrameClient = {
        iframe: document.createElement('iframe'),
        origin: 'http://secure.test',
        ready,
        isReady: () => loads,
        destroy() {},
        async request<K extends OperationName>(type: K, payload: OperationPayload<K>, options?: RequestOptions) {
          if (!loads) throw loadFailed()
          requests.push({ type, payload })
          const handler = handlers[type] as ((payload: OperationPayload<K>) => OperationResult<K>) | undefined
          if (!handler) throw new SecureFrameError(`${type} is not faked`, { code: 'frame_error' })
          const { signal } = options ?? {}
          if (!signal) return handler(payload)
          // As the real client: an aborted request settles at once, whatever the frame does with it.
          return Promise.race([
            handler(payload),
            new Promise<never>((_resolve, reject) => {
              const abort = () => reject(new SecureFrameError(RPC_ABORTED_MESSAGE, { code: 'aborted' }))
              if (signal.aborted) abort()
              else signal.addEventListener('abort', abort, { once: true })
            }),
          ])
        },
      }
      return client
    },
  }
  return frame
}
