/**
 * The email wallet: owns the secure frame (created once the site's configuration is known, and
 * only when it can be needed), its AUTH connector, the email login steps, and signing out. Its
 * approvals inside the modal are email-wallet-approvals.ts's.
 */
import { deploymentRpcUrl } from '../../shared/chain-api.js'
import type { WidgetConfig } from '../../shared/config.js'
import { FRAME_DISCONNECT_WAIT_MS } from '../../shared/constants.js'
import { ProviderRpcError, RpcErrorCode, USER_REJECTED_MESSAGE } from '../../shared/errors.js'
import type { Network } from '../../shared/networks.js'
import type { RedirectProvider } from '../../shared/contracts/social.js'
import type { AccountType, FrameEvent } from '../../shared/protocol/secure-frame.js'
import {
  SAFE_RPC_METHODS,
  SECURE_FRAME_PROTOCOL_VERSION,
  secureFrameUrl,
} from '../../shared/protocol/secure-frame-constants.js'
import { createEmailConnector, type EmailConnector } from '../connectors/email.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import { onLocaleChange, t, wantedLocale } from '../i18n/i18n.js'
import { SecureFrameError, type SecureFrameClient } from '../secure-frame/frame-client.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import { createEmailLogin, EMAIL_LOGIN_USED_KEY, type EmailWalletUser } from './email-login.js'
import type { FarcasterLogin } from './farcaster-login.js'
import { messageOf } from './errors.js'
import type { Modal } from './modal.js'
import type { Navigation } from './navigation.js'
import type { Project } from './project.js'
import type { PreferenceStorage } from './saved-preferences.js'
import { createEmailWalletApprovals } from './email-wallet-approvals.js'
import type { SocialLogin } from './social-login.js'
import { createSocialSession } from './social-session.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'
import type { Toast } from './toast.js'

/** The account-type code (smart account or EOA) comes with the first login, not with Connect. */
const loadAccountTypes = () => import('./account-type.js')

export interface EmailWalletDeps {
  store: Store<AppState>
  prefs: PreferenceStorage
  /** Where the deployment serves the secure frame; no email login without it. */
  frameBase: string | undefined
  /** The widget's own origin: the only parent the frame accepts. */
  widgetOrigin: string
  /** The site's origin as verified by the handshake; the frame shows it as who asks. */
  siteOrigin?: string | undefined
  createFrame: (url: string, onEvent: (event: FrameEvent) => void) => SecureFrameClient
  now: () => number
  navigation: Pick<Navigation, 'current' | 'push' | 'back'>
  modal: Pick<Modal, 'open' | 'close' | 'onOpening'>
  connections: Pick<Connections, 'finishConnect' | 'accountChanged'>
  registry: Pick<ConnectorRegistry, 'set'>
  project: Pick<Project, 'requireAllowedOrigin'>
  toast: Pick<Toast, 'show'>
  /** The site's events; the Farcaster login tells it when its link changes. */
  events: Pick<SiteEvents, 'emit'>
}

export type EmailWallet = ReturnType<typeof createEmailWallet>

