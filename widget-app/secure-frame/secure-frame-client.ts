/**
 * The widget's side of the secure-frame protocol (shared/protocol/secure-frame.ts): nests the
 * frame hidden, waits for its `ready` (+500 ms), sends typed requests and settles each one
 * exactly once — by its reply, its own timeout, its own abort, a frame reload, or `destroy()`. Loaded on demand
 * (lazy-secure-frame-client.ts): it carries the protocol's schemas.
 */
import { FRAME_CONNECT_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS } from '../../shared/constants.js'
import {
  CONNECT_OPERATIONS,
  FrameEventSchema,
  FrameReplySchema,
  SAFE_RPC_METHODS,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
  TIMEOUT_EXEMPT_OPERATIONS,
  parseResult,
  type OperationName,
  type OperationPayload,
  type OperationResult,
} from '../../shared/protocol/secure-frame.js'
import * as z from 'zod/mini'
import { reclaimFocusFrom } from './frame-focus.js'
import { createPendingRequests } from './pending-requests.js'
import { t } from '../i18n/i18n.js'
import {
  DEFAULT_FRAME_ERROR_MESSAGE,
  FRAME_LOAD_FAILED_MESSAGE,
  type FrameFailureReason,
  REQUEST_ABORTED_MESSAGE,
  type RequestOptions,
  RPC_ABORTED_MESSAGE,
  type SecureFrameClient,
  type SecureFrameClientOptions,
  SecureFrameError,
} from './frame-client.js'

export {
  DEFAULT_FRAME_ERROR_MESSAGE,
  FRAME_LOAD_FAILED_MESSAGE,
  REQUEST_ABORTED_MESSAGE,
  RPC_ABORTED_MESSAGE,
  SecureFrameError,
  type FrameFailureReason,
  type RequestOptions,
  type SecureFrameClient,
  type SecureFrameClientOptions,
}

