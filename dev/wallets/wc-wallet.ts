/**
 * A WalletConnect wallet for end-to-end tests, running in the test's Node process.
 *
 * Built on the real wallet SDK (`@reown/walletkit` on `@walletconnect/core`), it talks to the
 * dev relay (relay/) exactly as a mobile wallet talks to the production one. It approves
 * every session proposal with one account per namespace it has (eip155, and solana and bip122
 * when given their keys) on the requested chains it has, answers requests as wc-requests.ts,
 * wc-solana-requests.ts and wc-bip122-requests.ts say (signing with real keys, refusing what it
 * does not support), and records every request it was sent.
 *
 *   const wallet = await startWcWallet({ relayUrl, privateKey, chains: [31337] })
 *   const session = await wallet.pair(uriFromTheWidget)
 *   …
 *   await wallet.disconnect()
 *   await wallet.stop()
 */
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { getSdkError, parseUri } from '@walletconnect/utils'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BIP122_ANSWERED_METHODS, createWcBitcoinAccount, type WcBitcoinAccountOptions } from './wc-bip122-requests.js'
import { approvedNamespaces, type WalletNamespace } from './wc-namespaces.js'
import { closeCore, keepCoreOffline, MemoryStorage, uniqueStoragePrefix } from './wc-node.js'
import { ANSWERED_METHODS, answerRequest, RequestError } from './wc-requests.js'
import { createWcSolanaAccount, SOLANA_ANSWERED_METHODS, type WcSolanaAccountOptions } from './wc-solana-requests.js'

export interface StartWcWalletParameters {
  relayUrl: string
  privateKey: Hex
  /** EVM chain ids the wallet has; a session gets those of them the widget asked for. */
  chains: number[]
  /** Any string does for the dev relay. */
  projectId?: string
  name?: string
  /** Log level of the SDK's logger (default 'silent'). */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /** How long pair() waits for the widget's proposal (default 15 s). */
  pairTimeoutMs?: number
  /** Node URLs by EVM chain id: on these chains the wallet signs and sends `eth_sendTransaction`. */
  rpcUrls?: Record<number, string>
  /** A Solana account (an Ed25519 seed): the wallet grants the `solana` namespace on its chains. */
  solana?: WcSolanaAccountOptions
  /** A Bitcoin account (payment and ordinal keys): the wallet grants the `bip122` namespace on its chains. */
  bitcoin?: WcBitcoinAccountOptions
}

export interface SessionInfo {
  topic: string
  pairingTopic: string
  /** The widget's metadata as it sent it. */
  peer: { name: string; url: string }
  /** CAIP-2 chain ids, e.g. 'eip155:31337'. */
  chains: string[]
  /** CAIP-10 accounts, e.g. 'eip155:31337:0xf39F…'. */
  accounts: string[]
  methods: string[]
  events: string[]
  /** Every namespace approved (eip155's is also in the fields above). */
  namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }>
}

export interface WcWalletRequest {
  method: string
  params: unknown
  /** CAIP-2 chain the widget addressed, e.g. 'eip155:31337'. */
  chainId: string
  topic: string
}

export interface WcWallet {
  address: Address
  /** The Solana account's address (base58), when the wallet was given one. */
  solanaAddress?: string
  /** The Bitcoin payment address, when the wallet was given a Bitcoin account. */
  bitcoinAddress?: string
  /** Pairs with a `wc:` URI and resolves once the session the widget proposed is approved. */
  pair(uri: string): Promise<SessionInfo>
  /** Ends every open session from the wallet's side (the widget sees `session_delete`). */
  disconnect(): Promise<void>
  /** Every session request received, oldest first, answered or not. */
  requests: WcWalletRequest[]
  /** Disconnects from the relay and releases the SDK's timers. */
  stop(): Promise<void>
}

const DEFAULT_EVENTS = ['accountsChanged', 'chainChanged']

