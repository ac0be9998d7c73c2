/**
 * One handler per operation of the protocol. Login and email changes go to the auth API of this
 * origin; the key is set up by the keyring; social logins by social-login.ts, Farcaster by
 * farcaster-login.ts; RPC goes through rpc.ts. Operations this frame does not offer (smart
 * accounts) answer an honest error instead of a fake.
 */
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { AuthApi } from './auth-api.js'
import type { Approver } from './approval-queue.js'
import type { ChainRpc, ChainTarget } from './chain-rpc.js'
import { resolveRpcUrl } from './config.js'
import type { Handlers } from './dispatcher.js'
import { applyLocale } from './i18n/i18n.js'
import type { Keyring, SignedInUser } from './keyring.js'
import type { SocialLogin } from './social-login.js'
import type { FarcasterLogin } from './farcaster-login.js'
import { NOT_CONNECTED_MESSAGE, handleRpcRequest } from './rpc.js'
import { createUserAnnouncer, type FrameUser, frameUser } from './smart-account/frame-user.js'
import type { SmartAccountWallet } from './smart-account/wallet.js'
import { isSolanaFrameMethod } from '../shared/protocol/secure-frame-solana.js'
import type { SolanaWallet } from './solana/wallet.js'

export const SOCIAL_UNAVAILABLE_MESSAGE = 'Social login is not available yet'
export const NO_SMART_ACCOUNT_MESSAGE = 'No network is smart-account-enabled'

/** What the frame knows besides the user: the chain (moved by the widget) and the site's own description. */
export interface FrameState {
  chain: ChainTarget
  /** What the site says about itself; kept for logs, never shown as who asks. */
  siteClaim: { name: string; url: string } | null
}

export interface HandlerDependencies {
  api: AuthApi
  keyring: Keyring
  approver: Approver
  rpc: ChainRpc
  state: FrameState
  /** The site the user is on, as verified by the widget and the browser (config.ts). */
  siteOrigin: string | null
  /** The deployment's chain API address for a chain (config.ts `deploymentRpcUrl`). */
  rpcUrlFor: (chainId: number) => string
  warn: (message: string) => void
  setTheme: (theme: 'light' | 'dark') => void
  reload: () => void
  /** Social logins; absent where the frame cannot open popups. */
  social?: SocialLogin
  /** Sign In With Farcaster (farcaster-login.ts). */
  farcaster?: FarcasterLogin
  /** The user's smart accounts and which account is active (smart-account/wallet.ts). */
  smartAccount?: SmartAccountWallet
  /** Posts the `userChanged` event: the active account changed without the widget asking (smart-account/frame-user.ts). */
  announceUser?: (user: FrameUser) => void
  /** The user's Solana account and its signing methods (solana/wallet.ts). */
  solana?: SolanaWallet
}

