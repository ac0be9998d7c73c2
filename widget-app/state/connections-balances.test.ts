/**
 * The balances of the connections other than the active one: read when the active account's is, through the
 * adapter of each connection's namespace; a failed read drops the figure, a connection that moved meanwhile
 * keeps none, a disconnected one is not read, and a new figure is announced once with `stateChanged`.
 */
import { describe, expect, it } from 'vitest'
import { parseWidgetConfig } from '../../shared/config.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import type { NamespaceAdapter } from '../namespaces/adapter.js'
import { type AppState, initialAppState } from './app-state.js'
import type { Connection } from './connections.js'
import { watchOtherBalances } from './connections-balances.js'
import { createStore } from './store.js'

const EVM: Connection = {
  connectorId: 'io.evm',
  walletName: 'EVM Wallet',
  caipNetworkId: 'eip155:31337',
  accounts: [{ address: '0x00000000000000000000000000000000000000e1' }],
}
const OTHER_EVM: Connection = { ...EVM, connectorId: 'io.stored', walletName: 'Stored', disconnected: true }
const ACTIVE: Connection = {
  connectorId: 'io.solana',
  walletName: 'Solana Wallet',
  caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
  accounts: [{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }],
}

function world(read: (address: string) => Promise<bigint>) {
  const parsed = parseWidgetConfig({
    'data-project-id': 'test',
    'data-networks': `eip155:31337,eip155:1,${SOLANA_LOCAL_NETWORK_ID}`,
  })
  if (!parsed.ok) throw new Error('configuration')
  const store = createStore<AppState>({
    ...initialAppState(),
    config: parsed.config,
    status: 'connected',
    connectorId: ACTIVE.connectorId,
    chainNamespace: 'solana',
    chainId: SOLANA_LOCAL_NETWORK_ID.slice('solana:'.length),
    address: ACTIVE.accounts[0]!.address,
    connections: [EVM, OTHER_EVM, ACTIVE],
  })
  const reads: string[] = []
  const events: string[] = []
  const adapter = {
    readBalance: async (_network: unknown, address: string) => {
      reads.push(address)
      return read(address)
    },
  } as unknown as NamespaceAdapter
  const stop = watchOtherBalances({
    store,
    adapters: { get: () => adapter },
    events: { emit: (type) => void events.push(type) },
  })
  const entry = () => store.get().connections.find((connection) => connection.connectorId === EVM.connectorId)
  /** The active account's balance was read: what Account's refresh does. */
  const activeRead = (value: bigint) => store.set({ balance: { state: 'ready', value } })
  return { store, reads, events, entry, activeRead, stop }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the balances of the other connections', () => {
  it('behavior: read with the active one, kept in the entry, announced; the stored disconnected one is not read', async () => {
    const { store, reads, events, entry, activeRead } = world(async () => 5n * 10n ** 17n)
    activeRead(1n)
    await settle()
    expect(reads).toEqual([EVM.accounts[0]!.address])
    expect(entry()?.balance).toBe(5n * 10n ** 17n)
    expect(events.length).toBeGreaterThan(0)
    expect(new Set(events)).toEqual(new Set(['stateChanged']))
    expect(store.get().connections.find((c) => c.connectorId === OTHER_EVM.connectorId)?.balance).toBeUndefined()
    const announced = events.length
    activeRead(1n) // the same figures again: read again, not announced again
    await settle()
    expect(reads).toHaveLength(2)
    expect(events).toHaveLength(announced)
  })

  it('error: a read that fails drops the figure rather than keep a stale one', async () => {
    let fail = false
    const { entry, activeRead } = world(async () => {
      if (fail) throw new Error('node down')
      return 7n
    })
    activeRead(1n)
    await settle()
    expect(entry()?.balance).toBe(7n)
    fail = true
    activeRead(2n)
    await settle()
    expect(entry()?.balance).toBeUndefined()
  })

  it('behavior: a connection that moved to another chain while read keeps no figure of the former one', async () => {
    let release: (value: bigint) => void = () => undefined
    const { store, entry, activeRead } = world(() => new Promise((resolve) => (release = resolve)))
    activeRead(1n)
    store.set({
      connections: store
        .get()
        .connections.map((connection) =>
          connection.connectorId === EVM.connectorId ? { ...connection, caipNetworkId: 'eip155:1' } : connection,
        ),
    })
    release(9n)
    await settle()
    expect(entry()).toMatchObject({ caipNetworkId: 'eip155:1' })
    expect(entry()?.balance).toBeUndefined()
  })
})