export async function startWcWallet(parameters: StartWcWalletParameters): Promise<WcWallet> {
  const account = privateKeyToAccount(parameters.privateKey)
  const supportedChains = parameters.chains.map((id) => `eip155:${id}`)
  const solana = parameters.solana && (await createWcSolanaAccount(parameters.solana))
  const bitcoin = parameters.bitcoin && createWcBitcoinAccount(parameters.bitcoin)
  const namespaces: Record<string, WalletNamespace> = {
    eip155: { chains: supportedChains, address: account.address, methods: ANSWERED_METHODS, events: DEFAULT_EVENTS },
    ...(solana && {
      solana: {
        chains: parameters.solana!.chains,
        address: solana.address,
        methods: SOLANA_ANSWERED_METHODS,
        events: [],
      },
    }),
    ...(bitcoin && {
      bip122: {
        chains: parameters.bitcoin!.chains,
        address: bitcoin.address,
        methods: BIP122_ANSWERED_METHODS,
        events: ['bip122_addressesChanged'],
      },
    }),
  }
  const storagePrefix = uniqueStoragePrefix('wc-wallet')
  const core = new Core({
    projectId: parameters.projectId ?? 'e2e',
    relayUrl: parameters.relayUrl,
    telemetryEnabled: false,
    storage: new MemoryStorage(),
    customStoragePrefix: storagePrefix,
    logger: parameters.logLevel ?? 'silent',
  })
  keepCoreOffline(core)

  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: parameters.name ?? 'E2E WalletConnect wallet',
      description: 'Test wallet driven by the e2e suite',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  // After answering a request the SDK waits a second before it hands the wallet the next one
  // (pacing meant for a phone's UI). A test wallet answers at once, and a suite doing a handful of
  // requests per test would spend most of its time in that pause. The field is private: if a
  // later SDK renames it this does nothing and requests are merely slower.
  const signEngine = (walletKit.engine.signClient as { engine?: unknown }).engine as Record<string, unknown> | undefined
  if (signEngine && typeof signEngine.requestQueueDelay === 'number') signEngine.requestQueueDelay = 0

  const requests: WcWalletRequest[] = []
  /** pair() calls waiting for the proposal on their pairing topic. */
  const waiting = new Map<string, { resolve: (session: SessionInfo) => void; reject: (error: Error) => void }>()

  const proposalListener = (proposal: WalletKitTypes.SessionProposal) => void onProposal(proposal)
  const requestListener = (event: WalletKitTypes.SessionRequest) => void onRequest(event)
  walletKit.on('session_proposal', proposalListener)
  walletKit.on('session_request', requestListener)

  async function onProposal(proposal: WalletKitTypes.SessionProposal): Promise<void> {
    const { id, params } = proposal
    const waiter = waiting.get(params.pairingTopic)
    waiting.delete(params.pairingTopic)
    try {
      const session = await walletKit.approveSession({ id, namespaces: approvedNamespaces(params, namespaces) })
      waiter?.resolve(sessionInfo(session))
    } catch (error) {
      await walletKit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_CHAINS') }).catch(() => {})
      waiter?.reject(new Error(`wc-wallet: proposal not approved: ${(error as Error).message}`))
    }
  }

  async function onRequest(event: WalletKitTypes.SessionRequest): Promise<void> {
    const { topic, id } = event
    const { chainId, request } = event.params
    requests.push({ method: request.method, params: request.params, chainId, topic })
    try {
      const namespace = chainId.split(':')[0]
      const result =
        namespace === 'solana' && solana
          ? await solana.answer(request.method, request.params)
          : namespace === 'bip122' && bitcoin
            ? await bitcoin.answer(request.method, request.params)
            : await answerRequest(account, request.method, request.params, chainId, (id) => parameters.rpcUrls?.[id])
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code, message } =
        error instanceof RequestError ? error : { code: -32603, message: `wc-wallet: ${(error as Error).message}` }
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    }
  }

  let stopped = false
  return {
    address: account.address,
    ...(solana && { solanaAddress: solana.address }),
    ...(bitcoin && { bitcoinAddress: bitcoin.address }),
    requests,
    async pair(uri) {
      const { topic } = parseUri(uri)
      const approved = new Promise<SessionInfo>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(topic)
          reject(new Error(`wc-wallet: no session proposal within ${parameters.pairTimeoutMs ?? 15_000} ms`))
        }, parameters.pairTimeoutMs ?? 15_000)
        waiting.set(topic, {
          resolve: (session) => {
            clearTimeout(timer)
            resolve(session)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        })
      })
      try {
        await walletKit.pair({ uri })
      } catch (error) {
        waiting.get(topic)?.reject(error as Error)
      }
      return approved
    },
    async disconnect() {
      const topics = Object.keys(walletKit.getActiveSessions())
      await Promise.all(
        topics.map((topic) => walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })),
      )
    },
    async stop() {
      if (stopped) return
      stopped = true
      for (const { reject } of waiting.values()) reject(new Error('wc-wallet: stopped'))
      waiting.clear()
      walletKit.off('session_proposal', proposalListener)
      walletKit.off('session_request', requestListener)
      await closeCore(core, storagePrefix)
    },
  }
}

function sessionInfo(session: {
  topic: string
  pairingTopic: string
  peer: { metadata: { name: string; url: string } }
  namespaces: Record<string, { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }>
}): SessionInfo {
  const eip155 = session.namespaces.eip155
  return {
    topic: session.topic,
    pairingTopic: session.pairingTopic,
    peer: { name: session.peer.metadata.name, url: session.peer.metadata.url },
    chains: eip155?.chains ?? [],
    accounts: eip155?.accounts ?? [],
    methods: eip155?.methods ?? [],
    events: eip155?.events ?? [],
    namespaces: Object.fromEntries(
      Object.entries(session.namespaces).map(([key, value]) => [
        key,
        { chains: value.chains ?? [], accounts: value.accounts, methods: value.methods, events: value.events },
      ]),
    ),
  }
}
