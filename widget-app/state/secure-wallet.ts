/**
 * The email wallet's side of the controller: owns the secure frame (created once the site's
 * configuration is known), the AUTH connector, the email login steps, and showing the frame's
 * approval UI inside the modal (the ApproveTransaction view).
 *
 * An approval is answered on screen or not at all: leaving the ApproveTransaction view any way
 * but the frame's own (the user's Close, Back or Escape; the site's `close()` or `open()`)
 * refuses every signature waiting on the user, so nothing can be parked and shown again later.
 */
import { deploymentRpcUrl } from '../../shared/chain-api.js'
import { FRAME_DISCONNECT_WAIT_MS } from '../../shared/constants.js'
import type { WidgetConfig } from '../../shared/config.js'
import { ProviderRpcError, RpcErrorCode, USER_REJECTED_MESSAGE } from '../../shared/errors.js'
import type { Network } from '../../shared/networks.js'
import {
  SAFE_RPC_METHODS,
  SECURE_PROTOCOL_VERSION,
  secureFrameUrl,
  type FrameEvent,
} from '../../shared/protocol/secure-frame.js'
import { createEmailConnector, type EmailConnector } from '../connectors/email.js'
import { SecureFrameError, type SecureFrameClient } from '../secure/secure-frame-client.js'
import type { AppState } from './app-state.js'
import { createEmailLogin, EMAIL_LOGIN_USED_KEY, type EmbeddedUser } from './email-login.js'
import type { View } from './router.js'
import type { PreferenceStorage } from './saved-preferences.js'
import type { Store } from './store.js'

export interface SecureWalletDeps {
  store: Store<AppState>
  prefs: PreferenceStorage
  /** Where the deployment serves the secure frame; no email login without it. */
  frameBase: string | undefined
  /** The widget's own origin: the only parent the frame accepts. */
  widgetOrigin: string
  /** The site's origin as verified by the handshake; the frame shows it as who asks. */
  siteOrigin?: string
  createFrame: (url: string, onEvent: (event: FrameEvent) => void) => SecureFrameClient
  now: () => number
  push(view: View): void
  back(): void
  open(): void
  close(): void
  onConnected(connector: EmailConnector, user: EmbeddedUser): Promise<void>
  onEmailChanged(email: string): void
}

export { USER_REJECTED_MESSAGE }

