/**
 * The widget's controller: owns the state, carries out the site's calls (WidgetApi) and the
 * user's actions, and tells the host page what changed. Views read the store and call actions.
 */
import { parseWidgetConfig } from '../../shared/config.js'
import { ProviderRpcError, RpcErrorCode, USER_REJECTED_MESSAGE, toErrorPayload } from '../../shared/errors.js'
import type { Network } from '../../shared/networks.js'
import {
  parseOpenOptions,
  type ConfigReport,
  type HostApi,
  type WalletEventName,
  type WalletInfo,
  type WidgetApi,
  type WidgetEventName,
} from '../../shared/protocol/host-widget.js'
import { switchEvmNetwork } from '../chains/switch-network.js'
import { createBalanceCache } from '../chains/balance-cache.js'
import type { Connector } from '../connectors/connector.js'
import {
  createInjectedConnector,
  parseAccounts,
  parseChainId,
  safeIcon,
  type InjectedConnector,
} from '../connectors/injected.js'
import type { FrameEvent } from '../../shared/protocol/secure-frame.js'
import type { SecureFrameClient } from '../secure/secure-frame-client.js'
import { createSecureWallet } from './secure-wallet.js'
import { checkProject, PROJECT_ALERTS, type ProjectCheck } from './project-check.js'
import { mergeFeatures } from './features.js'
import { createDirectory } from './directory.js'
import { createWalletConnectFlow } from './walletconnect-flow.js'
import type { WalletEntry } from '../api/wallets.js'
import { createErrorReporter, type ErrorCategory } from '../api/report-error.js'
import type { ApiContext } from '../api/client.js'
import {
  accountReset,
  activeNetwork,
  initialAppState,
  isNetworkSupported,
  snapshot,
  type AppState,
} from './app-state.js'
import { addConnection, findConnection, removeConnection } from './connections.js'
import { addRecentWallet, loadRecentWallets, saveRecentWallets } from './recent-wallets.js'
import { goBack, initialView, push, replace, reset, type View } from './router.js'
import { createStore } from './store.js'
import { createSiteProvider, hex } from './site-provider.js'
import { createToast } from './toast.js'
import type { SavedPreferences } from './saved-preferences.js'

const LAST_CONNECTOR_KEY = 'wallet-widget:last-connector'

