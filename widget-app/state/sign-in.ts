/**
 * Sign-in with the wallet (EIP-4361, or CAIP-122 for a Solana account: sign-in-message.ts), the
 * rules of the spec's §4 "Sign-in":
 *
 * - Trigger: once connected, when the site configured sign-in, the account is on one of the
 *   site's networks and no session is kept for it, the sign-message view (SignIn) opens.
 * - Success: the session is kept (newest first, which records the last network signed in on),
 *   the modal closes and the site hears `signIn`.
 * - Failure: 'Error signing message', and the sign-message view again unless the approval view
 *   is showing (the email wallet's approval sits over it).
 * - Cancel: when required, back to the last network this account has a session on, else
 *   disconnect; when optional, only close.
 * - The close control does nothing on the sign-message and approval views while sign-in is
 *   required and the account has no session.
 * - Disconnecting signs out: each kept session is revoked with its secret (the wallet may be gone).
 *
 * The message's domain and uri are the site's origin from the loader's handshake, never a value
 * of the page; the nonce comes from the server, bound to that origin. Loaded on demand
 * (lazy-sign-in.ts) with viem's SIWE helpers, only on sites that configure sign-in.
 */
import '../i18n/on-demand-texts.js'
import type { SessionAnswer } from '../../shared/contracts/sessions.js'
import { signSignInMessage } from './sign-in-message.js'
import { ProviderRpcError, RpcErrorCode, USER_REJECTED_MESSAGE, WidgetError } from '../../shared/errors.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import type { ApiContext } from '../api/api-context.js'
import { createSession, isSessionGone, readSession, requestNonce, revokeSession } from '../api/sessions.js'
import { t } from '../i18n/i18n.js'
import { activeNetwork, type AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import type { ReportError } from './errors.js'
import type { Modal } from './modal.js'
import type { Navigation } from './navigation.js'
import type { PreferenceStorage } from './saved-preferences.js'
import { type KeptSession, loadKeptSessions, sameAccount, saveKeptSessions, splitAccount } from './sign-in-sessions.js'
import type { SiteEvents } from './site-events.js'
import { createStore, type Store } from './store.js'
import type { Toast } from './toast.js'

/** A token this close to its end is renewed before it is handed to the site. */
const TOKEN_RENEW_MARGIN_MS = 60_000

export interface SignInViewState {
  /** `signing` from the nonce request until the server has verified the signature. */
  phase: 'idle' | 'signing' | 'failed'
}

export interface SignInDeps {
  store: Store<AppState>
  prefs: PreferenceStorage
  events: Pick<SiteEvents, 'emit'>
  modal: Pick<Modal, 'open' | 'close' | 'waitForConnection'>
  navigation: Pick<Navigation, 'current' | 'reset'>
  connections: Pick<Connections, 'disconnect'>
  switchNetwork: (caipNetworkId: string) => Promise<void>
  /** A request to the connected wallet on the site provider's path (the email wallet's approval included). */
  walletRequest: (request: RpcRequest) => Promise<RpcResult>
  apiContext: () => ApiContext | undefined
  /** The site's origin from the loader's handshake. */
  siteOrigin: string | undefined
  toast: Pick<Toast, 'show'>
  reportError: ReportError
  now: () => number
}

export type SignIn = ReturnType<typeof createSignIn>

/** CAIP-10 id of the connected account, or null while none is connected. */
function connectedAccount(state: AppState): string | null {
  const { status, address, chainId, chainNamespace } = state
  if (status !== 'connected' || !address || chainId === null || !chainNamespace) return null
  return `${chainNamespace}:${chainId}:${address}`
}

export function createSignIn(deps: SignInDeps) {
  const { store, prefs, events, modal, navigation } = deps
  const view = createStore<SignInViewState>({ phase: 'idle' })
  let kept: KeptSession[] = []
  /** The server's answers for kept sessions, by id (their tokens renewed when read). */
  const live = new Map<string, SessionAnswer>()
  /** The site's `signIn()` calls waiting for the outcome. */
  const waiters = new Set<{ resolve(session: SessionAnswer): void; reject(error: unknown): void }>()

  const keep = (next: KeptSession[]) => {
    kept = next
    saveKeptSessions(prefs, kept)
  }
  const forget = (id: string) => {
    live.delete(id)
    keep(kept.filter((session) => session.id !== id))
  }
  const sessionFor = (account: string | null) =>
    account === null ? undefined : kept.find((session) => sameAccount(session.account, account))
  const required = () => store.get().config?.signIn?.required === true
  const settle = (outcome: { session: SessionAnswer } | { error: unknown }) => {
    const waiting = [...waiters]
    waiters.clear()
    for (const waiter of waiting) 'session' in outcome ? waiter.resolve(outcome.session) : waiter.reject(outcome.error)
  }

  /** Whether the sign-message view should open now (the trigger rule). */
  function wanted(state: AppState): boolean {
    const account = connectedAccount(state)
    return (
      Boolean(state.config?.signIn) && account !== null && activeNetwork(state) !== undefined && !sessionFor(account)
    )
  }

  function show(): void {
    if (!store.get().open) modal.open()
    view.set({ phase: 'idle' })
    if (navigation.current()?.name !== 'SignIn') navigation.reset({ name: 'SignIn' })
  }

  /** Sign-in cannot start: the wallet is disconnected and the view reset (spec §4, initialization failure). */
  async function initializationFailed(error: unknown): Promise<void> {
    deps.reportError('INTERNAL_SDK_ERROR', error)
    deps.toast.show('error', t('signIn.errors.initialize'))
    await deps.connections.disconnect().catch(() => undefined)
    if (store.get().open) navigation.reset({ name: 'Connect' })
  }

  /** Reads the kept sessions back from the server; those it no longer has are forgotten. */
  async function restore(): Promise<void> {
    kept = loadKeptSessions(prefs, deps.now())
    const api = deps.apiContext()
    if (!api) return
    for (const session of [...kept]) {
      try {
        live.set(session.id, await readSession(api, session.id))
      } catch (error) {
        // Unreachable now is not gone: the session is kept and read again when asked for.
        if (isSessionGone(error)) forget(session.id)
      }
    }
  }

  async function sign(): Promise<void> {
    if (view.get().phase === 'signing') return
    const state = store.get()
    const config = state.config?.signIn
    const account = connectedAccount(state)
    const network = activeNetwork(state)
    const api = deps.apiContext()
    view.set({ phase: 'signing' })
    try {
      if (!config) throw new WidgetError('SIWX is not enabled', { code: 'sign_in_not_enabled' })
      if (!account || !state.address) throw new WidgetError('No ActiveCaipAddress found', { code: 'not_connected' })
      if (!network || !api || !deps.siteOrigin)
        throw new WidgetError('No ActiveCaipNetwork or client found', { code: 'sign_in_unavailable' })
      const { nonce } = await requestNonce(api, { projectId: api.projectId, origin: deps.siteOrigin })
      const { message, signature } = await signSignInMessage({
        namespace: state.chainNamespace,
        address: state.address,
        chainId: network.id,
        siteOrigin: deps.siteOrigin,
        nonce,
        issuedAt: new Date(deps.now()),
        statement: config.statement,
        resources: config.resources,
        walletRequest: deps.walletRequest,
      })
      const { revokeSecret, ...session } = await createSession(api, { message, signature })
      live.set(session.id, session)
      const entry = { id: session.id, account: session.account, revokeSecret, expiresAt: session.expiresAt }
      keep([entry, ...kept.filter((other) => !sameAccount(other.account, session.account))])
      view.set({ phase: 'idle' })
      settle({ session })
      modal.close()
      events.emit('signIn')
    } catch (error) {
      view.set({ phase: 'failed' })
      deps.toast.show('error', t('signIn.errors.signing'))
      events.emit('error', error)
      deps.reportError('CONNECTION_ERROR', error)
      const current = navigation.current()?.name
      if (store.get().status === 'connected' && current !== 'ApproveTransaction' && current !== 'SignIn') show()
    }
  }

  async function cancel(): Promise<void> {
    settle({ error: new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE) })
    const state = store.get()
    if (!required()) return modal.close()
    const address = state.address?.toLowerCase()
    const last = kept.find((session) => splitAccount(session.account).address === address)
    if (last && address) {
      await deps.switchNetwork(splitAccount(last.account).network)
      if (sessionFor(connectedAccount(store.get()))) modal.close()
    } else {
      await deps.connections.disconnect()
    }
  }

  /** Revokes every kept session with its secret and forgets it; the site hears `signOut` if there was one. */
  async function signOut(): Promise<void> {
    const ending = kept
    const api = deps.apiContext()
    live.clear()
    keep([])
    if (ending.length === 0) return
    events.emit('signOut')
    if (!api) return
    await Promise.all(
      ending.map((session) =>
        revokeSession(api, session.id, session.revokeSecret).catch((error) => {
          if (!isSessionGone(error)) deps.reportError('INTERNAL_SDK_ERROR', error)
        }),
      ),
    )
  }

  /** The session of the connected account, its token renewed when it is about to end; null when none. */
  async function getSession(): Promise<SessionAnswer | null> {
    await ready
    const session = sessionFor(connectedAccount(store.get()))
    const api = deps.apiContext()
    if (!session || !api) return null
    const known = live.get(session.id)
    if (known && Date.parse(known.tokenExpiresAt) - deps.now() > TOKEN_RENEW_MARGIN_MS) return known
    try {
      const fresh = await readSession(api, session.id)
      live.set(session.id, fresh)
      return fresh
    } catch (error) {
      if (!isSessionGone(error)) throw error
      forget(session.id)
      return null
    }
  }

  async function signIn(): Promise<SessionAnswer> {
    await ready
    if (!store.get().config?.signIn) throw new WidgetError('SIWX is not enabled', { code: 'sign_in_not_enabled' })
    if (!connectedAccount(store.get())) await modal.waitForConnection()
    const existing = await getSession()
    if (existing) return existing
    const outcome = new Promise<SessionAnswer>((resolve, reject) => waiters.add({ resolve, reject }))
    show()
    return outcome
  }

  let lastAccount = connectedAccount(store.get())
  let wasOpen = store.get().open
  store.subscribe(() => {
    const state = store.get()
    const account = connectedAccount(state)
    // Closed while the site's signIn() waited (the optional view's close control): refused.
    if (wasOpen && !state.open && waiters.size > 0)
      settle({ error: new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE) })
    wasOpen = state.open
    if (account === lastAccount) return
    const previous = lastAccount
    lastAccount = account
    if (previous !== null && state.status === 'disconnected') void signOut()
    // After the connection's own steps (the modal closing after a connect) have run.
    else if (account !== null) queueMicrotask(() => void evaluate())
  })

  async function evaluate(): Promise<void> {
    await ready
    try {
      if (wanted(store.get())) show()
    } catch (error) {
      await initializationFailed(error)
    }
  }

  const ready: Promise<void> = restore().catch(initializationFailed)
  void evaluate()

  return {
    view,
    /** The site's host, named by the view. */
    site: deps.siteOrigin ? new URL(deps.siteOrigin).host : '',
    sign,
    cancel,
    required,
    /** Whether the close control does nothing now (required, no session, on the sign-message or approval view). */
    blocksClose(state: AppState): boolean {
      const current = state.history.at(-1)?.name
      return (
        state.config?.signIn?.required === true &&
        (current === 'SignIn' || current === 'ApproveTransaction') &&
        !sessionFor(connectedAccount(state))
      )
    },
    siteApi: { signIn, getSession, signOut },
  }
}
