/**
 * The widget's composition root: creates the store and the modules (each with one job, joined
 * through small interfaces) and hands the views and the channel what they use.
 */
import type { Network } from '../../shared/networks.js'
import type { LoaderApi, RpcRequest } from '../../shared/protocol/loader-widget.js'
import type { FrameEvent } from '../../shared/protocol/secure-frame.js'
import type { WalletEntry } from '../api/wallets.js'
import { createErrorReporter } from '../api/report-error.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import { createNamespaceAdapters } from '../namespaces/registry.js'
import type { ReadEvmBalance, ReadEvmBlockNumber } from '../namespaces/eip155/adapter.js'
import type { SecureFrameClient } from '../secure-frame/secure-frame-client.js'
import { createAccount } from './account.js'
import { activeNetwork, initialAppState, type AppState } from './app-state.js'
import { createBalanceRefresh } from './balance-refresh.js'
import { createConnectionManager } from './connection-manager.js'
import { lazyActiveChainSwitch, lazyConnectionSwitch } from './connections-lazy.js'
import { createDirectory } from './directory.js'
import type { ReportError } from './errors.js'
import { createWidgetApi } from './widget-api.js'
import { createLazySignIn, type LoadSignIn } from './lazy-sign-in.js'
import { createSiteWallets } from './site-wallets.js'
import { createModal } from './modal.js'
import { createNavigation } from './navigation.js'
import { createNetworkSwitch } from './network-switch.js'
import { createProject } from './project.js'
import type { PreferenceStorage, SavedPreferences } from './saved-preferences.js'
import { createEmailWallet } from './email-wallet.js'
import { lazyEmailSolana } from './email-solana-lazy.js'
import { createSiteEvents } from './site-events.js'
import { createSiteProvider } from './site-provider.js'
import { createStore } from './store.js'
import { createToast } from './toast.js'
import { createLazyWalletConnectFlow } from './lazy-walletconnect-flow.js'
import { watchWalletRequests } from './wallet-request-prompt.js'

export interface WidgetDeps {
  loader: LoaderApi
  storage?: SavedPreferences
  readBalance?: ReadEvmBalance
  readBlockNumber?: ReadEvmBlockNumber
  writeClipboard?: (text: string) => Promise<void>
  /** Called after the modal has painted, to report `open`. */
  afterPaint?: (callback: () => void) => void
  /** The deployment's secure frame (email wallet); without it the email method is not offered. */
  secureFrame?: {
    base: string
    widgetOrigin: string
    create: (url: string, onEvent: (event: FrameEvent) => void) => SecureFrameClient
  }
  /** The deployment's API; without it the project cannot be checked and connecting stays off. */
  apiUrl?: string
  /** The site's origin, checked against the project's allowed origins. */
  siteOrigin?: string
  /** The deployment's WalletConnect relay; without it the QR route is not offered. */
  relayUrl?: string
  fetch?: typeof fetch
  now?: () => number
  /** Downloads sign-in with the wallet (with the on-demand views); without it sign-in is not offered. */
  loadSignIn?: LoadSignIn
}

/** Without saved preferences (no storage in the site) nothing is kept. */
const NO_PREFERENCES: PreferenceStorage = { getItem: () => null, setItem() {}, removeItem() {} }

export type Widget = ReturnType<typeof createWidget>

