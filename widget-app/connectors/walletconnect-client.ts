/**
 * The widget's WalletConnect client, loaded only when the user picks a WalletConnect route (the
 * library is ~130 KB gzipped). Keys and sessions are kept in memory: a cross-site iframe's own
 * storage is blocked or partitioned away, and session keys are secrets the site must not
 * hold, so a WalletConnect session does not survive a reload of the page.
 */
import SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { BIP122_ADDRESSES_CHANGED, walletConnectNamespaces } from './walletconnect-namespaces.js'
import { createWalletRequests, type PendingWalletRequest } from './walletconnect-requests.js'

export interface WalletConnectOptions {
  projectId: string
  relayUrl: string
  /** What the wallet shows of the requester; its `url` is always the widget's own origin (see below). */
  metadata: { name: string; description: string; icons: string[] }
  /** How long a request waits for the wallet (ms); the request's expiry by default. Tests shorten it. */
  requestDeadlineMs?: number | undefined
}

/** `chain` is the CAIP-2 chain the wallet sent the event on: it tells which namespace's connection changed. */
export type WalletConnectEvent =
  | { type: 'deleted'; topic: string }
  | { type: 'accountsChanged'; topic: string; chain: string; accounts: unknown }
  | { type: 'chainChanged'; topic: string; chain: string; chainId: unknown }
  /** A Bitcoin wallet's addresses changed (`bip122_addressesChanged`). */
  | { type: 'addressesChanged'; topic: string; chain: string; addresses: unknown }
  /** The requests still waiting on the wallet changed. */
  | { type: 'requests'; pending: PendingWalletRequest[] }

/** What the wallet approved in one namespace. */
export interface WalletConnectSessionNamespace {
  /** CAIP-2 chains. */
  chains: string[]
  /** CAIP-10 accounts. */
  accounts: string[]
  methods: string[]
  events: string[]
}

export interface WalletConnectSession {
  topic: string
  /** CAIP-10 accounts the wallet approved in eip155. */
  accounts: string[]
  /** Every namespace the wallet approved, by namespace. */
  namespaces: Record<string, WalletConnectSessionNamespace>
  walletName: string
}

/** A Map with the async interface the WalletConnect libraries expect of their storage. */
class MemoryStorage {
  private readonly map = new Map<string, unknown>()
  async getKeys() {
    return [...this.map.keys()]
  }
  async getEntries<T>(): Promise<[string, T][]> {
    return [...this.map.entries()] as [string, T][]
  }
  async getItem<T>(key: string): Promise<T | undefined> {
    return this.map.get(key) as T | undefined
  }
  async setItem<T>(key: string, value: T): Promise<void> {
    this.map.set(key, value)
  }
  async removeItem(key: string): Promise<void> {
    this.map.delete(key)
  }
}

export async function createWalletConnectClient(
  options: WalletConnectOptions,
  onEvent: (event: WalletConnectEvent) => void,
) {
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    // The client replaces a `metadata.url` whose host is not the page it runs in (the widget's) by that page's
    // origin, with a console warning: it is given that origin (none outside a browser).
    metadata: { ...options.metadata, url: globalThis.location?.origin ?? '' },
    storage: new MemoryStorage() as never,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // The Verify API is a Reown-hosted attestation service the client reaches through a hidden
  // iframe on every connect, waiting 5 s when it cannot. This deployment runs its own relay and
  // its CSP allows no third-party frames, so the check is switched off (the flag the library
  // itself uses in development).
  const verify = (client.core as unknown as { verify?: { isDevEnv?: boolean } }).verify
  if (verify && typeof verify.isDevEnv === 'boolean') verify.isDevEnv = true
  const requests = createWalletRequests({
    deadlineMs: options.requestDeadlineMs,
    onChange: (pending) => onEvent({ type: 'requests', pending }),
  })
  const ended = (topic: string) => {
    requests.cancelAll()
    onEvent({ type: 'deleted', topic })
  }
  client.on('session_delete', ({ topic }) => ended(topic))
  client.on('session_expire', ({ topic }) => ended(topic))
  client.on('session_event', ({ topic, params }) => {
    const { name, data } = params.event
    const chain = params.chainId
    if (name === 'accountsChanged') onEvent({ type: 'accountsChanged', topic, chain, accounts: data })
    if (name === 'chainChanged') onEvent({ type: 'chainChanged', topic, chain, chainId: data })
    if (name === BIP122_ADDRESSES_CHANGED) onEvent({ type: 'addressesChanged', topic, chain, addresses: data })
  })

  return {
    /** A pairing URI to show, and a promise of the session once the wallet approves (rejects when the proposal expires). */
    async connect(chains: string[]): Promise<{ uri: string; approval: Promise<WalletConnectSession> }> {
      const { uri, approval } = await client.connect({ optionalNamespaces: walletConnectNamespaces(chains) })
      if (!uri) throw new Error('WalletConnect gave no pairing URI')
      return { uri, approval: approval().then(sessionOf) }
    },
    /**
     * Sends a request on `chain` (CAIP-2) with its expiry; it rejects at the deadline or when cancelled
     * (walletconnect-requests.ts).
     */
    request(topic: string, chain: string, method: string, params: unknown): Promise<unknown> {
      return requests.run(method, (expiry) =>
        client.request({ topic, chainId: chain, request: { method, params }, expiry }),
      )
    },
    /** Stops waiting for one request: the site gets 4001 at once. */
    cancelRequest: requests.cancel,
    async disconnect(topic: string): Promise<void> {
      requests.cancelAll()
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
  }
}

export type WalletConnectClient = Awaited<ReturnType<typeof createWalletConnectClient>>

/** The session as the connectors read it; a namespace's chains are taken from its accounts when the wallet named none. */
export function sessionOf(session: Pick<SessionTypes.Struct, 'topic' | 'namespaces' | 'peer'>): WalletConnectSession {
  const namespaces: Record<string, WalletConnectSessionNamespace> = {}
  for (const [key, value] of Object.entries(session.namespaces)) {
    const accounts = value.accounts ?? []
    const chains = value.chains ?? [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
    namespaces[key] = { chains, accounts, methods: value.methods ?? [], events: value.events ?? [] }
  }
  return {
    topic: session.topic,
    accounts: namespaces.eip155?.accounts ?? [],
    namespaces,
    walletName: session.peer.metadata.name,
  }
}