export function createSecureWallet(deps: SecureWalletDeps) {
  const { store } = deps
  let client: SecureFrameClient | undefined
  let clientReady: Promise<SecureFrameClient> | undefined
  /** Requests that may wait on the frame's approval UI; leaving the approval view refuses them. */
  const approvals = new Set<AbortController>()
  /** Whether the modal was closed when the approval UI asked to be shown (then it closes again after). */
  let openedForApproval = false
  /** Whether the modal shows the approval view now, and whether the frame itself is taking it away. */
  let onApproval = false
  let frameLeaving = false
  let siteConfig: WidgetConfig | undefined
  /** The frame, created on first need: every request for it waits until it is ready. */
  const frame = (): Promise<SecureFrameClient> => {
    ensureFrame()
    return clientReady ?? Promise.reject(new Error('Email login is not available'))
  }
  const signing = createEmailConnector(frame, () => {
    const controller = new AbortController()
    approvals.add(controller)
    return { signal: controller.signal, done: () => approvals.delete(controller) }
  })
  // Reads never wait on the user: refusing the approvals leaves them alone.
  const reading = createEmailConnector(frame, () => ({ signal: new AbortController().signal, done() {} }))
  const connector: EmailConnector = {
    ...signing,
    async request(method, params) {
      if (SAFE_RPC_METHODS.has(method)) return reading.request(method, params)
      try {
        return await signing.request(method, params)
      } catch (error) {
        // Only `refuseApprovals` aborts these: to the site, the user said no.
        if (error instanceof SecureFrameError && error.code === 'aborted')
          throw new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE, { cause: error })
        throw error
      }
    },
  }

  /**
   * Refuses every request waiting on the user: each settles at once with 4001 for the site, and
   * the frame is told to abort it (`abortRpc`, sent by the frame client), which hides its UI.
   */
  function refuseApprovals(): void {
    for (const controller of approvals) controller.abort()
    approvals.clear()
    openedForApproval = false
  }

  // However the approval view is left — the user's Close, Back or Escape, the site's close() or
  // open() — unless the frame hides its UI itself (the user answered there), the approvals are refused.
  store.subscribe(() => {
    const state = store.get()
    const showing = state.open && state.history.at(-1)?.name === 'ApproveTransaction'
    if (onApproval && !showing && !frameLeaving) refuseApprovals()
    onApproval = showing
  })
  /** The email wallet reaches chains only through the deployment's chain API, on the frame's origin. */
  const frameRpcUrl = (chainId: number) =>
    deploymentRpcUrl(new URL(deps.frameBase!).origin, siteConfig!.projectId, chainId)
  const defaultChainId = () => {
    const network = store.get().config?.networks[0]
    return typeof network?.id === 'number' ? network.id : 1
  }
  const email = createEmailLogin({
    store,
    frame,
    prefs: deps.prefs,
    now: deps.now,
    push: deps.push,
    chainId: () => store.get().chainId ?? defaultChainId(),
    onConnected: (user) => deps.onConnected(connector, user),
    onUpdated: deps.onEmailChanged,
  })

  function ensureFrame(): void {
    const config = siteConfig
    if (client || !deps.frameBase || !config) return
    const network = config.networks[0]
    if (!network || typeof network.id !== 'number') return
    const url = secureFrameUrl(deps.frameBase, {
      projectId: config.projectId,
      chainId: network.id,
      version: String(SECURE_PROTOCOL_VERSION),
      enableLogger: false,
      rpcUrl: frameRpcUrl(network.id),
      parentOrigin: deps.widgetOrigin,
      ...(deps.siteOrigin ? { siteOrigin: deps.siteOrigin } : {}),
    })
    const created = deps.createFrame(url, onFrameEvent)
    client = created
    store.set({ secureFrame: 'loading' })
    clientReady = created.ready.then(
      () => {
        store.set({ secureFrame: 'ready' })
        void created.request('syncTheme', { themeMode: config.theme })
        return created
      },
      (error: unknown) => {
        store.set({ secureFrame: 'failed' })
        throw error
      },
    )
    clientReady.catch(() => {})
  }

  function onFrameEvent(event: FrameEvent): void {
    if (event.type !== 'visibility') return
    const view = store.get().history.at(-1)?.name
    if (event.visible) {
      openedForApproval = !store.get().open
      if (openedForApproval) deps.open()
      if (view !== 'ApproveTransaction') deps.push({ name: 'ApproveTransaction' })
    } else if (view === 'ApproveTransaction') {
      // The user answered in the frame, whose reply may arrive just after this: leaving the view
      // now is not a refusal.
      frameLeaving = true
      try {
        deps.back()
        if (openedForApproval) deps.close()
      } finally {
        frameLeaving = false
      }
      openedForApproval = false
    }
  }

  return {
    connector,
    email,
    frame,
    client: () => client,
    /** Whether this deployment offers email login at all. */
    available: () => Boolean(deps.frameBase),
    /**
     * Keeps the site's configuration. The frame (a third document and ~45 KB for every visitor)
     * is created only when it can be needed: now, when this browser has an email login to
     * restore; otherwise when the modal first offers email (see `warmUp`).
     */
    configure(config: WidgetConfig): void {
      siteConfig = config
      if (deps.prefs.getItem(EMAIL_LOGIN_USED_KEY) === 'true') ensureFrame()
    },
    /** The modal is about to offer email login: start loading the frame while the user types. */
    warmUp: () => ensureFrame(),
    /** Signs out in the frame, waiting at most 3 s for it (SPEC §9), then forgets the cached login data. */
    async signOut(): Promise<void> {
      const done = frame().then((ready) => ready.request('signOut', {}))
      await Promise.race([
        done.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, FRAME_DISCONNECT_WAIT_MS)),
      ])
      email.forget()
    },
    async switchNetwork(network: Network): Promise<number> {
      const ready = await frame()
      const { chainId } = await ready.request('switchNetwork', {
        chainId: Number(network.id),
        rpcUrl: frameRpcUrl(Number(network.id)),
      })
      return chainId
    },
  }
}
