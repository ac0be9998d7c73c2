/**
 * The email wallet's side of the controller: owns the secure frame (created once the site's
 * configuration is known), the AUTH connector, the email login steps, and showing the frame's
 * approval UI inside the modal (the ApproveTransaction view).
 */
import { FRAME_DISCONNECT_WAIT_MS } from '../../shared/constants.js'
import type { WidgetConfig } from '../../shared/config.js'
import type { Network } from '../../shared/networks.js'
import { SECURE_PROTOCOL_VERSION, secureFrameUrl, type FrameEvent } from '../../shared/protocol/secure-frame.js'
import { createEmailConnector, type EmailConnector } from '../connectors/email.js'
import type { SecureFrameClient } from '../secure/secure-frame-client.js'
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
  createFrame: (url: string, onEvent: (event: FrameEvent) => void) => SecureFrameClient
  now: () => number
  push(view: View): void
  back(): void
  open(): void
  close(): void
  onConnected(connector: EmailConnector, user: EmbeddedUser): Promise<void>
  onEmailChanged(email: string): void
}

export function createSecureWallet(deps: SecureWalletDeps) {
  const { store } = deps
  let client: SecureFrameClient | undefined
  let clientReady: Promise<SecureFrameClient> | undefined
  /** Signing requests waiting on the frame's approval UI; closing the modal aborts them. */
  const approvals = new Set<AbortController>()
  /** Whether the modal was closed when the approval UI asked to be shown (then it closes again after). */
  let openedForApproval = false
  let siteConfig: WidgetConfig | undefined
  /** The frame, created on first need: every request for it waits until it is ready. */
  const frame = (): Promise<SecureFrameClient> => {
    ensureFrame()
    return clientReady ?? Promise.reject(new Error('Email login is not available'))
  }
  const connector = createEmailConnector(frame, () => {
    const controller = new AbortController()
    approvals.add(controller)
    return { signal: controller.signal, done: () => approvals.delete(controller) }
  })
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
    if (!network || typeof network.id !== 'number' || !network.rpcUrls[0]) return
    const url = secureFrameUrl(deps.frameBase, {
      projectId: config.projectId,
      chainId: network.id,
      version: String(SECURE_PROTOCOL_VERSION),
      enableLogger: false,
      rpcUrl: network.rpcUrls[0],
      parentOrigin: deps.widgetOrigin,
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
      // Leave the approval view before closing: closing *from* it means the user refused, and
      // the frame may hide itself just before its reply arrives.
      deps.back()
      if (openedForApproval) deps.close()
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
      await Promise.race([done.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FRAME_DISCONNECT_WAIT_MS))])
      email.forget()
    },
    async switchNetwork(network: Network): Promise<number> {
      const ready = await frame()
      const { chainId } = await ready.request('switchNetwork', { chainId: Number(network.id), rpcUrl: network.rpcUrls[0] ?? '' })
      return chainId
    },
    /** The user closed the modal on the approval view: every pending signature is refused. */
    abortApprovals(): void {
      for (const controller of approvals) controller.abort()
      approvals.clear()
      openedForApproval = false
    },
  }
}
