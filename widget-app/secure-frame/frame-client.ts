/**
 * What the widget holds of the secure frame: the client's interface, its options and its error. The client itself
 * (secure-frame-client.ts, with the protocol's schemas) is loaded on demand by lazy-secure-frame-client.ts.
 */
import { WidgetError } from '../../shared/errors.js'
import type {
  FrameEvent,
  OperationName,
  OperationPayload,
  OperationResult,
} from '../../shared/protocol/secure-frame.js'

/** The spec's texts, kept exact. */
export const FRAME_LOAD_FAILED_MESSAGE = 'Unable to load email login dependency'
export const RPC_ABORTED_MESSAGE = 'Request was aborted'
export const REQUEST_ABORTED_MESSAGE = 'Something went wrong'
export const DEFAULT_FRAME_ERROR_MESSAGE = 'An error occurred'

/** Reasons reported with a failure. */
export type FrameFailureReason =
  | 'iframe_load_failed'
  | 'iframe_request_timeout'
  | 'aborted'
  | 'frame_reloaded'
  | 'frame_destroyed'
  | 'invalid_reply'
  | 'frame_error'

export class SecureFrameError extends WidgetError {
  override name = 'SecureFrameError'
  declare readonly code: FrameFailureReason | number | string
}

export interface SecureFrameClientOptions {
  /** The frame's address, from `secureFrameUrl()`. */
  url: string
  /** Where the iframe lives; it is created once and never moved (moving reloads it). */
  container: HTMLElement
  onEvent?: (event: FrameEvent) => void
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>
  /** Tells the reporting layer why a request failed. */
  onFailure?: (reason: FrameFailureReason, type: OperationName) => void
}

export interface RequestOptions {
  signal?: AbortSignal
}

/** The secure frame as the widget talks to it; each request settles exactly once. */
export interface SecureFrameClient {
  /** The frame's iframe; undefined while the client's code is still loading. */
  readonly iframe: HTMLIFrameElement | undefined
  readonly origin: string
  /** Resolves once the frame said it is ready (+500 ms); rejects when it failed to load or was destroyed. */
  readonly ready: Promise<void>
  request<K extends OperationName>(
    type: K,
    payload: OperationPayload<K>,
    options?: RequestOptions,
  ): Promise<OperationResult<K>>
  isReady(): boolean
  destroy(): void
}