export function createWidget(deps: WidgetDeps) {
  const { loader, storage, siteOrigin } = deps
  const prefs = storage ?? NO_PREFERENCES
  const store = createStore<AppState>(initialAppState())
  const toast = createToast(
    (state) => store.set({ toast: state }),
    () => store.get().toast,
  )
  const project = createProject({ store, apiUrl: deps.apiUrl, siteOrigin, fetch: deps.fetch })
  const reporter = createErrorReporter(
    project.apiContext,
    { url: siteOrigin ?? '', domain: siteOrigin ? new URL(siteOrigin).hostname : '' },
    deps.now,
  )
  /** Errors are wrapped with a category and reported (at most 5 per 60 s). */
  const reportError: ReportError = (category, error) => void reporter.report(category, error)
  const events = createSiteEvents(store, loader)
  const modal = createModal({ store, loader, events, toast, afterPaint: deps.afterPaint })
  const navigation = createNavigation(store, modal)
  const adapters = createNamespaceAdapters({
    readBalance: deps.readBalance,
    readBlockNumber: deps.readBlockNumber,
    networks: () => store.get().config?.networks ?? [],
    apiContext: project.apiContext,
  })
  const registry = createConnectorRegistry()
  /** What most modules are built on; each takes the parts its own deps name. */
  const base = { store, loader, prefs, toast, events, modal, navigation, project, adapters, registry, reportError }
  const account = createAccount({ ...base, writeClipboard: deps.writeClipboard })
  const balanceRefresh = createBalanceRefresh({ ...base, account })
  const connections = createConnectionManager({
    ...base,
    account,
    loadSeveralConnections: () => connectionSwitch.ready(),
  })
  const connectionSwitch = lazyConnectionSwitch({
    ...base,
    connections,
    connectWallet: (walletId) => connections.connect(walletId, siteWallets.connector(walletId)),
    connectWalletConnect: () => walletConnect.connect(null),
  })
  const siteWallets = createSiteWallets({
    ...base,
    connections: { ...connections, reconnect: connectionSwitch.reconnect },
  })
  const emailWallet = createEmailWallet({
    ...base,
    connections,
    frameBase: deps.secureFrame?.base,
    widgetOrigin: deps.secureFrame?.widgetOrigin ?? '',
    siteOrigin,
    createFrame: (url, onEvent) => deps.secureFrame!.create(url, onEvent),
    now: deps.now ?? Date.now,
  })
  const walletConnect = createLazyWalletConnectFlow({
    ...base,
    connections,
    relayUrl: deps.relayUrl,
    siteOrigin: siteOrigin ?? 'http://localhost',
  })
  watchWalletRequests(base)
  const emailSolana = lazyEmailSolana({ ...base, account })
  // The email wallet left while its Solana account was active comes back as that account.
  const switchConnection = (connectorId: string) =>
    emailSolana.resume(connectorId) ?? connectionSwitch.switchTo(connectorId)
  // The email wallet moves between its EVM and its Solana account first; other choices switch the wallet.
  const switchWallet = lazyActiveChainSwitch(createNetworkSwitch({ ...base, connections }), {
    ...base,
    connectionSwitch: { switchTo: switchConnection },
  })
  const switchNetwork = (caipNetworkId: string) => emailSolana.choose(caipNetworkId, switchWallet)
  const siteProvider = createSiteProvider({ ...base, connections, emailSolana })
  // No chain filter: any EVM wallet can add the site's chain (wallet_addEthereumChain), and the
  // directory's chain lists name the chains a wallet ships with, not all it can use.
  const directory = createDirectory(project.apiContext, () => [])
  const api = createWidgetApi({ ...base, storage, emailWallet, connections, siteWallets, siteProvider })
  const signIn = createLazySignIn({
    ...base,
    connections,
    switchNetwork,
    siteOrigin,
    apiContext: project.apiContext,
    // The connected account's namespace: a Solana account signs in with solana_signMessage.
    walletRequest: (request) => siteProvider.request(store.get().chainNamespace ?? 'eip155', request),
    now: deps.now ?? Date.now,
    load: deps.loadSignIn,
  })

  return {
    store,
    api: { ...api, ...signIn.siteApi },
    signIn,
    toast,
    /** What the views' buttons do. */
    actions: {
      connectWallet: (walletId: string) => connections.connect(walletId, siteWallets.connector(walletId)),
      disconnect: connections.disconnect,
      switchNetwork,
      loadBalance: account.loadBalance,
      watchBalance: balanceRefresh.watch,
      retryBalance: balanceRefresh.retry,
      cancelWalletRequest: walletConnect.cancelRequest,
      copyAddress: account.copyAddress,
      // The close control does nothing while a required sign-in is pending (sign-in.ts).
      close: () => signIn.blocksClose(store.get()) || modal.close(),
      back: navigation.back,
      push: navigation.push,
      replace: navigation.replace,
      connectWalletConnect: (wallet: WalletEntry | null = null) => walletConnect.connect(wallet),
      connectDirectoryWallet: (wallet: WalletEntry) => void walletConnect.connect(wallet),
      connectSocial: emailWallet.connectSocial,
      connectFarcaster: emailWallet.farcaster.start,
      leaveFarcaster: emailWallet.farcaster.leave,
      switchAccountType: emailWallet.accountType.switchTo,
      switchConnection,
      disconnectConnection: connectionSwitch.disconnectOne,
    },
    directory,
    reportError,
    walletConnectAvailable: () => Boolean(deps.relayUrl),
    emailAvailable: emailWallet.available,
    email: emailWallet.email,
    apiContext: project.apiContext,
    /** A request to the connected wallet, of whatever kind, on the site provider's path (origin check, approvals). */
    walletRequest: (request: RpcRequest) => siteProvider.request(store.get().chainNamespace ?? 'eip155', request),
    secureFrame: emailWallet.client,
    activeNetwork: () => activeNetwork(store.get()),
    /** The namespace adapters and the connectors: what an on-demand view reads a connection's accounts from. */
    adapters,
    connectors: registry,
    networks: (): Network[] => store.get().config?.networks ?? [],
  }
}