export function createHandlers(deps: HandlerDependencies): Handlers {
  const { api, keyring, state } = deps
  const signedIn = (): SignedInUser => keyring.user() ?? notConnected()
  /** Whether the project enables smart accounts on any network. */
  const smartAccountsOffered = async (signal: AbortSignal): Promise<boolean> =>
    ((await deps.smartAccount?.accounts.networks.list(signal)) ?? []).length > 0
  const noSmartAccount = (): never => {
    throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, NO_SMART_ACCOUNT_MESSAGE)
  }
  const social = () => {
    throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, SOCIAL_UNAVAILABLE_MESSAGE)
  }
  const userChanged = createUserAnnouncer({
    user: () => keyring.user(),
    chainId: () => state.chain.chainId,
    wallet: deps.smartAccount,
    announce: (user) => deps.announceUser?.(user),
    warn: deps.warn,
  })

  return {
    connectEmail: ({ email }, { signal }) => api.startEmail(email, signal),
    connectDevice: ({ email }, { signal }) => api.waitForDevice(email, signal),
    async connectOtp({ email, otp }, { signal }) {
      const session = await api.verifyOtp(email, otp, signal)
      await keyring.signIn(session, signal)
      return {}
    },
    async getUser({ preferredAccountType }, { signal }) {
      const user = signedIn()
      deps.smartAccount?.prefer(user.account, preferredAccountType)
      return frameUser(user, state.chain.chainId, deps.smartAccount, signal, deps.warn)
    },
    isConnected: () => ({ isConnected: keyring.user() !== null }),
    getChainId: () => ({ chainId: state.chain.chainId }),
    switchNetwork({ chainId, rpcUrl }) {
      const resolved = resolveRpcUrl(rpcUrl, deps.rpcUrlFor(chainId))
      if (resolved.warning) deps.warn(resolved.warning)
      const moved = chainId !== state.chain.chainId
      state.chain = { chainId, rpcUrl: resolved.rpcUrl }
      // The active account may differ on the new chain (no smart accounts there, or again).
      if (moved) userChanged.announce()
      return { chainId }
    },
    async signOut(_payload, { signal }) {
      // Forget the key first: whatever the server answers, this frame signs nothing more.
      keyring.signOut()
      try {
        await api.signOut(signal)
      } catch (cause) {
        throw new ProviderRpcError(RpcErrorCode.internal, 'Failed to disconnect', { cause })
      }
      return {}
    },
    rpcRequest(payload, context) {
      if (deps.solana && isSolanaFrameMethod(payload.method))
        return deps.solana.request(payload.method, payload.params, context)
      if (payload.rpcUrl !== undefined) {
        const { warning } = resolveRpcUrl(payload.rpcUrl, deps.rpcUrlFor(payload.chainId ?? state.chain.chainId))
        if (warning) deps.warn(warning)
      }
      return handleRpcRequest(payload, context, {
        keyring,
        rpc: deps.rpc,
        approver: deps.approver,
        chain: () => state.chain,
        rpcUrlFor: deps.rpcUrlFor,
        site: () => ({ origin: deps.siteOrigin }),
        ...(deps.smartAccount ? { smartAccount: deps.smartAccount } : {}),
      })
    },
    async updateEmail({ email }, { signal }) {
      signedIn()
      return api.updateEmail(email, signal)
    },
    async updateEmailPrimaryOtp({ otp }, { signal }) {
      signedIn()
      return api.updateEmailPrimaryOtp(otp, signal)
    },
    async updateEmailSecondaryOtp({ otp }, { signal }) {
      signedIn()
      const { email } = await api.updateEmailSecondaryOtp(otp, signal)
      keyring.setEmail(email)
      return { newEmail: email }
    },
    syncTheme({ themeMode }) {
      deps.setTheme(themeMode)
      return {}
    },
    async syncLocale({ locale }) {
      await applyLocale(locale)
      return {}
    },
    syncDappData({ metadata }) {
      state.siteClaim = { name: metadata.name, url: metadata.url }
      return {}
    },
    reload(_payload, { afterReply }) {
      afterReply(deps.reload)
      return {}
    },
    async getSmartAccountEnabledNetworks(_payload, { signal }) {
      const networks = (await deps.smartAccount?.accounts.networks.list(signal)) ?? []
      return { smartAccountEnabledNetworks: networks.map((network) => network.chainId) }
    },
    async initSmartAccount(_payload, { signal }) {
      if (!(await smartAccountsOffered(signal)) || !deps.smartAccount) return noSmartAccount()
      return deps.smartAccount.init(signedIn().account, state.chain.chainId, signal)
    },
    async setPreferredAccount({ type }, { signal }) {
      if (type === 'smartAccount' && !(await smartAccountsOffered(signal))) return noSmartAccount()
      if (deps.smartAccount)
        return deps.smartAccount.setPreferred(type, signedIn().account, state.chain.chainId, signal)
      return { type, address: signedIn().account.address }
    },
    async connectSocial({ uri }, { signal }) {
      if (!deps.social) return social()
      const user = await deps.social.connect(uri, signal)
      return { ...user, chainId: state.chain.chainId }
    },
    getFarcasterUri: (_payload, { signal }) => (deps.farcaster ? deps.farcaster.uri(signal) : social()),
    connectFarcaster: (_payload, { signal }) => (deps.farcaster ? deps.farcaster.connect(signal) : social()),
    async getSocialRedirectUri({ provider, retry }, { signal }) {
      if (!deps.social) return social()
      return { uri: await deps.social.redirectUri(provider, signal, retry === true) }
    },
  }
}

function notConnected(): never {
  throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
}
