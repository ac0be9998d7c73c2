import { describe, expect, it, vi } from 'vitest'
import type { Connector } from '../connectors/connector.js'
import type { WalletConnectSession } from '../connectors/walletconnect-client.js'
import type { NamespaceAdapter } from '../namespaces/adapter.js'
import { initialAppState, type AppState } from './app-state.js'
import type { Connection } from './connections.js'
import { createStore } from './store.js'
import { createWalletConnectFlow, type WalletConnectFlowDeps } from './walletconnect-flow.js'

const SOLANA = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL_ADDRESS = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'

const session: WalletConnectSession = {
  topic: 'topic-1',
  accounts: [`eip155:31337:${EVM}`],
  walletName: 'Phone Wallet',
  namespaces: {
    eip155: { chains: ['eip155:31337'], accounts: [`eip155:31337:${EVM}`], methods: [], events: [] },
    solana: { chains: [SOLANA], accounts: [`${SOLANA}:${SOL_ADDRESS}`], methods: [], events: [] },
  },
}

const proposals: string[][] = []
// The client's module reads the page's storage when it loads; this test has a page with one.
vi.stubGlobal('window', { localStorage: {} })
vi.mock('../connectors/walletconnect-client.js', async (original) => ({
  ...(await original<object>()),
  createWalletConnectClient: async () => ({
    connect: async (chains: string[]) => {
      proposals.push(chains)
      return { uri: 'wc:abc@2', approval: Promise.resolve(session) }
    },
    request: async () => null,
    disconnect: async () => {},
    cancelRequest: () => {},
  }),
}))

/** An adapter that connects with the connector's own account answer, as the real ones do. */
function adapter(namespace: 'eip155' | 'solana'): NamespaceAdapter {
  return {
    namespace,
    requestAccounts: async (connector: Connector) =>
      namespace === 'eip155'
        ? ((await connector.request('eth_requestAccounts')) as string[])
        : ((await connector.request('standard:connect', {})) as { accounts: { address: string }[] }).accounts.map(
            (account) => account.address,
          ),
    chainId: async () => (namespace === 'eip155' ? 31337 : SOLANA.slice('solana:'.length)),
  } as unknown as NamespaceAdapter
}

function setup({ active, several, list = [] }: { active: string; several: boolean; list?: Connection[] }) {
  const store = createStore<AppState>({
    ...initialAppState(),
    config: {
      projectId: 'p',
      multiWallet: several,
      networks: [
        { caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', id: 31337 },
        { caipNetworkId: SOLANA, chainNamespace: 'solana', id: SOLANA.slice(7) },
      ],
    } as unknown as AppState['config'],
    features: { multiWallet: several } as AppState['features'],
    selectedNetworkId: active,
    connections: list,
  })
  const adapters = { eip155: adapter('eip155'), solana: adapter('solana') } as Record<string, NamespaceAdapter>
  const finished: [string, string][] = []
  const lost: string[] = []
  const registered: Connector[][] = []
  const deps = {
    store,
    relayUrl: 'ws://127.0.0.1:4403',
    siteOrigin: 'http://localhost:4400',
    adapters: { get: (ns: string) => adapters[ns]!, find: (ns: string) => adapters[ns], ready: async () => {} },
    registry: { set: (_source: string, connectors: Connector[]) => void registered.push([...connectors]) },
    navigation: { current: () => ({ name: 'ConnectingWalletConnect' }), push: () => {} },
    connections: {
      finishConnect: async (connector: Connector, address: string) => {
        finished.push([connector.id, address])
        store.set({ status: 'connected', connectorId: connector.id, chainNamespace: connector.chainNamespace, address })
      },
      connectionLost: (id: string) => {
        lost.push(id)
        store.set({ connections: store.get().connections.filter((connection) => connection.connectorId !== id) })
      },
      accountChanged: () => {},
      chainChanged: () => {},
    },
    events: { emit: vi.fn() },
    project: { requireAllowedOrigin: async () => {} },
    reportError: vi.fn(),
  } as unknown as WalletConnectFlowDeps
  return { store, finished, lost, registered, flow: createWalletConnectFlow(deps), deps }
}

describe('the connections an approved session makes', () => {
  it("behavior: the site's networks are proposed; with the active network on Solana the one connection is the Solana account", async () => {
    const t = setup({ active: SOLANA, several: false })
    await t.flow.connect(null)
    expect(proposals.at(-1)).toEqual(['eip155:31337', SOLANA])
    expect(t.finished).toEqual([['walletConnect:solana', SOL_ADDRESS]])
    expect(t.registered.at(-1)?.map((connector) => connector.id)).toEqual(['walletConnect:solana'])
    expect(t.store.get().walletConnect.error).toBeNull()
  })

  it('behavior: with several connections each granted namespace is a connection, the active one finished and the other listed in its place', async () => {
    const evmWallet: Connection = {
      connectorId: 'io.metamask',
      walletName: 'MetaMask',
      accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
      caipNetworkId: 'eip155:31337',
    }
    const t = setup({ active: 'eip155:31337', several: true, list: [evmWallet] })
    await t.flow.connect(null)
    expect(t.finished).toEqual([['walletConnect', EVM]])
    expect(t.registered.at(-1)?.map((connector) => connector.id)).toEqual(['walletConnect', 'walletConnect:solana'])
    // The EVM wallet of the list is replaced by the session's EVM connection only through finishConnect (the
    // manager's rule); the Solana one joins the list beside it.
    expect(t.store.get().connections).toContainEqual({
      connectorId: 'walletConnect:solana',
      walletName: 'Phone Wallet',
      accounts: [{ address: SOL_ADDRESS }],
      caipNetworkId: SOLANA,
    })
    expect(t.deps.events.emit).toHaveBeenCalledWith('accountChanged')
  })

  it("behavior: a Solana connection of another wallet is replaced by the session's", async () => {
    const other: Connection = {
      connectorId: 'solana-test-wallet',
      walletName: 'Solana Test Wallet',
      accounts: [{ address: 'Dmx8pLufqjpggLgW4VfGaqpsgBaHjcfTzgdXuEcrrJrn' }],
      caipNetworkId: SOLANA,
    }
    const t = setup({ active: 'eip155:31337', several: true, list: [other] })
    await t.flow.connect(null)
    expect(t.lost).toEqual(['solana-test-wallet'])
    expect(t.store.get().connections.map((connection) => connection.connectorId)).toEqual(['walletConnect:solana'])
  })
})
