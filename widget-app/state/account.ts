/**
 * The connected account's data for the Account view: its native balance (cached by the rules of
 * balance-cache.ts, read by the adapter of the network's namespace) and copying its address.
 */
import { createBalanceCache, type BalanceReadOptions } from '../chains/balance-cache.js'
import { t } from '../i18n/i18n.js'
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import { activeNetwork, snapshot, type AppState } from './app-state.js'
import type { ReportError } from './errors.js'
import type { Store } from './store.js'
import type { Toast } from './toast.js'

export interface Account {
  /** Shows the balance of the active account on its network; the first failed read of a streak shows 'Token Balance Unavailable'. */
  loadBalance(options?: BalanceReadOptions): Promise<void>
  /** Copies the address, with a toast saying whether it worked. */
  copyAddress(): Promise<void>
  /** Drops every cached balance and failure (the connection changed). */
  forgetBalances(): void
}

export interface AccountDeps {
  store: Store<AppState>
  adapters: Pick<NamespaceAdapters, 'get'>
  toast: Pick<Toast, 'show'>
  reportError: ReportError
  writeClipboard?: ((text: string) => Promise<void>) | undefined
}

export function createAccount({ store, adapters, toast, reportError, writeClipboard }: AccountDeps): Account {
  const get = store.get
  const balances = createBalanceCache(async (caipAddress) => {
    const [namespace, reference, address] = caipAddress.split(':')
    const network = get().config?.networks.find((candidate) => candidate.caipNetworkId === `${namespace}:${reference}`)
    // Each adapter reads through what its network has: an RPC URL, the server (bip122) or nothing (polkadot).
    if (!network || !address) throw new Error('Network not found')
    return adapters.get(network.chainNamespace).readBalance(network, address)
  })

  /** Whether the last read failed: the toast is shown once per failure streak. */
  let failing = false
  async function loadBalance(options: BalanceReadOptions = {}): Promise<void> {
    const state = get()
    const network = activeNetwork(state)
    if (state.status !== 'connected' || !state.address) return
    if (!network) {
      store.set({ balance: { state: 'unavailable' } })
      return toast.show('error', t('toasts.balanceUnavailable'))
    }
    const caipAddress = `${network.caipNetworkId}:${state.address}`
    if (state.balance.state === 'idle' || options.retry) store.set({ balance: { state: 'loading' } })
    try {
      const value = await balances.read(caipAddress, options)
      if (snapshot(get()).caipAddress !== caipAddress) return
      if (value !== undefined) failing = false
      store.set({ balance: value === undefined ? { state: 'unavailable' } : { state: 'ready', value } })
    } catch (error) {
      if (snapshot(get()).caipAddress !== caipAddress) return
      store.set({ balance: { state: 'unavailable' } })
      // A network with no node at all (polkadot) is not a failure: the Account view says no node is configured.
      if ((error as { code?: unknown } | null)?.code === 'no_node') return
      if (!failing) toast.show('error', t('toasts.balanceUnavailable'))
      failing = true
      reportError('API_ERROR', error)
    }
  }

  async function copyAddress(): Promise<void> {
    const address = get().address
    if (!address) return
    try {
      await (writeClipboard ?? ((text) => navigator.clipboard.writeText(text)))(address)
      toast.show('success', t('toasts.addressCopied'))
    } catch {
      toast.show('error', t('toasts.copyAddressFailed'))
    }
  }

  function forgetBalances(): void {
    failing = false
    balances.clear()
  }

  return { loadBalance, copyAddress, forgetBalances }
}
