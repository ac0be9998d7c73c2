/**
 * The widget's composition root: creates the store and the modules (each with one job, joined
 * through small interfaces) and hands the views and the channel what they use.
 */
import type { Network } from '../../shared/networks.js'
import type { HostApi } from '../../shared/protocol/host-widget.js'
import type { FrameEvent } from '../../shared/protocol/secure-frame.js'
import type { WalletEntry } from '../api/wallets.js'
import { createErrorReporter } from '../api/report-error.js'
import { createConnectorRegistry } from '../connectors/registry.js'
import { createNamespaceAdapters } from '../namespaces/registry.js'
import type { ReadEvmBalance } from '../namespaces/eip155/adapter.js'
import type { SecureFrameClient } from '../secure/secure-frame-client.js'
import { createAccount } from './account.js'
import { activeNetwork, initialAppState, type AppState } from './app-state.js'
import { createConnectionManager } from './connection-manager.js'
import { createDirectory } from './directory.js'
import type { ReportError } from './errors.js'
import { createHostApi } from './host-api.js'
import { createHostWallets } from './host-wallets.js'
import { createModal } from './modal.js'
import { createNavigation } from './navigation.js'
import { createNetworkSwitch } from './network-switch.js'
import { createProject } from './project.js'
import type { PreferenceStorage, SavedPreferences } from './saved-preferences.js'
import { createSecureWallet } from './secure-wallet.js'
import { createSiteEvents } from './site-events.js'
import { createSiteProvider } from './site-provider.js'
import { createStore } from './store.js'
import { createToast } from './toast.js'
import { createWalletConnectFlow } from './walletconnect-flow.js'

export interface WidgetDeps {
  host: HostApi
  storage?: SavedPreferences
  readBalance?: ReadEvmBalance
  writeClipboard?: (text: string) => Promise<void>
  /** Called after the modal has painted, to report `open`. */
  afterPaint?: (callback: () => void) => void
  /** The deployment's secure frame (email wallet); without it the email method is not offered. */
  secureFrame?: {
    base: string
    widgetOrigin: string
    create: (url: string, onEvent: (event: FrameEvent) => void) => SecureFrameClient
  }
  /** The deployment's API (SPEC §7); without it the project cannot be checked and connecting stays off. */
  apiUrl?: string
  /** The host page's origin, checked against the project's allowed origins. */
  hostOrigin?: string
  /** The deployment's WalletConnect relay; without it the QR route is not offered. */
  relayUrl?: string
  fetch?: typeof fetch
  now?: () => number
}

/** Without saved preferences (no host page storage) nothing is kept. */
const NO_PREFERENCES: PreferenceStorage = { getItem: () => null, setItem() {}, removeItem() {} }

export type Widget = ReturnType<typeof createWidget>

export function createWidget(deps: WidgetDeps) {
  const { host, storage, hostOrigin } = deps
  const prefs = storage ?? NO_PREFERENCES
  const store = createStore<AppState>(initialAppState())
  const toast = createToast(
    (state) => store.set({ toast: state }),
    () => store.get().toast,
  )
  const project = createProject({ store, apiUrl: deps.apiUrl, hostOrigin, fetch: deps.fetch })
  const reporter = createErrorReporter(
    project.apiContext,
    { url: hostOrigin ?? '', domain: hostOrigin ? new URL(hostOrigin).hostname : '' },
    deps.now,
  )
  /** SPEC §8: errors are wrapped with a category and reported (at most 5 per 60 s). */
  const reportError: ReportError = (category, error) => void reporter.report(category, error)
  const events = createSiteEvents(store, host)
  const modal = createModal({ store, host, events, toast, afterPaint: deps.afterPaint })
  const navigation = createNavigation(store, modal)
  const adapters = createNamespaceAdapters({ readBalance: deps.readBalance })
  const registry = createConnectorRegistry()
  /** What most modules are built on; each takes the parts its own deps name. */
  const base = { store, host, prefs, toast, events, modal, navigation, project, adapters, registry, reportError }
  const account = createAccount({ ...base, writeClipboard: deps.writeClipboard })
  const connections = createConnectionManager({ ...base, account })
  const hostWallets = createHostWallets({ ...base, connections })
  const secure = createSecureWallet({
    ...base,
    connections,
    frameBase: deps.secureFrame?.base,
    widgetOrigin: deps.secureFrame?.widgetOrigin ?? '',
    siteOrigin: hostOrigin,
    createFrame: (url, onEvent) => deps.secureFrame!.create(url, onEvent),
    now: deps.now ?? Date.now,
  })
  const walletConnect = createWalletConnectFlow({
    ...base,
    connections,
    relayUrl: deps.relayUrl,
    hostOrigin: hostOrigin ?? 'http://localhost',
  })
  const switchNetwork = createNetworkSwitch({ ...base, connections })
  const siteProvider = createSiteProvider({ ...base, connections })
  // No chain filter: any EVM wallet can add the site's chain (wallet_addEthereumChain), and the
  // directory's chain lists name the chains a wallet ships with, not all it can use.
  const directory = createDirectory(project.apiContext, () => [])
  const api = createHostApi({ ...base, storage, secure, connections, hostWallets, siteProvider })

  return {
    store,
    api,
    toast,
    /** What the views' buttons do. */
    actions: {
      connectWallet: (walletId: string) => connections.connect(walletId, hostWallets.connector(walletId)),
      disconnect: connections.disconnect,
      switchNetwork,
      loadBalance: account.loadBalance,
      copyAddress: account.copyAddress,
      close: modal.close,
      back: navigation.back,
      push: navigation.push,
      connectWalletConnect: (wallet: WalletEntry | null = null) => walletConnect.connect(wallet),
      connectDirectoryWallet: (wallet: WalletEntry) => void walletConnect.connect(wallet),
    },
    directory,
    reportError,
    walletConnectAvailable: () => Boolean(deps.relayUrl),
    emailAvailable: secure.available,
    email: secure.email,
    apiContext: project.apiContext,
    secureFrame: secure.client,
    activeNetwork: () => activeNetwork(store.get()),
    networks: (): Network[] => store.get().config?.networks ?? [],
  }
}
