/**
 * The email wallet's Solana account as the active account. The email wallet is one connection with two
 * accounts: its EVM account and its Solana account (email-solana.ts). Choosing a Solana network on
 * Networks makes the Solana account the active one (its namespace, address and network in the state,
 * getState() and Account; the site's EVM provider hears `accountsChanged([])`); choosing an EVM network
 * makes the EVM account active again, on the chain it was on, then switched as any network switch is.
 * A Solana network is not a namespace without a connection for the email wallet, with several
 * connections at once or without, so it never goes through SwitchActiveChain.
 */
import type { Network } from '../../shared/networks.js'
import { AUTH_CONNECTOR_ID } from '../connectors/email.js'
import type { ChainId, NamespaceAdapters } from '../namespaces/adapter.js'
import type { Account } from './account.js'
import type { AppState } from './app-state.js'
import { addConnection, findConnection } from './connections.js'
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
  /** The email wallet ended or changed: its EVM account is forgotten. */
  forget(): void
}

/** Whether the active connection is the email wallet with its Solana account active. */
export const solanaIsActive = (state: AppState): boolean =>
  state.status === 'connected' && state.connectorId === AUTH_CONNECTOR_ID && state.chainNamespace === 'solana'

export function createEmailSolanaActive(deps: EmailSolanaActiveDeps): EmailSolanaActive {
  const { store, events } = deps
  /** The EVM account the Solana one stands in for, to go back to. */
  let evm: { address: string; chainId: ChainId } | null = null

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

  /** After the active account changed: the site and the Account view follow. */
  function announce(address: string, chainId: ChainId): void {
    const encoded = deps.adapters.find(store.get().chainNamespace ?? '')?.encodeChainId(chainId) ?? chainId
    events.provider('connect', { chainId: encoded })
    events.provider('accountsChanged', [address])
    events.emit('accountChanged')
    events.emit('chainChanged')
    void deps.account?.loadBalance()
  }

  async function toSolana(network: Network, address: string): Promise<void> {
    const state = store.get()
    if (state.chainNamespace !== 'solana') {
      if (!state.address || state.chainId === null) return
      evm = { address: state.address, chainId: state.chainId }
      // Told before the namespace changes: the site's provider of the namespace last active hears it.
      events.provider('accountsChanged', [])
    }
    activate('solana', address, network.id)
    announce(address, network.id)
    if (store.get().open) deps.navigation.reset({ name: 'Account' })
  }

  async function toEvm(network: Network, switchNetwork: (caipNetworkId: string) => Promise<void>): Promise<void> {
    const back = evm
    if (!back) return
    evm = null
    activate('eip155', back.address, back.chainId)
    announce(back.address, back.chainId)
    // Another EVM chain than the one it was on: the frame is switched as for any network.
    if (back.chainId !== network.id) return switchNetwork(network.caipNetworkId)
    if (store.get().open) deps.navigation.reset({ name: 'Account' })
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
    forget() {
      evm = null
    },
  }
}
