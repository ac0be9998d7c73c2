/**
 * The frame's end of the request/reply protocol (shared/protocol/secure-frame.ts).
 *
 * Only messages from `window.parent` *and* its expected origin are read; the rest of the page's
 * traffic is not ours and is ignored silently. Ours must pass `FrameRequestSchema` (else a
 * console warning) and its operation's payload schema (else an error reply naming the
 * problem, since the id is known). Each accepted request gets exactly one reply, posted only to
 * the parent's origin: its handler's result (checked against the operation's result schema, so
 * nothing but the declared fields leaves the frame), its handler's error, or 'Request was
 * aborted' when `abortRpc` names it first.
 */
import * as z from 'zod/mini'
import { RpcErrorCode, toErrorPayload } from '../shared/errors.js'
import {
  FrameRequestSchema,
  Operations,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
  parsePayload,
  parseResult,
  type FrameEvent,
  type FrameReply,
  type OperationName,
  type OperationPayload,
  type OperationResult,
} from '../shared/protocol/secure-frame.js'

/** The text of an aborted request, kept exact. */
export const ABORTED_MESSAGE = 'Request was aborted'
/** The envelope of a request of ours, whatever its type and payload. */
const AddressedSchema = z.object({ ns: z.literal(SECURE_FRAME_NAMESPACE), id: FrameRequestSchema.shape.id })
/** FrameErrorSchema caps messages at this length; a longer one would make the reply invalid. */
const MAX_MESSAGE_LENGTH = 2000

export interface HandlerContext {
  id: string
  /** Aborted by `abortRpc` for this id, or by `destroy()`. */
  signal: AbortSignal
  /**
   * Marks the point of no return (a transaction handed to the node): from here an `abortRpc`
   * no longer answers 'Request was aborted', because the widget would then believe that
   * nothing happened while it did. The request answers with its real outcome.
   */
  commit(): void
  /** Runs `task` right after this request's reply is posted (e.g. `reload`). */
  afterReply(task: () => void): void
}

export type Handler<K extends OperationName> = (
  payload: OperationPayload<K>,
  context: HandlerContext,
) => OperationResult<K> | Promise<OperationResult<K>>
/** One handler per operation; `abortRpc` is the dispatcher's own. */
export type Handlers = { [K in Exclude<OperationName, 'abortRpc'>]: Handler<K> }

/** The parts of a `message` event the dispatcher reads. */
export interface IncomingMessage {
  origin: string
  source: unknown
  data: unknown
}

export interface DispatcherOptions {
  parentOrigin: string
  /** `window.parent`: the only source whose messages are read. */
  parent: unknown
  /** Posts to the parent with `parentOrigin` as target origin. */
  post: (message: FrameReply | FrameEvent) => void
  handlers: Handlers
  warn?: (message: string) => void
  /** Debug log of operation names and outcomes (never payloads); on with `enableLogger`. */
  log?: (message: string) => void
}

export type Dispatcher = ReturnType<typeof createDispatcher>

