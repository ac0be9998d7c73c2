/**
 * Puts the frame together: auth API, keyring, approvals, handlers and the dispatcher, with every
 * browser dependency passed in (fetch, post, the approval view, timers live in the view), so the
 * whole frame runs under Node in the tests.
 *
 * Start-up: restore the session from the cookie (if any), then listen, then post `ready`.
 * Listening only after the restore means no request ever sees a half-restored user; the widget
 * sends nothing before `ready` anyway.
 */
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import {
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
  type FrameEvent,
  type FrameReply,
} from '../shared/protocol/secure-frame.js'
import { createApprovalQueue, type ApprovalView } from './approval-queue.js'
import { createAuthApi, type FetchLike } from './auth-api.js'
import { createChainRpc } from './chain-rpc.js'
import { deploymentRpcUrl, type FrameConfig } from './config.js'
import { createDispatcher, type IncomingMessage } from './dispatcher.js'
import { createHandlers } from './handlers.js'
import { createKeyring } from './keyring.js'
import { NOT_CONNECTED_MESSAGE } from './rpc.js'
import { createSocialLogin, type SocialPrompt } from './social-login.js'
import { tellingStatus } from './social-status.js'
import { createFarcasterLogin } from './farcaster-login.js'
import type { PopupHost } from './social-popup.js'
import { createSmartAccountWallet } from './smart-account/wallet.js'
import { createOnDemandSolanaWallet } from './on-demand/solana-wallet.js'

/** Below the widget's 20 s load timeout, so a slow server still lets the frame report ready. */
export const SESSION_RESTORE_TIMEOUT_MS = 10_000

export interface SecureFrameOptions {
  config: FrameConfig
  /** `window.parent`. */
  parent: unknown
  /** Posts to the parent; main.ts binds it to `window.parent.postMessage(message, parentOrigin)`. */
  post: (message: FrameReply | FrameEvent) => void
  /** Starts delivering the parent's messages (main.ts: `addEventListener('message', …)`). */
  listen: (listener: (message: IncomingMessage) => void) => void
  /** Same-origin fetch for the auth API. */
  fetch: FetchLike
  /** Fetch for the chain nodes; the same as `fetch` unless a test splits them. */
  rpcFetch?: FetchLike
  view: ApprovalView
  /** This frame's own origin, where the deployment's chain API lives. */
  ownOrigin: string
  setTheme: (theme: 'light' | 'dark') => void
  reload: () => void
  crypto?: Crypto
  /** The clock (ms since the epoch) sponsorships are checked against; Date.now unless a test moves it. */
  now?: () => number
  warn?: (message: string) => void
  /** Social logins: the frame's prompt and its window's popups (main.ts binds them to the page). */
  social?: { prompt: SocialPrompt; popups: Omit<PopupHost, 'ownOrigin' | 'warn'> }
}

export type SecureFrame = ReturnType<typeof createSecureFrame>

export function createSecureFrame(options: SecureFrameOptions) {
  const { config, post } = options
  const warn = options.warn ?? console.warn
  const log = config.enableLogger ? (message: string) => console.debug(message) : undefined
  const api = createAuthApi({ projectId: config.projectId, fetch: options.fetch })
  /** Asks the widget to show or hide this frame, saying for what. */
  const visibility =
    (reason: 'approval' | 'social') =>
    (visible: boolean): void =>
      post({ ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, type: 'visibility', visible, reason })
  const approvals = createApprovalQueue({ view: options.view, setVisible: visibility('approval') })
  const keyring = createKeyring({
    api,
    ...(options.crypto ? { crypto: options.crypto } : {}),
    // Nothing waiting for the user may be signed once they are gone.
    onSignOut: () => approvals.cancelAll(() => new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)),
  })
  const handlers = createHandlers({
    api,
    keyring,
    approver: approvals,
    rpc: createChainRpc(options.rpcFetch ?? options.fetch),
    state: { chain: { chainId: config.chainId, rpcUrl: config.rpcUrl }, siteClaim: null },
    siteOrigin: config.siteOrigin,
    rpcUrlFor: (chainId) => deploymentRpcUrl(options.ownOrigin, config.projectId, chainId),
    warn,
    setTheme: options.setTheme,
    reload: options.reload,
    farcaster: createFarcasterLogin({ api, keyring }),
    // Its code (and @solana/kit) is downloaded by the first Solana request.
    solana: createOnDemandSolanaWallet({
      ownOrigin: options.ownOrigin,
      projectId: config.projectId,
      keyring,
      approver: approvals,
      fetch: options.rpcFetch ?? options.fetch,
      site: () => ({ origin: config.siteOrigin }),
      ...(options.crypto ? { crypto: options.crypto } : {}),
    }),
    smartAccount: createSmartAccountWallet({
      projectId: config.projectId,
      fetch: options.fetch,
      rpcFetch: options.rpcFetch ?? options.fetch,
      rpcUrlFor: (chainId) => deploymentRpcUrl(options.ownOrigin, config.projectId, chainId),
      ...(options.now ? { now: options.now } : {}),
    }),
    announceUser: (user) =>
      post({ ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, type: 'userChanged', user }),
    ...(options.social
      ? {
          social: createSocialLogin({
            api,
            keyring,
            host: { ...options.social.popups, ownOrigin: options.ownOrigin, warn },
            prompt: tellingStatus(options.social.prompt, post),
            setVisible: visibility('social'),
          }),
        }
      : {}),
  })
  const dispatcher = createDispatcher({
    parentOrigin: config.parentOrigin,
    parent: options.parent,
    post,
    handlers,
    warn,
    ...(log ? { log } : {}),
  })

  return {
    dispatcher,
    keyring,
    approvals,
    /** Restores the session, starts listening and posts `ready`; never rejects. */
    async start(): Promise<void> {
      log?.(
        `[SecureFrame] starting for widget ${config.version || '(unknown version)'}, protocol v${SECURE_FRAME_PROTOCOL_VERSION}`,
      )
      const signal = AbortSignal.timeout(SESSION_RESTORE_TIMEOUT_MS)
      try {
        const session = await api.session(signal)
        // The server says how the session was opened, so a restored social login still names its provider.
        if (session)
          await keyring.signIn(session, signal, {
            userName: session.login?.userName ?? null,
            socialProvider: session.login?.provider ?? null,
          })
      } catch (error) {
        // A broken session must not keep the frame from starting: the user can sign in again.
        warn(`[SecureFrame] could not restore the session: ${(error as Error).message}`)
      }
      options.listen(dispatcher.handle)
      post({
        ns: SECURE_FRAME_NAMESPACE,
        v: SECURE_FRAME_PROTOCOL_VERSION,
        type: 'ready',
        version: SECURE_FRAME_PROTOCOL_VERSION,
      })
    },
  }
}
