/**
 * The email wallet's Solana account as the active account. The email wallet is one connection with two
 * accounts: its EVM account and its Solana account (email-solana.ts). Choosing a Solana network on
 * Networks makes the Solana account the active one (its namespace, address and network in the state,
 * getState() and Account; the site's EVM provider hears `accountsChanged([])`); choosing an EVM network
 * makes the EVM account active again, on the chain it was on, then switched as any network switch is.
 * A Solana network is not a namespace without a connection for the email wallet, with several
 * connections at once or without, so it never goes through SwitchActiveChain. With several connections, the
 * email wallet left for another one while its Solana account was active comes back as that account (`resume`).
 */
import type { Network } from '../../shared/networks.js'
import { AUTH_CONNECTOR_ID } from '../connectors/email.js'
import type { ChainId, NamespaceAdapters } from '../namespaces/adapter.js'
import type { Account } from './account.js'
import type { AppState } from './app-state.js'
import { addConnection, type Connection, findConnection } from './connections.js'
import { keepActiveAccount } from './connections-active.js'
import type { SwitchResult } from './connections-switch-plan.js'
import type { Navigation } from './navigation.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'

export interface EmailSolanaActiveDeps {
  store: Store<AppState>
  adapters: Pick<NamespaceAdapters, 'find'>
  events: Pick<SiteEvents, 'emit' | 'provider'>
  navigation: Pick<Navigation, 'reset'>
  account?: Pick<Account, 'loadBalance'> | undefined
}

export interface EmailSolanaActive {
  /**
   * Chooses `caipNetworkId`: a move of the email wallet between its accounts here, anything else (another
   * wallet, the same namespace, no Solana account yet) through `switchNetwork`, the usual network switch.
   */
  choose(caipNetworkId: string, switchNetwork: (caipNetworkId: string) => Promise<void>): Promise<void>
  /** The email wallet's EVM address while its Solana account is the active one; else null. */
  evmAddress(): string | null
  /**
   * Switching back (several connections at once) to the email wallet left while its Solana account was active:
   * it comes back as that account, on that network; undefined for any other switch (the usual one applies).
   */
  resume(connectorId: string): Promise<SwitchResult> | undefined
  /** The email wallet with EVM address `evmAddress` (null: none) is connected: another's EVM account is forgotten. */
  forget(evmAddress: string | null): void
}

/** Whether the active connection is the email wallet with its Solana account active. */
export const solanaIsActive = (state: AppState): boolean =>
  state.status === 'connected' && state.connectorId === AUTH_CONNECTOR_ID && state.chainNamespace === 'solana'