export function createEmailWallet(deps: EmailWalletDeps) {
  const { store, navigation } = deps
  let client: SecureFrameClient | undefined
  let clientReady: Promise<SecureFrameClient> | undefined
  let siteConfig: WidgetConfig | undefined
  const approvals = createEmailWalletApprovals(deps)
  // The frame's texts follow the widget's language (a frame created later reads it from its address).
  onLocaleChange(
    () => void clientReady?.then((ready) => ready.request('syncLocale', { locale: wantedLocale() })).catch(() => {}),
  )
  /** The frame, created on first need (again after a failed load): every request for it waits until it is ready. */
  const frame = (): Promise<SecureFrameClient> => {
    reloadFailedFrame()
    return clientReady ?? Promise.reject(new Error('Email login is not available'))
  }
  const signing = createEmailConnector(frame, approvals.track)
  // Reads never wait on the user: refusing the approvals leaves them alone.
  const reading = createEmailConnector(frame, () => ({ signal: new AbortController().signal, done() {} }))
  const connector: EmailConnector = {
    ...signing,
    async request(method, params) {
      if (SAFE_RPC_METHODS.has(method)) return reading.request(method, params)
      try {
        return await signing.request(method, params)
      } catch (error) {
        // Only refused approvals abort these: to the site, the user said no.
        if (error instanceof SecureFrameError && error.code === 'aborted')
          throw new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE, { cause: error })
        throw error
      }
    },
    switchNetwork,
    disconnect: signOut,
  }
  deps.registry.set('email', [connector])

  /** The email wallet reaches chains only through the deployment's chain API, on the frame's origin. */
  const frameRpcUrl = (chainId: number) =>
    deploymentRpcUrl(new URL(deps.frameBase!).origin, siteConfig!.projectId, chainId)
  const defaultChainId = () => {
    const network = store.get().config?.networks[0]
    return typeof network?.id === 'number' ? network.id : 1
  }
  const socialSession = createSocialSession(deps.prefs)
  const email = createEmailLogin({
    store,
    frame,
    prefs: deps.prefs,
    now: deps.now,
    navigation,
    chainId: () => {
      const chainId = store.get().chainId
      return typeof chainId === 'number' ? chainId : defaultChainId()
    },
    async onConnected(connected) {
      const silent = !store.get().open || navigation.current()?.name !== 'EmailLogin'
      const { withStoredAccountType, emailAccountOf } = await loadAccountTypes()
      const user = await withStoredAccountType(await frame(), connected, deps.prefs)
      // A restored session may be a social login's.
      await deps.connections.finishConnect(connector, user.address, {
        silent,
        account: { social: socialSession.connected(user), emailAccount: emailAccountOf(user) },
      })
      store.set({ userEmail: user.email })
    },
    onUpdated(newEmail) {
      store.set({ userEmail: newEmail })
      deps.toast.show('success', t('toasts.emailUpdated'))
    },
  })
  /** What the social and Farcaster logins share: the chain, the origin check, and connecting the wallet they open. */
  const frameLogin = {
    prefs: deps.prefs,
    chainId: () => {
      const chainId = store.get().chainId
      return typeof chainId === 'number' ? chainId : defaultChainId()
    },
    requireAllowedOrigin: () => deps.project.requireAllowedOrigin(),
    async onConnected(connected: EmailWalletUser) {
      const { withStoredAccountType, emailAccountOf } = await loadAccountTypes()
      const user = await withStoredAccountType(await frame(), connected, deps.prefs)
      await deps.connections.finishConnect(connector, user.address, {
        silent: !store.get().open,
        account: { userEmail: user.email, social: socialSession.connected(user), emailAccount: emailAccountOf(user) },
      })
    },
    toast: deps.toast,
  }
  /** The social login's code is loaded on the first click (its popup opens from a click in the frame, not here). */
  let socialLogin: Promise<SocialLogin> | undefined
  const loadSocialLogin = () =>
    (socialLogin ??= import('./social-login.js').then(({ createSocialLogin }) =>
      createSocialLogin({ ...frameLogin, frame, store, navigation }),
    ))
  /** Switching the active account, and the frame's news of it (account-type.ts), loaded on first need. */
  const accountTypes = async () =>
    (await loadAccountTypes()).createAccountTypeSwitch({ ...deps, frame, connectorId: connector.id })
  const onFrameEvent = (event: FrameEvent) => {
    approvals.onFrameEvent(event)
    void socialLogin?.then((login) => login.onFrameEvent(event))
    if (event.type === 'userChanged') void accountTypes().then((types) => types.userChanged(event.user))
  }
  /** Sign In With Farcaster (farcaster-login.ts), loaded with its view's first visit. */
  let farcasterLogin: Promise<FarcasterLogin> | undefined
  const loadFarcasterLogin = () =>
    (farcasterLogin ??= import('./farcaster-login.js').then(({ createFarcasterLogin }) =>
      createFarcasterLogin({ ...frameLogin, store, frame, events: deps.events }),
    ))
  // The Connect view offers email: have the secure frame loading while the user types.
  deps.modal.onOpening(() => {
    const features = store.get().features
    if (store.get().status !== 'connected' && (features?.email !== false || features.socials.length > 0)) ensureFrame()
  })

  function ensureFrame(): void {
    const config = siteConfig
    if (client || !deps.frameBase || !config) return
    const network = config.networks[0]
    if (!network || typeof network.id !== 'number') return
    const url = secureFrameUrl(deps.frameBase, {
      projectId: config.projectId,
      chainId: network.id,
      version: String(SECURE_FRAME_PROTOCOL_VERSION),
      enableLogger: false,
      rpcUrl: frameRpcUrl(network.id),
      parentOrigin: deps.widgetOrigin,
      // The language the widget is switching to, not only the one it shows: the frame's page preloads its texts.
      locale: wantedLocale(),
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

  /** A frame whose page failed to load is dropped and loaded afresh. */
  function reloadFailedFrame(): void {
    if (client && store.get().secureFrame === 'failed') {
      client.destroy()
      client = undefined
      clientReady = undefined
    }
    ensureFrame()
  }

  /** Signs out in the frame, waiting at most 3 s for it, then forgets the cached login data. */
  async function signOut(): Promise<void> {
    const done = frame().then((ready) => ready.request('signOut', {}))
    await Promise.race([
      done.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FRAME_DISCONNECT_WAIT_MS)),
    ])
    email.forget()
    socialSession.forget()
  }

  async function connectSocial(provider: RedirectProvider): Promise<void> {
    try {
      socialSession.starting(provider)
      await (await loadSocialLogin()).connect(provider)
    } catch (error) {
      deps.toast.show('error', messageOf(error))
    }
  }

  /** Switches the email wallet inside its frame, which reaches the new chain through the chain API. */
  async function switchNetwork(network: Network): Promise<void> {
    const ready = await frame()
    await ready.request('switchNetwork', { chainId: Number(network.id), rpcUrl: frameRpcUrl(Number(network.id)) })
  }

  return {
    /**
     * The email login steps; starting one waits for the project's origin check. The email wallet
     * needs the deployment, so an origin not known to be allowed stops it: while the check's
     * answer is unknown, as the email login dependency being unavailable.
     */
    email: {
      ...email,
      async start(emailAddress: string): Promise<void> {
        try {
          await deps.project.requireAllowedOrigin()
        } catch (error) {
          const message = store.get().originAllowed === null ? t('errors.frameLoadFailed') : messageOf(error)
          return void store.set({ emailLogin: { ...store.get().emailLogin, email: emailAddress, error: message } })
        }
        socialSession.starting(null)
        return email.start(emailAddress)
      },
      /** Loads the secure frame again after its page failed to load (the user's "Try again"). */
      retryFrame: reloadFailedFrame,
    },
    /** A social login with a provider's popup, run by the secure frame (social-login.ts). */
    connectSocial,
    /** The ConnectingFarcaster view's login: started when it opens, left when it closes. */
    farcaster: {
      start: () => {
        socialSession.starting('farcaster')
        return loadFarcasterLogin().then((login) => login.start())
      },
      leave: () => void farcasterLogin?.then((login) => login.leave()),
    },
    client: () => client,
    /** Switches the active account between the smart account and the EOA (account-type.ts). */
    accountType: { switchTo: async (type: AccountType) => (await accountTypes()).switchTo(type) },
    /** Whether this deployment offers email login at all. */
    available: () => Boolean(deps.frameBase),
    /**
     * Keeps the site's configuration. The frame (a third document and ~45 KB for every visitor)
     * is created only when it can be needed: now, when this browser has an email login to
     * restore; otherwise when the modal first offers email.
     */
    configure(config: WidgetConfig): void {
      siteConfig = config
      if (deps.prefs.getItem(EMAIL_LOGIN_USED_KEY) === 'true') ensureFrame()
    },
  }
}
