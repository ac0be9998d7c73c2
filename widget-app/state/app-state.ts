/** The widget's state and the snapshot the site sees. */
import type { ChainNamespace } from '../../shared/caip.js'
import type { WidgetConfig } from '../../shared/config.js'
import type { ConnectionStatus, WalletInfo, WidgetState } from '../../shared/protocol/loader-widget.js'
import type { Network } from '../../shared/networks.js'
import type { Connection } from './connections.js'
import type { WalletWidgetNamespaceAccount } from '../../shared/protocol/wallet-widget-api.js'
import type { RecentWallet } from './recent-wallets.js'
import type { History } from './router.js'
import type { ToastState } from './toast.js'
import type { Features } from './features.js'
import type { ProjectAlertCode } from './project-check.js'
import { initialWalletConnect, type WalletConnectState } from './walletconnect-state.js'
import type { EmailAccountState } from './email-account-state.js'
import { initialSocialFlow, type SocialFlowState } from './social-flow-state.js'
import {
  initialEmailLogin,
  initialEmailUpdate,
  type EmailLoginState,
  type EmailUpdateState,
} from './email-login-state.js'

export type BalanceState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; value: bigint }
  | { state: 'unavailable' }

export interface AppState {
  config: WidgetConfig | null
  open: boolean
  history: History
  wallets: WalletInfo[]
  recentWallets: RecentWallet[]
  connections: Connection[]
  status: ConnectionStatus
  connectorId: string | null
  walletName: string | null
  /** The namespace of the active connection (whose adapter handles its chain). */
  chainNamespace: ChainNamespace | null
  address: string | null
  /** The wallet's chain id within its namespace; may be a network the site did not configure. */
  chainId: Network['id'] | null
  /** The network chosen while disconnected (the first configured one by default). */
  selectedNetworkId: string | null
  balance: BalanceState
  toast: ToastState
  /** The last error of the connecting view, shown with a retry button. */
  connectError: string | null
  emailLogin: EmailLoginState
  emailUpdate: EmailUpdateState
  /** The email of the connected email wallet. */
  userEmail: string | null
  /** The secure frame: not created (yet, or no deployment), loading, ready, or failed to load. */
  secureFrame: 'none' | 'loading' | 'ready' | 'failed'
  /** Site and project feature switches merged; null until the project's are known. */
  features: Features | null
  /** Whether this site is an allowed origin of the project; null while checking. */
  originAllowed: boolean | null
  projectAlert: ProjectAlertCode | null
  walletConnect: WalletConnectState
  /** The Farcaster view's relay link (null until the frame has one, and again after leaving), and its last error. */
  farcaster: { url: string | null; error: string | null }
  /** The social login that opened the connected email wallet this session, with its username. */
  social: { provider: string; userName: string | null } | null
  /** The connected email wallet's active account type and its smart account's deployment (account-type.ts). */
  emailAccount: EmailAccountState | null
  /** The connected email wallet's Solana account on a site with a Solana network (email-solana.ts). */
  emailSolanaAddress: string | null
  /** The social login with a provider's popup that the ConnectingSocial view shows. */
  socialFlow: SocialFlowState
}

export const initialAppState = (): AppState => ({
  config: null,
  open: false,
  history: [],
  wallets: [],
  recentWallets: [],
  connections: [],
  status: 'disconnected',
  connectorId: null,
  walletName: null,
  chainNamespace: null,
  address: null,
  chainId: null,
  selectedNetworkId: null,
  balance: { state: 'idle' },
  toast: { open: false, variant: 'success', message: '' },
  connectError: null,
  emailLogin: initialEmailLogin(),
  emailUpdate: initialEmailUpdate(),
  userEmail: null,
  secureFrame: 'none',
  features: null,
  originAllowed: null,
  projectAlert: null,
  walletConnect: initialWalletConnect(),
  farcaster: { url: null, error: null },
  social: null,
  emailAccount: null,
  emailSolanaAddress: null,
  socialFlow: initialSocialFlow(),
})