export function createEmailSolanaActive(deps: EmailSolanaActiveDeps): EmailSolanaActive {
  const { store, events } = deps
  /** The EVM account the Solana one stands in for, to go back to. */
  let evm: { address: string; chainId: ChainId } | null = null
  /** The EVM account of the email wallet left for another connection while its Solana account was active. */
  let away: { address: string; chainId: ChainId } | null = null
  let before = store.get()
  store.subscribe(() => {
    const state = store.get()
    const entry = findConnection(state.connections, AUTH_CONNECTOR_ID)
    if (!entry || entry.disconnected || state.status !== 'connected') away = null
    else if (solanaIsActive(before) && state.connectorId !== AUTH_CONNECTOR_ID && evm) away = evm
    before = state
  })

  /** The state with `address` on `namespace`:`chainId` active; the email wallet's connection entry follows. */
  function activate(namespace: 'eip155' | 'solana', address: string, chainId: ChainId): void {
    const state = store.get()
    const entry = findConnection(state.connections, AUTH_CONNECTOR_ID)
    store.set({
      chainNamespace: namespace,
      address,
      chainId,
      balance: { state: 'idle' },
      ...(entry && {
        connections: addConnection(state.connections, {
          ...entry,
          accounts: [{ address }],
          caipNetworkId: `${namespace}:${chainId}`,
        }),
      }),
    })
  }

  /** After the active account changed (`moved`: to another namespace), the site and the Account view follow. */
  function announce(address: string, chainId: ChainId, moved: boolean): void {
    const encoded = deps.adapters.find(store.get().chainNamespace ?? '')?.encodeChainId(chainId) ?? chainId
    // The same account on another network of its namespace: the provider hears the chain change only.
    if (moved) events.provider('connect', { chainId: encoded })
    else events.provider('chainChanged', encoded)
    events.provider('accountsChanged', [address])
    events.emit('accountChanged')
    events.emit('chainChanged')
    void deps.account?.loadBalance()
  }

  async function toSolana(network: Network, address: string): Promise<void> {
    const state = store.get()
    const moved = state.chainNamespace !== 'solana'
    if (moved) {
      if (!state.address || state.chainId === null) return
      evm = { address: state.address, chainId: state.chainId }
      // Told before the namespace changes: the site's provider of the namespace last active hears it.
      events.provider('accountsChanged', [])
    }
    // The network it is on already: nothing changes for the site.
    if (moved || state.address !== address || state.chainId !== network.id) {
      activate('solana', address, network.id)
      announce(address, network.id, moved)
    }
    if (store.get().open) deps.navigation.reset({ name: 'Account' })
  }

  async function toEvm(network: Network, switchNetwork: (caipNetworkId: string) => Promise<void>): Promise<void> {
    const back = evm
    if (!back) return
    evm = null
    activate('eip155', back.address, back.chainId)
    announce(back.address, back.chainId, true)
    // Another EVM chain than the one it was on: the frame is switched as for any network.
    if (back.chainId !== network.id) return switchNetwork(network.caipNetworkId)
    if (store.get().open) deps.navigation.reset({ name: 'Account' })
  }

  /** The email wallet's Solana account, as its connection entry keeps it, active again (connections-switch.ts's switch). */
  async function resumeSolana(entry: Connection, back: NonNullable<typeof away>): Promise<SwitchResult> {
    const state = store.get()
    const address = entry.accounts[0]!.address
    const chainId = entry.caipNetworkId.slice('solana:'.length)
    evm = back
    away = null
    store.set({
      connections: keepActiveAccount(state),
      connectorId: entry.connectorId,
      walletName: entry.walletName,
      chainNamespace: 'solana',
      address,
      chainId,
      userEmail: entry.account?.userEmail ?? null,
      social: entry.account?.social ?? null,
      emailAccount: entry.account?.emailAccount ?? null,
      balance: entry.balance === undefined ? { state: 'idle' } : { state: 'ready', value: entry.balance },
    })
    announce(address, chainId, true)
    return { accountChanged: state.address !== address, walletChanged: true }
  }

  return {
    async choose(caipNetworkId, switchNetwork) {
      const state = store.get()
      const network = state.config?.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      const email = network && state.status === 'connected' && state.connectorId === AUTH_CONNECTOR_ID
      if (email && network.chainNamespace === 'solana' && state.emailSolanaAddress)
        return toSolana(network, state.emailSolanaAddress)
      if (email && network.chainNamespace === 'eip155' && solanaIsActive(state) && evm)
        return toEvm(network, switchNetwork)
      return switchNetwork(caipNetworkId)
    },
    evmAddress: () => (solanaIsActive(store.get()) ? (evm?.address ?? null) : null),
    resume(connectorId) {
      const state = store.get()
      const entry = findConnection(state.connections, connectorId)
      const solana = entry && entry.connectorId === AUTH_CONNECTOR_ID && entry.caipNetworkId.startsWith('solana:')
      const left = state.status === 'connected' && state.connectorId !== AUTH_CONNECTOR_ID
      if (!away || !solana || entry.disconnected || !entry.accounts[0] || !left) return undefined
      return resumeSolana(entry, away)
    },
    forget(evmAddress) {
      if (evm?.address !== evmAddress) evm = null
    },
  }
}
