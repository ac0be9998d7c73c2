/**
 * A sats-connect Bitcoin wallet for the demo page and the browser tests: a provider object whose
 * `request(method, params)` answers JSON-RPC messages as sats-connect wallets do (`getInfo`, `getAccounts`,
 * `signMessage` BIP-322, `signPsbt`, `wallet_renouncePermissions`), for a payment (P2WPKH) and an ordinal (P2TR)
 * account of one dev wallet (dev/world/bitcoin/accounts.ts) on the local regtest network. Signing is the dev
 * Bitcoin wallet's (bitcoin-test-wallet/sign.ts). Prompts wait for `approveNext()` / `rejectNext()` unless
 * `autoApprove` is on; a rejection answers sats-connect's user rejection (-32000). A test switches the wallet to
 * another dev wallet's accounts or ends the connection from the wallet's side: the provider's `addListener`
 * listeners hear `accountChange` or `disconnect`, as sats-connect wallets tell them.
 */
import { LITECOIN_REGTEST } from '../../../shared/bitcoin-networks.js'
import { bip322MessageHash } from '../../../shared/bitcoin/bip322.js'
import type { BitcoinDevAccount, BitcoinDevWallet } from '../../world/bitcoin/accounts.js'
import { createApprovalPrompts } from '../approval-prompts.js'
import { signBip322Simple, signPsbt } from '../bitcoin-test-wallet/sign.js'

export interface SatsTestWalletConfig {
  keys: BitcoinDevWallet
  name?: string
  autoApprove?: boolean
}

/** A JSON-RPC answer, as sats-connect's `request` reads it. */
export type RpcAnswer =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** The wallet events of sats-connect (its `WalletEvent`, as far as this wallet sends them). */
export type SatsWalletEvent = { type: 'accountChange' } | { type: 'disconnect' }
type SatsEventName = SatsWalletEvent['type']

export interface SatsProviderObject {
  request(method: string, params?: unknown): Promise<RpcAnswer>
  /** sats-connect's `addListener`: returns the function that removes the listener. */
  addListener(info: { eventName: SatsEventName; cb: (event: SatsWalletEvent) => void }): () => void
}

export interface SatsTestWallet {
  provider: SatsProviderObject
  /** Requests the site made, in order. */
  requests: { method: string; params: unknown }[]
  approveNext(): boolean
  rejectNext(): boolean
  pendingCount(): number
  /** Whether the site holds the wallet's permission (granted by getAccounts, renounced by the site). */
  isConnected(): boolean
  /** The user picks another dev wallet's accounts; a connected site hears `accountChange`. */
  switchAccount(keys: BitcoinDevWallet): void
  /** The wallet ends the site's connection by itself; the site hears `disconnect`. */
  disconnect(): void
  /** How many listeners the site has added, by event name. */
  listenerCount(eventName: SatsEventName): number
}

/** Where the provider object is put on `window`: the `id` of its `btc_providers` entry. */
export const SATS_TEST_PROVIDER_ID = 'SatsTestWallet.BitcoinProvider'
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzFhMWE0MCIvPjxwYXRoIGQ9Ik0xMCAxMWgxMm0tMTIgNWgxMm0tMTIgNWgxMiIgc3Ryb2tlPSIjZjc5MzFhIiBzdHJva2Utd2lkdGg9IjMiLz48L3N2Zz4='

/** Puts `provider` at `SatsTestWallet.BitcoinProvider` and pushes its entry onto `btc_providers`, as wallets do. */
export function addSatsTestWallet(target: object, provider: SatsProviderObject, name: string): void {
  const page = target as { SatsTestWallet?: { BitcoinProvider: SatsProviderObject }; btc_providers?: unknown[] }
  page.SatsTestWallet = { BitcoinProvider: provider }
  page.btc_providers ??= []
  page.btc_providers.push({
    id: SATS_TEST_PROVIDER_ID,
    name,
    icon: ICON,
    webUrl: 'https://example.com/sats-test-wallet',
  })
}

/** sats-connect's error codes (its `RpcErrorCode`). */
const USER_REJECTION = -32000
const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602
const ACCESS_DENIED = -32002
const METHODS = ['getInfo', 'getAccounts', 'signMessage', 'signPsbt', 'wallet_renouncePermissions'] as const

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

function accountOf(key: BitcoinDevAccount) {
  const payment = key.purpose === 'payment'
  return {
    address: key.address,
    publicKey: key.publicKey,
    purpose: payment ? 'payment' : 'ordinals',
    addressType: payment ? 'p2wpkh' : 'p2tr',
    walletType: 'software',
  }
}

