/**
 * One handler per operation of the protocol. Login and email changes go to the auth API of this
 * origin; the key is set up by the keyring; RPC goes through rpc.ts. Operations this frame does
 * not offer yet (social, Farcaster, smart accounts) answer an honest error instead of a fake.
 */
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { AuthApi } from './auth-api.js'
import type { Approver, SiteInfo } from './approval-queue.js'
import type { ChainRpc, ChainTarget } from './chain-rpc.js'
import type { Handlers } from './dispatcher.js'
import type { Keyring, SignedInUser } from './keyring.js'
import { NOT_CONNECTED_MESSAGE, handleRpcRequest } from './rpc.js'

export const SOCIAL_UNAVAILABLE_MESSAGE = 'Social login is not available yet'
export const NO_SMART_ACCOUNT_MESSAGE = 'No network is smart-account-enabled'

/** What the frame knows besides the user: the chain and the site, both set by the widget. */
export interface FrameState {
  chain: ChainTarget
  dapp: { name: string; url: string } | null
}

export interface HandlerDependencies {
  api: AuthApi
  keyring: Keyring
  approver: Approver
  rpc: ChainRpc
  state: FrameState
  /** The top-level page's origin as the browser reports it (`location.ancestorOrigins`), if known. */
  topOrigin: string | null
  setTheme: (theme: 'light' | 'dark') => void
  reload: () => void
}

export function createHandlers(deps: HandlerDependencies): Handlers {
  const { api, keyring, state } = deps
  const signedIn = (): SignedInUser => keyring.user() ?? notConnected()
  const social = () => {
    throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, SOCIAL_UNAVAILABLE_MESSAGE)
  }

  return {
    connectEmail: ({ email }, { signal }) => api.startEmail(email, signal),
    connectDevice: ({ email }, { signal }) => api.waitForDevice(email, signal),
    async connectOtp({ email, otp }, { signal }) {
      const session = await api.verifyOtp(email, otp, signal)
      await keyring.signIn(session, signal)
      return {}
    },
    getUser() {
      const user = signedIn()
      const address = user.account.address
      return {
        email: user.email,
        address,
        // The frame serves one chain at a time; the widget moves it with switchNetwork (which carries the RPC URL).
        chainId: state.chain.chainId,
        accounts: [{ address, type: 'eoa' as const }],
        userName: null,
        preferredAccountType: 'eoa' as const,
        smartAccountDeployed: false,
      }
    },
    isConnected: () => ({ isConnected: keyring.user() !== null }),
    getChainId: () => ({ chainId: state.chain.chainId }),
    switchNetwork({ chainId, rpcUrl }) {
      state.chain = { chainId, rpcUrl }
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
    rpcRequest: (payload, context) =>
      handleRpcRequest(payload, context, {
        keyring,
        rpc: deps.rpc,
        approver: deps.approver,
        chain: () => state.chain,
        site: () => siteInfo(state, deps.topOrigin),
      }),
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
    syncDappData({ metadata }) {
      state.dapp = { name: metadata.name, url: metadata.url }
      return {}
    },
    reload(_payload, { afterReply }) {
      afterReply(deps.reload)
      return {}
    },
    getSmartAccountEnabledNetworks: () => ({ smartAccountEnabledNetworks: [] }),
    initSmartAccount() {
      throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, NO_SMART_ACCOUNT_MESSAGE)
    },
    setPreferredAccount({ type }) {
      if (type === 'smartAccount') throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, NO_SMART_ACCOUNT_MESSAGE)
      return { type, address: signedIn().account.address }
    },
    connectSocial: social,
    getFarcasterUri: social,
    connectFarcaster: social,
    getSocialRedirectUri: social,
  }
}

function notConnected(): never {
  throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
}

/**
 * The site shown in the approval UI: the name the widget passed on, and the origin the browser
 * itself reports for the top-level page. The name is only a claim of the embedding site; the
 * reported origin is not, so it is preferred over the metadata URL.
 */
function siteInfo(state: FrameState, topOrigin: string | null): SiteInfo {
  let claimedOrigin: string | null = null
  try {
    const url = state.dapp ? new URL(state.dapp.url) : null
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) claimedOrigin = url.origin
  } catch {}
  return { name: state.dapp?.name.trim() || null, origin: topOrigin ?? claimedOrigin }
}
