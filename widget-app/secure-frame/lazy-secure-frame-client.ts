/**
 * The secure frame's client, with its code (and the protocol's schemas) loaded on demand: the frame is asked for
 * only when email can be needed, so the code that paints Connect does not carry it. Requests made while the code
 * loads wait for it; `destroy()` before it has loaded means the frame is never created, and code that does not
 * load fails like a frame page that does not load.
 */
import {
  FRAME_LOAD_FAILED_MESSAGE,
  REQUEST_ABORTED_MESSAGE,
  type SecureFrameClient,
  type SecureFrameClientOptions,
  SecureFrameError,
} from './frame-client.js'

export type LoadSecureFrameClient = () => Promise<typeof import('./secure-frame-client.js')>

const loadClientCode: LoadSecureFrameClient = () => import('./secure-frame-client.js')

export function createLazySecureFrameClient(
  options: SecureFrameClientOptions,
  load: LoadSecureFrameClient = loadClientCode,
): SecureFrameClient {
  let client: SecureFrameClient | undefined
  let destroyed = false
  const destroyedError = () => new SecureFrameError(REQUEST_ABORTED_MESSAGE, { code: 'frame_destroyed' })
  const loaded = load().then(
    ({ createSecureFrameClient }) => {
      if (destroyed) throw destroyedError()
      client = createSecureFrameClient(options)
      return client
    },
    // The code did not load: to the user, as the frame's page not loading.
    (cause: unknown) => {
      throw new SecureFrameError(FRAME_LOAD_FAILED_MESSAGE, { code: 'iframe_load_failed', cause })
    },
  )
  const ready = loaded.then((created) => created.ready)
  ready.catch(() => {}) // observed by each request; never an unhandled rejection
  return {
    get iframe() {
      return client?.iframe
    },
    origin: new URL(options.url).origin,
    ready,
    request: (type, payload, requestOptions) =>
      loaded.then((created) => created.request(type, payload, requestOptions)),
    isReady: () => client?.isReady() ?? false,
    destroy(): void {
      destroyed = true
      client?.destroy()
    },
  }
}