export interface WidgetDeps {
  host: HostApi
  storage?: SavedPreferences
  readBalance?: (rpcUrl: string, address: `0x${string}`) => Promise<bigint>
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

export type Widget = ReturnType<typeof createWidget>

export function createWidget(deps: WidgetDeps) {
  const { host, storage } = deps
  const store = createStore<AppState>(initialAppState())
  const toast = createToast(
    (state) => store.set({ toast: state }),
    () => store.get().toast,
  )
  const connectors = new Map<string, InjectedConnector>()
  const connectionWaiters = new Set<(connected: boolean) => void>()
  const readBalance =
    deps.readBalance ??
    (async (rpcUrl, address) => (await import('../chains/evm-balance.js')).readEvmBalance(rpcUrl, address))
  const balances = createBalanceCache(async (caipAddress) => {
    const [namespace, reference, address] = caipAddress.split(':')
    const network = store
      .get()
      .config?.networks.find((candidate) => candidate.caipNetworkId === `${namespace}:${reference}`)
    if (!network?.rpcUrls[0] || !address) throw new Error('Network not found')
    return readBalance(network.rpcUrls[0], address as `0x${string}`)
  })
  let reconnectTried = false
  let apiContext: ApiContext | undefined
  const reporter = createErrorReporter(
    () => apiContext,
    { url: deps.hostOrigin ?? '', domain: deps.hostOrigin ? new URL(deps.hostOrigin).hostname : '' },
    deps.now,
  )
  /** SPEC §8: errors are wrapped with a category and reported (at most 5 per 60 s). */
  const reportError = (category: ErrorCategory, error: unknown) => void reporter.report(category, error)
  let projectCheck: Promise<ProjectCheck> = new Promise(() => {})
  /** Connecting and signing wait for the project check; only an allowed origin goes on (DESIGN invariant 4). */
  async function requireAllowedOrigin(): Promise<void> {
    const check = await projectCheck
    if (check.originAllowed) return
    const alert = PROJECT_ALERTS[check.alert ?? 'ORIGIN_NOT_ALLOWED']
    throw new ProviderRpcError(RpcErrorCode.unauthorized, alert.title, { data: { code: check.alert } })
  }
  const prefs = storage ?? { getItem: () => null, setItem() {}, removeItem() {} }
  const secure = createSecureWallet({
    store,
    prefs,
    frameBase: deps.secureFrame?.base,
    widgetOrigin: deps.secureFrame?.widgetOrigin ?? '',
    ...(deps.hostOrigin ? { siteOrigin: deps.hostOrigin } : {}),
    createFrame: (url, onEvent) => deps.secureFrame!.create(url, onEvent),
    now: deps.now ?? Date.now,
    push: (view) => navigate.push(view),
    back: () => navigate.back(),
    open: () => open(),
    close: () => close(),
    async onConnected(connector, user) {
      await finishConnect(connector, user.address as `0x${string}`, {
        silent: !get().open || get().history.at(-1)?.name !== 'EmailLogin',
      })
      store.set({ userEmail: user.email })
    },
    onEmailChanged(email) {
      store.set({ userEmail: email })
      toast.show('success', 'Email updated')
    },
  })

  const get = store.get
  const emit = (type: WidgetEventName, error?: unknown) =>
    void host.emit({ type, state: snapshot(get()), ...(error === undefined ? {} : { error: toErrorPayload(error) }) })
  const walletConnect = createWalletConnectFlow({
    store,
    relayUrl: deps.relayUrl,
    hostOrigin: deps.hostOrigin ?? 'http://localhost',
    requireAllowedOrigin: () => requireAllowedOrigin(),
    push: (view) => navigate.push(view),
    onConnected: (connector, address) => finishConnect(connector, address, { silent: false }),
    onDisconnected: (connectorId) =>
      void disconnectConnector(connectorId, { announce: get().connectorId === connectorId }),
    onAccounts(address) {
      if (address === get().address) return
      store.set({ address, balance: { state: 'idle' } })
      host.providerEvent('accountsChanged', [address])
      emit('accountChanged')
    },
    onChain: (chainId) => applyChain(chainId),
    onError: (error) => reportError('CONNECTION_ERROR', error),
  })
  // No chain filter: any EVM wallet can add the site's chain (wallet_addEthereumChain), and the
  // directory's chain lists name the chains a wallet ships with, not all it can use.
  const directory = createDirectory(
    () => apiContext,
    () => [],
  )
  const activeConnector = (): Connector | undefined => {
    const id = get().connectorId
    if (id === secure.connector.id) return secure.connector
    const wc = walletConnect.connector()
    if (wc && id === wc.id) return wc
    return [...connectors.values()].find((connector) => connector.id === id)
  }

  // ── Navigation ────────────────────────────────────────────────────────────────────────────
  const navigate = {
    push: (view: View) => store.set({ history: push(get().history, view) }),
    replace: (view: View) => store.set({ history: replace(get().history, view) }),
    reset: (view: View) => store.set({ history: reset(view) }),
    back() {
      const result = goBack(get().history, get().status === 'connected')
      if (result.close) close()
      else store.set({ history: result.history })
    },
  }

  /**
   * Opens the modal (the site's `open()`, and the widget's own). `options` may be anything plain
   * JS passes, so it is checked first. Opening over the approval view refuses the signatures
   * waiting there (secure-wallet.ts).
   */
  function open(options?: unknown): void {
    const { view: requested } = parseOpenOptions(options)
    if (!get().config) throw new Error('The widget is not configured')
    const connected = get().status === 'connected'
    const view: View =
      requested === 'Account' && !connected
        ? { name: 'Connect' }
        : requested
          ? { name: requested }
          : initialView(connected)
    const wasOpen = get().open
    // The Connect view offers email: have the secure frame loading while the user types.
    if (!connected && get().features?.email !== false) secure.warmUp()
    store.set({ open: true, history: reset(view) })
    if (wasOpen) return
    host.setVisible(true)
    ;(deps.afterPaint ?? ((callback) => callback()))(() => emit('open'))
  }

  function close(): void {
    if (!get().open) return
    // Closing on the approval view refuses the signatures waiting there (secure-wallet.ts).
    store.set({ open: false, connectError: null })
    toast.hide()
    host.setVisible(false)
    emit('close')
    settleWaiters(false)
  }

  function settleWaiters(connected: boolean): void {
    const waiters = [...connectionWaiters]
    connectionWaiters.clear()
    waiters.forEach((settle) => settle(connected))
  }

  // ── Wallets and connections ───────────────────────────────────────────────────────────────
  function walletsChanged(list: WalletInfo[]): void {
    const wallets = list.filter(isWalletInfo).map((wallet) => ({ ...wallet, icon: safeIcon(wallet.icon) }))
    connectors.clear()
    for (const wallet of wallets) connectors.set(wallet.id, createInjectedConnector(wallet, host))
    store.set({ wallets: wallets.map(({ icon, ...rest }) => (icon ? { ...rest, icon } : rest)) })
    void reconnect()
  }

  /** Restores the last connection without a prompt (`eth_accounts`) when its wallet is present again. */
  async function reconnect(): Promise<void> {
    const lastId = prefs.getItem(LAST_CONNECTOR_KEY)
    const connector = [...connectors.values()].find((candidate) => candidate.id === lastId)
    if (reconnectTried || !connector || get().status !== 'disconnected') return
    reconnectTried = true
    try {
      const accounts = parseAccounts(await connector.request('eth_accounts'))
      if (accounts[0]) await finishConnect(connector, accounts[0], { silent: true })
    } catch {
      // The wallet is locked or gone; the user connects again from the Connect view.
    }
  }

  async function connectWallet(walletId: string): Promise<void> {
    const connector = connectors.get(walletId)
    if (!connector) return toast.show('error', 'Provider not found.')
    try {
      await requireAllowedOrigin()
    } catch (error) {
      return toast.show('error', rpcMessage(error))
    }
    if (get().history.at(-1)?.name === 'ConnectingExternal')
      navigate.replace({ name: 'ConnectingExternal', data: { walletId } })
    else navigate.push({ name: 'ConnectingExternal', data: { walletId } })
    store.set({ status: get().status === 'connected' ? 'connected' : 'connecting', connectError: null })
    try {
      const accounts = parseAccounts(await connector.request('eth_requestAccounts'))
      if (!accounts[0]) throw new ProviderRpcError(RpcErrorCode.unauthorized, 'The wallet returned no account')
      await finishConnect(connector, accounts[0], { silent: false })
    } catch (error) {
      if (get().status === 'connecting') store.set({ status: 'disconnected' })
      const message = rpcMessage(error)
      store.set({ connectError: message })
      emit('error', error)
      reportError('WALLET_ERROR', error)
    }
  }

  async function finishConnect(
    connector: Connector,
    address: `0x${string}`,
    { silent }: { silent: boolean },
  ): Promise<void> {
    const chainId = parseChainId(await connector.request('eth_chainId'))
    if (chainId === null) throw new ProviderRpcError(RpcErrorCode.internal, 'The wallet returned no chain id')
    const previous = get().connectorId
    if (previous && previous.toLowerCase() !== connector.id.toLowerCase())
      await disconnectConnector(previous, { announce: false })
    const isWallet = connector.type !== 'AUTH'
    const recentWallets = isWallet
      ? addRecentWallet(get().recentWallets, { id: connector.id, name: connector.name })
      : get().recentWallets
    if (isWallet) {
      saveRecentWallets(storage, recentWallets)
      prefs.setItem(LAST_CONNECTOR_KEY, connector.id)
    }
    store.set({
      ...accountReset(),
      status: 'connected',
      connectorId: connector.id,
      walletName: connector.name,
      address,
      chainId,
      recentWallets,
      connections: addConnection(get().connections, {
        connectorId: connector.id,
        walletName: connector.name,
        accounts: [{ address }],
        caipNetworkId: `eip155:${chainId}`,
      }),
    })
    host.providerEvent('connect', { chainId: hex(chainId) })
    host.providerEvent('accountsChanged', [address])
    emit('connect')
    settleWaiters(true)
    if (!showUnsupportedChainIfNeeded() && !silent) close()
  }

  /** SPEC §2: UnsupportedChain unless unsupported chains are allowed or switching is disabled. */
  function showUnsupportedChainIfNeeded(): boolean {
    const { config } = get()
    if (!config || isNetworkSupported(get()) || config.allowUnsupportedChain || !config.enableNetworkSwitch)
      return false
    if (!get().open) open()
    navigate.reset({ name: 'UnsupportedChain' })
    return true
  }

  async function disconnect(): Promise<void> {
    const id = get().connectorId
    if (!id) return
    const connector = activeConnector()
    if (connector?.type === 'AUTH') await secure.signOut()
    else if (connector?.type === 'WALLET_CONNECT') await walletConnect.disconnect()
    // Best effort: wallets that support it forget the permission, so the next connect asks again.
    else void connector?.request('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined)
    prefs.removeItem(LAST_CONNECTOR_KEY)
    await disconnectConnector(id, { announce: true })
  }

  /** SPEC §4: remove the connection; none left → disconnect event, else the first is announced. */
  async function disconnectConnector(connectorId: string, { announce }: { announce: boolean }): Promise<void> {
    const result = removeConnection(get().connections, connectorId)
    balances.clear()
    if (result.event === 'disconnect' || !announce) {
      store.set({ ...accountReset(), connections: result.list })
      if (!announce) return
      host.providerEvent('accountsChanged', [])
      host.providerEvent('disconnect', {
        code: RpcErrorCode.disconnected,
        message: 'The provider is disconnected from all chains.',
      })
      emit('disconnect')
      if (get().open) navigate.reset({ name: 'Connect' })
      return
    }
    const next = result.next
    const address = next.accounts[0]?.address as `0x${string}` | undefined
    store.set({
      connections: result.list,
      connectorId: next.connectorId,
      walletName: next.walletName,
      address: address ?? null,
      chainId: parseChainId(next.caipNetworkId.split(':')[1]),
    })
    host.providerEvent('accountsChanged', address ? [address] : [])
    emit('accountChanged')
  }

  function walletEvent(walletId: string, event: WalletEventName, data: unknown): void {
    const connector = connectors.get(walletId)
    if (!connector || !findConnection(get().connections, connector.id)) return
    const active = connector.id === get().connectorId
    if (event === 'disconnect' || (event === 'accountsChanged' && parseAccounts(data).length === 0)) {
      if (active) prefs.removeItem(LAST_CONNECTOR_KEY)
      return void disconnectConnector(connector.id, { announce: active })
    }
    if (!active) return
    if (event === 'accountsChanged') {
      const address = parseAccounts(data)[0]
      if (!address || address === get().address) return
      store.set({
        address,
        balance: { state: 'idle' },
        connections: addConnection(get().connections, {
          ...findConnection(get().connections, connector.id)!,
          accounts: [{ address }],
        }),
      })
      host.providerEvent('accountsChanged', [address])
      emit('accountChanged')
      void loadBalance()
    } else if (event === 'chainChanged') {
      const chainId = parseChainId(data)
      if (chainId !== null) applyChain(chainId)
    }
  }

  function applyChain(chainId: number): void {
    if (chainId === get().chainId) return
    const wasSupported = isNetworkSupported(get())
    store.set({ chainId, balance: { state: 'idle' } })
    host.providerEvent('chainChanged', hex(chainId))
    emit('chainChanged')
    if (showUnsupportedChainIfNeeded()) return
    // SPEC §2: after a switch, close the modal if the previous network was not among the chain's networks.
    if (!wasSupported && get().open && get().history.at(-1)?.name === 'UnsupportedChain') close()
    void loadBalance()
  }

  // ── Networks ──────────────────────────────────────────────────────────────────────────────
  async function switchNetwork(caipNetworkId: string): Promise<void> {
    const network = get().config?.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!network) return toast.show('error', 'Network not found')
    if (get().status !== 'connected') {
      store.set({ selectedNetworkId: network.caipNetworkId })
      emit('chainChanged')
      return navigate.back()
    }
    const connector = activeConnector()
    if (!connector) return toast.show('error', 'Provider not found.')
    const wasSupported = isNetworkSupported(get())
    navigate.push({ name: 'SwitchNetwork', data: { caipNetworkId } })
    try {
      await switchConnector(connector, network)
      applyChain(Number(network.id))
      if (!wasSupported) close()
      else if (get().open) navigate.reset({ name: 'Account' })
    } catch (error) {
      if (get().history.at(-1)?.name === 'SwitchNetwork') navigate.back()
      toast.show('error', rpcMessage(error))
      reportError('WALLET_ERROR', error)
    }
  }

  /** The email wallet switches inside its frame; other wallets by EIP-3326, adding the chain on 4902. */
  async function switchConnector(connector: Connector, network: Network): Promise<void> {
    if (connector.type === 'AUTH') await secure.switchNetwork(network)
    else await switchEvmNetwork((method, params) => connector.request(method, params), network, connector.name)
  }

  // ── Account ───────────────────────────────────────────────────────────────────────────────
  async function loadBalance(options: { force?: boolean } = {}): Promise<void> {
    const state = get()
    const network = activeNetwork(state)
    if (state.status !== 'connected' || !state.address) return
    if (!network) {
      store.set({ balance: { state: 'unavailable' } })
      return toast.show('error', 'Token Balance Unavailable')
    }
    const caipAddress = `${network.caipNetworkId}:${state.address}`
    if (state.balance.state !== 'ready') store.set({ balance: { state: 'loading' } })
    try {
      const value = await balances.read(caipAddress, options)
      if (snapshot(get()).caipAddress !== caipAddress) return
      store.set({ balance: value === undefined ? { state: 'unavailable' } : { state: 'ready', value } })
    } catch (error) {
      if (snapshot(get()).caipAddress !== caipAddress) return
      store.set({ balance: { state: 'unavailable' } })
      toast.show('error', 'Token Balance Unavailable')
      reportError('API_ERROR', error)
    }
  }

  async function copyAddress(): Promise<void> {
    const address = get().address
    if (!address) return
    try {
      await (deps.writeClipboard ?? ((text) => navigator.clipboard.writeText(text)))(address)
      toast.show('success', 'Address copied')
    } catch {
      toast.show('error', 'Failed to copy address')
    }
  }

  // ── The site's provider ───────────────────────────────────────────────────────────────────
  const siteProvider = createSiteProvider({
    state: get,
    connector: activeConnector,
    requireAllowedOrigin,
    switchTo: switchConnector,
    applyChain,
    waitForConnection,
  })
  const providerRequest = siteProvider.request

  /** `eth_requestAccounts` with no wallet: open the modal and answer when the user connects (4001 if they close it). */
  function waitForConnection(): Promise<string> {
    return new Promise((resolve, reject) => {
      connectionWaiters.add((connected) => {
        const address = get().address
        if (connected && address) resolve(address)
        else reject(new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE))
      })
      open({ view: 'Connect' })
    })
  }