export function createSecureFrameClient(options: SecureFrameClientOptions): SecureFrameClient & {
  iframe: HTMLIFrameElement
} {
  const timers = options.timers ?? globalThis
  const origin = new URL(options.url).origin
  const pending = createPendingRequests(timers)
  /** Requests already posted to the frame (a reload loses them). */
  const posted = new Map<string, OperationName>()
  const iframe = document.createElement('iframe')
  iframe.src = options.url
  iframe.title = t('secureFrame.title')
  iframe.className = 'secure-frame secure-frame--hidden'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1

  let state: 'loading' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let markReady: () => void = () => {}
  let markFailed: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  ready.catch(() => {}) // observed by each request; never an unhandled rejection
  const loadTimer = timers.setTimeout(() => {
    if (state !== 'loading') return
    state = 'failed'
    const error = () => new SecureFrameError(FRAME_LOAD_FAILED_MESSAGE, { code: 'iframe_load_failed' })
    markFailed(error())
    pending.destroy(error)
  }, FRAME_LOAD_TIMEOUT_MS)

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin) return
    const data = event.data as { ns?: unknown; id?: unknown } | null
    if (data?.ns !== SECURE_FRAME_NAMESPACE) return
    if (typeof data.id === 'string') onReply(event.data)
    else onFrameEvent(event.data)
  }
  window.addEventListener('message', onMessage)
  options.container.appendChild(iframe)

  function onFrameEvent(raw: unknown): void {
    const result = z.safeParse(FrameEventSchema, raw)
    const parsed = result.success ? result.data : undefined
    if (!parsed) {
      console.warn('[WalletWidget] ignored a malformed event from the secure frame')
      return
    }
    if (parsed.type === 'ready') {
      if (parsed.version !== SECURE_FRAME_PROTOCOL_VERSION) {
        console.error(
          `[WalletWidget] the secure frame speaks protocol v${parsed.version}, the widget v${SECURE_FRAME_PROTOCOL_VERSION}`,
        )
        return
      }
      // A second ready means the frame reloaded: what it was asked before is lost.
      for (const [id, type] of posted) {
        posted.delete(id)
        options.onFailure?.('frame_reloaded', type)
        pending.reject(
          id,
          new SecureFrameError(type === 'rpcRequest' ? RPC_ABORTED_MESSAGE : REQUEST_ABORTED_MESSAGE, {
            code: 'frame_reloaded',
          }),
        )
      }
      if (state !== 'loading') return
      timers.setTimeout(() => {
        if (state !== 'loading') return
        state = 'ready'
        timers.clearTimeout(loadTimer)
        markReady()
      }, FRAME_READY_DELAY_MS)
      return
    }
    // The approval is done: focus left in the frame would fall to the site's page once it hides.
    if (parsed.type === 'visibility' && !parsed.visible) reclaimFocusFrom(iframe)
    options.onEvent?.(parsed)
  }

  function onReply(raw: unknown): void {
    const parsedReply = z.safeParse(FrameReplySchema, raw)
    const reply = parsedReply.success ? parsedReply.data : undefined
    if (!reply) {
      console.warn('[WalletWidget] ignored a malformed reply from the secure frame')
      return
    }
    const type = posted.get(reply.id)
    if (!type) return // late (after timeout/abort) or never ours: ignored
    posted.delete(reply.id)
    if (reply.type === 'error') {
      const { message, code, data } = reply.error
      pending.reject(
        reply.id,
        new SecureFrameError(message || DEFAULT_FRAME_ERROR_MESSAGE, { code: code ?? 'frame_error', data }),
      )
      return
    }
    const result = parseResult(type, reply.payload)
    if (result === undefined) {
      options.onFailure?.('invalid_reply', type)
      pending.reject(
        reply.id,
        new SecureFrameError(REQUEST_ABORTED_MESSAGE, {
          code: 'invalid_reply',
          details: `the ${type} reply failed its schema`,
        }),
      )
      return
    }
    pending.resolve(reply.id, result)
  }

  function post(id: string, type: OperationName, payload: unknown): void {
    iframe.contentWindow?.postMessage(
      { ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, id, type, payload },
      origin,
    )
  }

  async function request<K extends OperationName>(
    type: K,
    payload: OperationPayload<K>,
    requestOptions: RequestOptions = {},
  ): Promise<OperationResult<K>> {
    if (state === 'destroyed') throw new SecureFrameError(REQUEST_ABORTED_MESSAGE, { code: 'frame_destroyed' })
    const id = crypto.randomUUID()
    const isRpc = type === 'rpcRequest'
    const method = isRpc ? (payload as OperationPayload<'rpcRequest'>).method : undefined
    const abortedMessage = isRpc ? RPC_ABORTED_MESSAGE : REQUEST_ABORTED_MESSAGE
    const timeoutMs = CONNECT_OPERATIONS.has(type) ? FRAME_CONNECT_TIMEOUT_MS : undefined
    const settled = pending.add<OperationResult<K>>(id, {
      timeoutMs: TIMEOUT_EXEMPT_OPERATIONS.has(type) ? undefined : timeoutMs,
      onTimeout: () => new SecureFrameError(abortedMessage, { code: 'iframe_request_timeout' }),
      signal: requestOptions.signal,
      onAbort: () => new SecureFrameError(abortedMessage, { code: 'aborted' }),
      onAbandon(reason) {
        options.onFailure?.(reason === 'timeout' ? 'iframe_request_timeout' : 'aborted', type)
        const wasPosted = posted.delete(id)
        // Safe RPC methods change nothing: they are left to finish.
        if (wasPosted && !(method && SAFE_RPC_METHODS.has(method)))
          post(crypto.randomUUID(), 'abortRpc', { requestId: id })
      },
    })
    ready.then(
      () => {
        if (!pending.has(id) || state !== 'ready') return
        posted.set(id, type)
        post(id, type, payload)
      },
      () => {},
    )
    return settled
  }

  return {
    iframe,
    origin,
    ready,
    request,
    isReady: () => state === 'ready',
    destroy(): void {
      if (state === 'destroyed') return
      state = 'destroyed'
      timers.clearTimeout(loadTimer)
      window.removeEventListener('message', onMessage)
      markFailed(new SecureFrameError(REQUEST_ABORTED_MESSAGE, { code: 'frame_destroyed' }))
      pending.destroy(() => new SecureFrameError(REQUEST_ABORTED_MESSAGE, { code: 'frame_destroyed' }))
      posted.clear()
      iframe.remove()
    },
  }
}
