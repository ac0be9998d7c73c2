/**
 * A Wallet Standard Solana wallet for the demo page and the browser tests: one Ed25519 key pair
 * (from a 32-byte seed), `standard:connect` / `disconnect` / `events`, and `solana:signMessage`,
 * `solana:signTransaction`, `solana:signAndSendTransaction` (sent through the node's JSON-RPC).
 * Prompts wait for `approveNext()` / `rejectNext()` unless `autoApprove` is on.
 */
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { createApprovalPrompts } from '../approval-prompts.js'

export interface SolanaTestWalletConfig {
  /** The 32-byte Ed25519 seed, hex. */
  seedHex: string
  /** CAIP-2 chain, e.g. `solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B`. */
  chain: `solana:${string}`
  /** The node's JSON-RPC URL (for `signAndSendTransaction`). */
  rpcUrl: string
  name?: string
  autoApprove?: boolean
}

export interface SolanaTestWallet {
  wallet: Wallet
  address: Address
  /** Feature calls the site made, in order. */
  requests: { feature: string; input: unknown }[]
  approveNext(): boolean
  rejectNext(): boolean
  pendingCount(): number
  /** The wallet ends the connection by itself (its accounts become none). */
  disconnect(): void
}

const VERSION = '1.0.0' as const
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzk5NDVmZiIvPjxwYXRoIGQ9Ik05IDExaDE0bC0zIDNIOXptMyA0aDExbC0zIDNoLTExem0tMyA0aDE0bC0zIDNIOXoiIGZpbGw9IiNmZmYiLz48L3N2Zz4=' as const
const SIGN_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

type Listener = (change: { accounts?: readonly WalletAccount[] }) => void

function rejected(): Error {
  return Object.assign(Error('User rejected the request.'), { code: 4001 })
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(hex)) throw Error('[solana-test-wallet] seedHex must be 32 bytes of hex')
  const clean = hex.replace(/^0x/, '')
  return Uint8Array.from(clean.match(/../g)!, (byte) => Number.parseInt(byte, 16))
}

export async function createSolanaTestWallet(config: SolanaTestWalletConfig): Promise<SolanaTestWallet> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(hexToBytes(config.seedHex))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: Uint8Array.from(getBase58Encoder().encode(address)),
    chains: [config.chain],
    features: SIGN_FEATURES,
  })
  const prompts = createApprovalPrompts<SolanaTestWallet['requests'][number]>(() => config.autoApprove, rejected)
  const listeners = new Set<Listener>()
  let authorized = false

  const approve = (feature: string, input: unknown): Promise<void> => prompts.ask({ feature, input })
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    for (const listener of listeners) listener({ accounts: value ? [account] : [] })
  }
  const ownAccount = (input: { account?: WalletAccount }) => {
    if (!authorized || input.account?.address !== address)
      throw Object.assign(Error('The account has not been authorized by the user.'), { code: 4100 })
  }
  const signTransactionBytes = async (bytes: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(bytes)
    return partiallySignTransaction([keyPair], transaction)
  }

  const wallet: Wallet = {
    version: VERSION,
    name: config.name ?? 'Solana Test Wallet',
    icon: ICON,
    chains: [config.chain],
    get accounts() {
      return authorized ? [account] : []
    },
    features: {
      'standard:connect': {
        version: VERSION,
        async connect(input?: { silent?: boolean }) {
          if (!authorized && !input?.silent) {
            await approve('standard:connect', input ?? {})
            setAuthorized(true)
          }
          return { accounts: wallet.accounts }
        },
      },
      'standard:disconnect': {
        version: VERSION,
        async disconnect() {
          prompts.requests.push({ feature: 'standard:disconnect', input: null })
          setAuthorized(false)
        },
      },
      'standard:events': {
        version: VERSION,
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: VERSION,
        signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async (input) => {
              ownAccount(input)
              await approve('solana:signMessage', input)
              return { signedMessage: input.message, signature: await signBytes(keyPair.privateKey, input.message) }
            }),
          ),
      },
      'solana:signTransaction': {
        version: VERSION,
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async (input) => {
              ownAccount(input)
              await approve('solana:signTransaction', input)
              const signed = await signTransactionBytes(input.transaction)
              return { signedTransaction: Uint8Array.from(getTransactionEncoder().encode(signed)) }
            }),
          ),
      },
      'solana:signAndSendTransaction': {
        version: VERSION,
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async (input) => {
              ownAccount(input)
              await approve('solana:signAndSendTransaction', input)
              const signed = await signTransactionBytes(input.transaction)
              const signature = await sendTransaction(config.rpcUrl, getBase64EncodedWireTransaction(signed))
              return { signature: Uint8Array.from(getBase58Encoder().encode(signature)) }
            }),
          ),
      },
    },
  }

  return {
    wallet,
    address,
    requests: prompts.requests,
    approveNext: prompts.approveNext,
    rejectNext: prompts.rejectNext,
    pendingCount: prompts.pendingCount,
    disconnect: () => setAuthorized(false),
  }
}

/** `sendTransaction` on the node; resolves with the transaction's signature (base58). */
async function sendTransaction(rpcUrl: string, wireTransaction: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [wireTransaction, { encoding: 'base64' }],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
  if (typeof body.result !== 'string')
    throw Object.assign(Error(`The node refused the transaction: ${body.error?.message ?? response.status}`), {
      code: body.error?.code ?? -32603,
    })
  return body.result
}