  // ── The site's API ────────────────────────────────────────────────────────────────────────
  const api: WidgetApi = {
    configure(attributes, saved): ConfigReport {
      const result = parseWidgetConfig(attributes)
      if (!result.ok) return { ok: false, errors: result.errors, warnings: result.warnings }
      storage?.load(saved ?? {})
      store.set({
        config: result.config,
        selectedNetworkId: result.config.networks[0]?.caipNetworkId ?? null,
        recentWallets: loadRecentWallets(storage),
      })
      secure.configure(result.config)
      void secure.email.restore().catch(() => false)
      apiContext = deps.apiUrl
        ? { baseUrl: deps.apiUrl, projectId: result.config.projectId, ...(deps.fetch && { fetch: deps.fetch }) }
        : undefined
      const siteFeatures = result.config.features
      projectCheck = checkProject(apiContext, deps.hostOrigin ?? '')
      void projectCheck.then((check) =>
        store.set({
          features: mergeFeatures(siteFeatures as never, check.remoteFeatures),
          originAllowed: check.originAllowed,
          projectAlert: check.alert,
        }),
      )
      return { ok: true, errors: [], warnings: result.warnings }
    },
    open,
    close,
    disconnect,
    providerRequest,
    walletsChanged,
    walletEvent,
  }