export function createDispatcher({
  parentOrigin,
  parent,
  post,
  handlers,
  warn = console.warn,
  log,
}: DispatcherOptions) {
  const pending = new Map<string, { abort: () => void }>()
  let destroyed = false

  type Reply =
    | { type: 'success'; payload: unknown }
    | { type: 'error'; error: { message: string; code?: string | number } }

  const send = (id: string, reply: Reply) => {
    if (destroyed) return
    post({ ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, id, ...reply } as FrameReply)
  }
  const fail = (error: unknown): Reply => ({ type: 'error', error: errorOf(error) })

  function handle(message: IncomingMessage): void {
    if (destroyed || message.source !== parent || message.origin !== parentOrigin) return
    const parsed = z.safeParse(FrameRequestSchema, message.data)
    if (!parsed.success) {
      warn('[SecureFrame] ignored a malformed message from the widget')
      // A request of ours with a usable id (e.g. an operation this frame does not know) is
      // still answered, so the widget learns why instead of waiting for a timeout.
      const addressed = z.safeParse(AddressedSchema, message.data)
      if (addressed.success && !pending.has(addressed.data.id))
        send(
          addressed.data.id,
          fail({ message: `Invalid request: ${problemOf(parsed.error)}`, code: RpcErrorCode.invalidParams }),
        )
      return
    }
    const { id, type, v } = parsed.data
    if (pending.has(id)) {
      // Answering would settle the first request with the second one's outcome.
      warn(`[SecureFrame] ignored a second request with the pending id ${id}`)
      return
    }
    if (v !== SECURE_FRAME_PROTOCOL_VERSION) {
      send(
        id,
        fail({
          message: `The secure frame speaks protocol v${SECURE_FRAME_PROTOCOL_VERSION}, the request v${v}`,
          code: 'version_mismatch',
        }),
      )
      return
    }
    const payload = parsePayload(type, parsed.data.payload)
    if (payload === undefined) {
      send(
        id,
        fail({
          message: `Invalid payload for ${type}: ${payloadProblem(type, parsed.data.payload)}`,
          code: RpcErrorCode.invalidParams,
        }),
      )
      return
    }
    if (type === 'abortRpc') {
      const { requestId } = payload as OperationPayload<'abortRpc'>
      // Unknown or already answered ids are fine: the abort raced the reply.
      pending.get(requestId)?.abort()
      send(id, { type: 'success', payload: {} })
      return
    }
    run(id, type, payload)
  }

  function run(id: string, type: Exclude<OperationName, 'abortRpc'>, payload: unknown): void {
    const controller = new AbortController()
    const afterwards: (() => void)[] = []
    let settled = false
    let committed = false
    const settle = (reply: Reply) => {
      if (settled) return
      settled = true
      pending.delete(id)
      log?.(`[SecureFrame] ${type} ${id} → ${reply.type}`)
      send(id, reply)
      for (const task of afterwards) task()
    }
    pending.set(id, {
      abort: () => {
        if (!committed) controller.abort(new Error(ABORTED_MESSAGE))
      },
    })
    controller.signal.addEventListener('abort', () => settle(fail({ message: ABORTED_MESSAGE, code: 'aborted' })), {
      once: true,
    })
    log?.(`[SecureFrame] ${type} ${id}`)
    const context: HandlerContext = {
      id,
      signal: controller.signal,
      commit: () => {
        controller.signal.throwIfAborted()
        committed = true
      },
      afterReply: (task) => afterwards.push(task),
    }
    Promise.resolve()
      .then(() => (handlers[type] as Handler<typeof type>)(payload as never, context))
      .then(
        (result) => {
          const checked = parseResult(type, result)
          settle(
            checked === undefined
              ? fail({ message: `The secure frame produced an invalid ${type} result`, code: RpcErrorCode.internal })
              : { type: 'success', payload: checked },
          )
        },
        (error: unknown) => settle(fail(error)),
      )
  }

  return {
    /** Takes one `message` event (main.ts passes every event of the window). */
    handle,
    /** Aborts what is pending; no reply is posted after this. */
    destroy(): void {
      destroyed = true
      for (const entry of pending.values()) entry.abort()
      pending.clear()
    },
    pendingCount: (): number => pending.size,
  }
}

/** `{ message, code }` of any error: EIP-1193 codes where the error has one. */
function errorOf(error: unknown): { message: string; code?: string | number } {
  const { message, code } = toErrorPayload(error)
  // viem's errors carry a one-line `shortMessage` beside a long message with docs links and versions.
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  return {
    message: (typeof short === 'string' && short ? short : message || 'An error occurred').slice(0, MAX_MESSAGE_LENGTH),
    code,
  }
}

/** The first schema issue of a bad payload, as `path: message`. */
function payloadProblem(type: OperationName, payload: unknown): string {
  const result = z.safeParse(Operations[type].payload, payload)
  return result.success ? 'does not match its schema' : problemOf(result.error)
}

function problemOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]
  if (!issue) return 'does not match its schema'
  return `${issue.path.length ? `${issue.path.map(String).join('.')}: ` : ''}${issue.message}`
}
