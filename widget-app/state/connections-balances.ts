/**
 * The native balance of each live connection other than the active one (several connections at once): read
 * whenever the active account's balance is read (the Account view's showing and each new block, connections,
 * switches: balance-refresh.ts), through the adapter of the connection's namespace, and kept in its entry. A
 * read that fails drops the figure rather than keep a stale one; a connection that moved since is not written.
 * A new figure in getState()'s `accounts` is announced with a `stateChanged` event.
 */
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import { addConnection, type Connection, findConnection } from './connections.js'
import { namespaceAccounts } from './connections-accounts.js'
import { connectionStatus, namespaceOf } from './connections-several.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'

export interface OtherBalancesDeps {
  store: Store<AppState>
  adapters: Pick<NamespaceAdapters, 'get'>
  events: Pick<SiteEvents, 'emit'>
}

/** The figures of getState()'s `accounts`, to tell whether one changed. */
function balancesOf(state: AppState): string {
  return Object.entries(namespaceAccounts(state))
    .map(([namespace, account]) => `${namespace}=${account?.balance ?? ''}`)
    .join()
}

/** Starts following the active balance; returns the function that stops it. */
export function watchOtherBalances({ store, adapters, events }: OtherBalancesDeps): () => void {
  const get = store.get
  let lastBalance = get().balance
  let announced = balancesOf(get())
  const announce = () => {
    const figures = balancesOf(get())
    if (figures === announced) return
    announced = figures
    events.emit('stateChanged')
  }
  let reading = false
  let again = false

  /** The live connections other than the active one, each with its configured network. */
  function others() {
    const state = get()
    const active = state.status === 'connected' ? state.connectorId : null
    return state.connections.flatMap((connection) => {
      const network = state.config?.networks.find((candidate) => candidate.caipNetworkId === connection.caipNetworkId)
      return network && connection.accounts[0] && connectionStatus(connection, active) === 'connected'
        ? [{ connection, network, address: connection.accounts[0].address }]
        : []
    })
  }

  /** Writes `balance` in the entry of `read`'s connector while it is still on the account and network read. */
  function keep(read: Connection, balance: bigint | undefined): void {
    const current = findConnection(get().connections, read.connectorId)
    if (!current || current.disconnected || current.balance === balance) return
    if (current.caipNetworkId !== read.caipNetworkId || current.accounts[0]?.address !== read.accounts[0]?.address)
      return
    store.set({ connections: addConnection(get().connections, { ...current, balance }) })
    announce()
  }

  async function readAll(): Promise<void> {
    if (reading) {
      again = true
      return
    }
    reading = true
    try {
      do {
        again = false
        await Promise.all(
          others().map(async ({ connection, network, address }) => {
            let balance: bigint | undefined
            try {
              balance = await adapters.get(namespaceOf(connection)).readBalance(network, address)
            } catch {
              // No figure (the node failed, or the namespace has none: polkadot); the entry shows none.
            }
            keep(connection, balance)
          }),
        )
      } while (again)
    } finally {
      reading = false
    }
  }

  return store.subscribe(() => {
    const { balance } = get()
    if (balance === lastBalance) return
    lastBalance = balance
    if (balance.state !== 'ready' && balance.state !== 'unavailable') return
    // After the event of what set it, if any (a connection announced with its last figure).
    queueMicrotask(announce)
    void readAll()
  })
}