/** The configured network the wallet is on, if any. */
export function activeNetwork(state: AppState): Network | undefined {
  const networks = state.config?.networks ?? []
  if (state.status === 'connected')
    return networks.find((network) => network.chainNamespace === state.chainNamespace && network.id === state.chainId)
  return networks.find((network) => network.caipNetworkId === state.selectedNetworkId) ?? networks[0]
}

export function isNetworkSupported(state: AppState): boolean {
  return state.status !== 'connected' || activeNetwork(state) !== undefined
}

/** Account reset: disconnected, and address, balance, connector cleared. */
export function accountReset(): Partial<AppState> {
  return {
    status: 'disconnected',
    address: null,
    chainId: null,
    connectorId: null,
    walletName: null,
    chainNamespace: null,
    userEmail: null,
    social: null,
    emailAccount: null,
    emailSolanaAddress: null,
    balance: { state: 'idle' },
  }
}

/**
 * On when the site asks for it (`data-multi-wallet="true"`) and the project's merged features
 * have `multiWallet` (the project enabled it, the site's `data-features` did not refuse it).
 */
export function multiWalletEnabled(state: Pick<AppState, 'config' | 'features'>): boolean {
  return state.config?.multiWallet === true && state.features?.multiWallet === true
}

type NamespaceAccounts = Partial<Record<string, WalletWidgetNamespaceAccount>>

/** With one connection at a time, `accounts` holds the active connection's account alone. */
function activeAccountOnly(state: AppState, caipNetworkId: string | null): NamespaceAccounts {
  const { status, address, chainNamespace, connectorId, walletName } = state
  if (status !== 'connected' || !address || !chainNamespace || !caipNetworkId || !connectorId) return {}
  const caipAddress = `${caipNetworkId}:${address}`
  return {
    [chainNamespace]: {
      status,
      active: true,
      caipAddress,
      address,
      caipNetworkId,
      connectorId,
      walletName: walletName ?? '',
    },
  }
}

let accountsOf: (state: AppState, caipNetworkId: string | null) => NamespaceAccounts = activeAccountOnly

/**
 * Several connections at once (`data-multi-wallet`) list every namespace's account: their chunk
 * (connections-switch.ts) hands its function over once downloaded, so the first download does not carry it.
 */
export function useNamespaceAccounts(accounts: (state: AppState) => NamespaceAccounts): void {
  accountsOf = accounts
}

export function snapshot(state: AppState): WidgetState {
  const connected =
    state.status === 'connected' && state.address !== null && state.chainId !== null && state.chainNamespace !== null
  const caipNetworkId = connected
    ? `${state.chainNamespace}:${state.chainId}`
    : (activeNetwork(state)?.caipNetworkId ?? null)
  return {
    open: state.open,
    view: state.open ? (state.history[state.history.length - 1]?.name ?? null) : null,
    status: state.status,
    caipAddress: connected ? `${caipNetworkId}:${state.address}` : null,
    address: connected ? state.address : null,
    caipNetworkId,
    chainId: connected && typeof state.chainId === 'number' ? state.chainId : null,
    networkSupported: isNetworkSupported(state),
    connectorId: state.connectorId,
    walletName: state.walletName,
    socialProvider: connected ? (state.social?.provider ?? null) : null,
    socialUsername: connected ? (state.social?.userName ?? null) : null,
    farcasterUrl: state.farcaster.url,
    // The email wallet's Solana account, when active, is a key account (§4: solana eoa), never a smart account.
    accountType: connected
      ? state.chainNamespace === 'solana' && state.emailAccount
        ? 'eoa'
        : (state.emailAccount?.type ?? null)
      : null,
    smartAccountDeployed:
      connected && state.chainNamespace !== 'solana' ? (state.emailAccount?.smartAccountDeployed ?? null) : null,
    accounts: accountsOf(state, connected ? caipNetworkId : null),
  }
}
