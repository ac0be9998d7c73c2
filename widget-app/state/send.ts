/**
 * The Send view's state and what it does: the token, amount and receiver the user picks, the
 * network fee of the transfer, Max, and the send itself through the connected wallet (whatever
 * its kind). Loading is true during the send; after a successful one the token, amount,
 * receiver, profile and balances are cleared and the view is replaced with Account. A failed
 * send keeps what the user typed and says why.
 */
import { formatUnitsExact } from '../../shared/format.js'
import { formatAmountInput, parseAmount } from '../../shared/amounts.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import type { Network } from '../../shared/networks.js'
import type { GasQuote, GasRequest } from '../namespaces/eip155/send-reads.js'
import type { AppState } from './app-state.js'
import type { PendingTransactions } from './pending-transactions.js'
import { isNameLike } from './name-rules.js'
import {
  maxFeeOf,
  maxSendable,
  type SendError,
  type SendInput,
  type SendToken,
  transactionRequest,
  transferCall,
  typedRule,
  validateSend,
} from './send-rules.js'
import { isOtherToken, sendFailed, sendInputBase, showAccountAfterSend } from './send-steps.js'
import { createStore, type Store } from './store.js'

export type FeeState =
  | { state: 'idle' }
  | { state: 'loading' }
  /** `call` names the transfer the quote was made for (its gas depends on it). */
  | { state: 'ready'; quote: GasQuote; maxFee: bigint; call: string }
  | { state: 'failed' }

export interface SendState {
  token: SendToken | null
  /** The amount as the user typed it. */
  sendTokenAmount: string
  receiverAddress: string
  /** Profile of the receiver (from the lookup of a name typed as receiver): null for a plain address. */
  receiverProfileImageUrl: string | null
  receiverProfileName: string | null
  /** The address the receiver's name (receiverProfileName) resolved to; null for a plain address. */
  receiverResolvedAddress: `0x${string}` | null
  /** The USD value of the native balance, for the fee's share of it; null when unknown. */
  networkBalanceInUSD: number | null
  loading: boolean
  fee: FeeState
  /** Why the last Send did not go: a rule broken, or the wallet's own error text. */
  error: { rule: SendError } | { message: string } | null
}

export const initialSend = (): SendState => ({
  token: null,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileImageUrl: null,
  receiverProfileName: null,
  receiverResolvedAddress: null,
  networkBalanceInUSD: null,
  loading: false,
  fee: { state: 'idle' },
  error: null,
})

/** Estimates gas and fees for a transaction on the node at `rpcUrl`. */
export type EstimateGas = (rpcUrl: string, request: GasRequest) => Promise<GasQuote>

export interface SendDeps {
  app: Store<AppState>
  network(): Network | undefined
  /** Sends a request to the connected wallet (the site provider's path: every wallet kind). */
  walletRequest(request: RpcRequest): Promise<RpcResult>
  pending: Pick<PendingTransactions, 'add'>
  /** Reloads the token balances after a send is mined. */
  reloadBalances(): void
  locale(): string
  /** Defaults to viem's reads, imported on first use. */
  estimateGas?: EstimateGas
}

export interface Send {
  store: Store<SendState>
  setToken(token: SendToken | null, networkBalanceInUSD: number | null): void
  setAmount(text: string): void
  setReceiver(text: string): void
  /** What the name typed as receiver resolved to (null: to none); ignored once the receiver was changed. */
  setReceiverName(name: string, address: `0x${string}` | null): void
  /** Puts the largest sendable amount in the field (see `maxSendable`), estimating the fee first when needed. */
  setMax(): Promise<void>
  /** The first rule a Send now would break, if any. */
  check(): SendError | null
  /** The first rule broken by what is typed so far (empty fields break none): shown while typing. */
  typedCheck(): SendError | null
  /** Estimates the network fee of the transfer as typed (the receiver and amount may be missing yet). */
  estimateFee(): Promise<void>
  /** Sends; resolves once the wallet answered. */
  send(): Promise<void>
  reset(): void
}

type TransferCall = ReturnType<typeof transferCall>

/** Where the send goes: the address a typed name resolved to, else the receiver as typed. */
const receiverOf = (state: SendState): string => state.receiverResolvedAddress ?? state.receiverAddress.trim()

/** What identifies a transfer for its gas quote. */
const callKey = (call: TransferCall) => `${call.to}:${call.value ?? ''}:${call.data ?? ''}`.toLowerCase()

const estimateWithViem: EstimateGas = async (rpcUrl, request) =>
  (await import('../namespaces/eip155/send-reads.js')).estimateEvmGas(rpcUrl, request)