  return {
    store,
    api,
    toast,
    actions: {
      connectWallet,
      disconnect,
      switchNetwork,
      loadBalance,
      copyAddress,
      close,
      back: navigate.back,
      push: navigate.push,
      connectWalletConnect: (wallet: WalletEntry | null = null) => walletConnect.connect(wallet),
      connectDirectoryWallet: (wallet: WalletEntry) => void walletConnect.connect(wallet),
    },
    directory,
    reportError,
    walletConnectAvailable: () => Boolean(deps.relayUrl),
    emailAvailable: secure.available,
    email: {
      ...secure.email,
      start: async (email: string) => {
        try {
          await requireAllowedOrigin()
        } catch (error) {
          return void store.set({ emailLogin: { ...get().emailLogin, email, error: rpcMessage(error) } })
        }
        return secure.email.start(email)
      },
    },
    apiContext: () => apiContext,
    secureFrame: secure.client,
    activeNetwork: () => activeNetwork(get()),
    networks: (): Network[] => get().config?.networks ?? [],
  }
}

function rpcMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong'
}

function isWalletInfo(value: unknown): value is WalletInfo {
  const wallet = value as WalletInfo
  return (
    typeof wallet?.id === 'string' &&
    typeof wallet.name === 'string' &&
    wallet.name.length > 0 &&
    (wallet.source === 'eip6963' || wallet.source === 'legacy')
  )
}