export function createSatsTestWallet(config: SatsTestWalletConfig): SatsTestWallet {
  let keys = [config.keys.payment, config.keys.ordinal]
  const listeners = new Set<{ eventName: SatsEventName; cb: (event: SatsWalletEvent) => void }>()
  const emit = (event: SatsWalletEvent) => {
    for (const listener of [...listeners]) if (listener.eventName === event.type) listener.cb(event)
  }
  const prompts = createApprovalPrompts<SatsTestWallet['requests'][number]>(
    () => config.autoApprove,
    () => new RpcError(USER_REJECTION, 'User rejected the request.'),
  )
  let connected = false
  let nextId = 0

  const keyOf = (address: unknown): BitcoinDevAccount => {
    const key = keys.find((candidate) => candidate.address === address)
    if (!connected || !key) throw new RpcError(ACCESS_DENIED, `The account ${String(address)} is not authorized.`)
    return key
  }

  const answers: Record<(typeof METHODS)[number], (params: Record<string, unknown>) => Promise<unknown>> = {
    getInfo: async () => ({ version: '1.0.0', platform: 'web', methods: [...METHODS], supports: [] }),
    async getAccounts(params) {
      const purposes = Array.isArray(params.purposes) ? params.purposes : []
      const asked = keys.filter((key) => purposes.includes(key.purpose === 'payment' ? 'payment' : 'ordinals'))
      if (asked.length === 0) throw new RpcError(INVALID_PARAMS, 'getAccounts takes purposes payment, ordinals')
      // A site that holds the permission is answered without a prompt (as after an account change).
      if (connected) prompts.requests.push({ method: 'getAccounts', params })
      else await prompts.ask({ method: 'getAccounts', params })
      connected = true
      return asked.map(accountOf)
    },
    async signMessage(params) {
      const key = keyOf(params.address)
      if (typeof params.message !== 'string') throw new RpcError(INVALID_PARAMS, 'signMessage takes a message')
      if ((params.protocol ?? 'BIP322') !== 'BIP322')
        throw new RpcError(INVALID_PARAMS, `This wallet signs BIP322 only, not ${String(params.protocol)}`)
      await prompts.ask({ method: 'signMessage', params })
      return {
        signature: signBip322Simple(key, params.message, LITECOIN_REGTEST),
        messageHash: hex(bip322MessageHash(params.message)),
        address: key.address,
        protocol: 'BIP322',
      }
    },
    async signPsbt(params) {
      if (typeof params.psbt !== 'string') throw new RpcError(INVALID_PARAMS, 'signPsbt takes a base64 psbt')
      if (params.broadcast === true) throw new RpcError(INVALID_PARAMS, 'This wallet does not broadcast')
      const signers = Object.entries(Object(params.signInputs) as Record<string, unknown>).map(([address, list]) => ({
        key: keyOf(address),
        indexes: Array.isArray(list) ? list.filter(Number.isInteger) : [],
      }))
      await prompts.ask({ method: 'signPsbt', params })
      let psbt = params.psbt
      for (const { key, indexes } of signers) psbt = signPsbt(psbt, [key], LITECOIN_REGTEST, indexes, false)
      return { psbt }
    },
    async wallet_renouncePermissions(params) {
      prompts.requests.push({ method: 'wallet_renouncePermissions', params })
      connected = false
      return null
    },
  }

  const provider: SatsProviderObject = {
    async request(method, params) {
      const id = `sats-test-${++nextId}`
      try {
        const answer = answers[method as (typeof METHODS)[number]]
        if (!Object.hasOwn(answers, method) || !answer)
          throw new RpcError(METHOD_NOT_FOUND, `This wallet has no method ${method}`)
        return { jsonrpc: '2.0', id, result: await answer(Object(params) as Record<string, unknown>) }
      } catch (err) {
        const code = err instanceof RpcError ? err.code : -32603
        return { jsonrpc: '2.0', id, error: { code, message: err instanceof Error ? err.message : String(err) } }
      }
    },
    addListener(info) {
      const listener = { ...info }
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }

  return {
    provider,
    requests: prompts.requests,
    approveNext: prompts.approveNext,
    rejectNext: prompts.rejectNext,
    pendingCount: prompts.pendingCount,
    isConnected: () => connected,
    switchAccount(next) {
      keys = [next.payment, next.ordinal]
      if (connected) emit({ type: 'accountChange' })
    },
    disconnect() {
      if (!connected) return
      connected = false
      emit({ type: 'disconnect' })
    },
    listenerCount: (eventName) => [...listeners].filter((listener) => listener.eventName === eventName).length,
  }
}