export function createSend(deps: SendDeps): Send {
  const store = createStore<SendState>(initialSend())
  const estimateGas = deps.estimateGas ?? estimateWithViem
  let feeRequest = 0

  const feeAmount = () => {
    const { fee } = store.get()
    return fee.state === 'ready' ? fee.maxFee : null
  }

  const input = (): SendInput => {
    const state = store.get()
    return {
      ...sendInputBase(state, deps),
      receiver: receiverOf(state),
      fee: feeAmount(),
    }
  }
  const check = (): SendError | null => validateSend(input())

  /** The transfer as typed, with a stand-in for what is missing (the sender itself, the whole balance). */
  function draftCall(from: `0x${string}`) {
    const { token, sendTokenAmount } = store.get()
    const receiverAddress = receiverOf(store.get())
    if (!token) return null
    const receiver = /^0x[0-9a-fA-F]{40}$/.test(receiverAddress.trim()) ? receiverAddress.trim() : from
    const amount = parseAmount(sendTokenAmount, token.decimals, { locale: deps.locale(), max: token.balance })
    const value = amount.ok ? amount.value : token.contract ? token.balance : 0n
    return transferCall(token, receiver as `0x${string}`, value)
  }

  async function estimateFee(): Promise<void> {
    const from = deps.app.get().address as `0x${string}` | null
    const call = from ? draftCall(from) : null
    if (from && call) await estimateFor(from, call)
  }

  /** Quotes gas and fees for `call`; the fee shows as being estimated meanwhile. */
  async function estimateFor(from: `0x${string}`, call: TransferCall): Promise<void> {
    const rpcUrl = deps.network()?.rpcUrls[0]
    if (!rpcUrl) return
    const mine = ++feeRequest
    store.set({ fee: { state: 'loading' } })
    try {
      const quote = await estimateGas(rpcUrl, { from, ...call })
      if (mine === feeRequest)
        store.set({ fee: { state: 'ready', quote, maxFee: maxFeeOf(quote.gas, quote.fees), call: callKey(call) } })
    } catch {
      if (mine === feeRequest) store.set({ fee: { state: 'failed' } })
    }
  }

  async function send(): Promise<void> {
    const state = store.get()
    if (state.loading) return
    const rule = check()
    if (rule) return store.set({ error: { rule } })
    const token = state.token!
    const from = deps.app.get().address as `0x${string}`
    const network = deps.network()!
    const receiver = receiverOf(state) as `0x${string}`
    const amount = parseAmount(state.sendTokenAmount, token.decimals, { locale: deps.locale() })
    if (!amount.ok) return
    store.set({ loading: true, error: null })
    try {
      // The gas sent is quoted for this very transfer; a quote of an earlier draft is made again.
      const call = transferCall(token, receiver, amount.value)
      const quoted = store.get().fee
      if (quoted.state !== 'ready' || quoted.call !== callKey(call)) await estimateFor(from, call)
      const { fee } = store.get()
      if (fee.state === 'ready' && !token.contract && amount.value + fee.maxFee > token.balance)
        return store.set({ loading: false, error: { rule: 'feeExceedsBalance' } })
      // Without a quote (the node could not estimate) the wallet prices the transaction itself.
      const request = transactionRequest(from, call, fee.state === 'ready' ? fee.quote : null)
      const answer = await deps.walletRequest({ method: 'eth_sendTransaction', params: [request] })
      if (!answer.ok) return store.set({ loading: false, error: { message: answer.error.message } })
      const hash = String(answer.result) as `0x${string}`
      const watched = deps.pending.add(
        {
          hash,
          chainId: network.caipNetworkId,
          from,
          to: receiver,
          symbol: token.symbol,
          amount: formatUnitsExact(amount.value, token.decimals),
        },
        network.rpcUrls[0]!,
      )
      void watched.then(deps.reloadBalances)
      store.set(initialSend())
      showAccountAfterSend(deps.app)
    } catch (error) {
      store.set(sendFailed(error))
    }
  }

  return {
    store,
    setToken(token, networkBalanceInUSD) {
      const changed = isOtherToken(store.get().token, token)
      store.set({
        token,
        networkBalanceInUSD,
        error: null,
        ...(changed && { sendTokenAmount: '', fee: { state: 'idle' } as const }),
      })
    },
    setAmount: (text) => store.set({ sendTokenAmount: text, error: null }),
    setReceiver: (text) =>
      store.set({ receiverAddress: text, receiverProfileName: null, receiverResolvedAddress: null, error: null }),
    setReceiverName(name, address) {
      if (store.get().receiverAddress.trim().toLowerCase() !== name.toLowerCase()) return
      store.set({ receiverProfileName: address ? name : null, receiverResolvedAddress: address })
    },
    async setMax() {
      const { token } = store.get()
      if (!token) return store.set({ error: { rule: 'tokenRequired' } })
      if (!token.contract && feeAmount() === null) await estimateFee()
      const fee = feeAmount()
      if (!token.contract && fee === null) return store.set({ error: { rule: 'feeUnavailable' } })
      const max = maxSendable(token, fee)
      if (max === null) return store.set({ error: { rule: 'feeExceedsBalance' } })
      store.set({ sendTokenAmount: formatAmountInput(max, token.decimals, deps.locale()), error: null })
    },
    check,
    // A name still being resolved breaks no rule yet (its lookup says how it went).
    typedCheck: () => {
      const typed = input()
      return typedRule(isNameLike(typed.receiver) ? { ...typed, receiver: '' } : typed)
    },
    estimateFee,
    send,
    reset: () => store.set(initialSend()),
  }
}
