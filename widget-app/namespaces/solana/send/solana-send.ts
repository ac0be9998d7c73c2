/**
 * The Send view's state for a Solana account: the token (SOL or an SPL mint), amount and receiver
 * the user picks, the network fee the node quotes for the transfer (and the rent of the receiver's
 * token account when it has to be created), Max, and the send itself: the transfer built with
 * shared/solana/transfer.ts, signed and sent by the wallet (`solana_signAndSendTransaction`), then
 * followed until confirmed, when the balances are read again. Loading is true during the send; after
 * the wallet sent it, the fields are cleared and the view is replaced with Account.
 */
import { type Address, createSolanaRpc, getBase64EncodedWireTransaction } from '@solana/kit'
import { formatAmountInput, parseAmount } from '../../../../shared/amounts.js'
import type { Network } from '../../../../shared/networks.js'
import type { RpcRequest, RpcResult } from '../../../../shared/protocol/loader-widget.js'
import { type PreparedTransfer, prepareSolTransfer, prepareSplTransfer } from '../../../../shared/solana/transfer.js'
import type { AppState } from '../../../state/app-state.js'
import { isOtherToken, sendFailed, sendInputBase, showAccountAfterSend } from '../../../state/send-steps.js'
import { createStore, type Store } from '../../../state/store.js'
import { type Confirmation, type ConfirmRpc, confirmSignature } from './confirm.js'
import {
  isSolanaAddress,
  maxSolanaSendable,
  type SolanaCost,
  type SolanaSendError,
  type SolanaSendInput,
  type SolanaSendToken,
  typedSolanaRule,
  validateSolanaSend,
} from './send-rules.js'
import { type SendRpc, tokenProgramOf } from './token-program.js'

export type SolanaFeeState =
  | { state: 'idle' }
  | { state: 'loading' }
  /** `maxFee` is the network fee (lamports); `key` names the transfer it was quoted for. */
  | { state: 'ready'; maxFee: bigint; rentLamports: bigint; key: string }
  | { state: 'failed' }

export interface SolanaSendState {
  token: SolanaSendToken | null
  /** The amount as the user typed it. */
  sendTokenAmount: string
  receiverAddress: string
  loading: boolean
  fee: SolanaFeeState
  /** Why the last Send did not go: a rule broken, or the wallet's or node's own text. */
  error: { rule: SolanaSendError } | { message: string } | null
}

export const initialSolanaSend = (): SolanaSendState => ({
  token: null,
  sendTokenAmount: '',
  receiverAddress: '',
  loading: false,
  fee: { state: 'idle' },
  error: null,
})

export interface SolanaSendDeps {
  app: Store<AppState>
  network(): Network | undefined
  /** A request to the connected wallet (the site provider's path). */
  walletRequest(request: RpcRequest): Promise<RpcResult>
  /** The account's SOL balance in lamports, as last read (it pays the fee and any rent). */
  lamports(): bigint
  /** Reads the balances again after a send landed. */
  reloadBalances(): void
  /** Says how a send that the wallet sent ended, when it did not land. */
  notLanded(outcome: Exclude<Confirmation, { status: 'confirmed' }>): void
  locale(): string
  /** The node's client; `createSolanaRpc` unless given. */
  rpc?: (rpcUrl: string) => SendRpc & ConfirmRpc
  confirmPollMs?: number
}

export interface SolanaSend {
  store: Store<SolanaSendState>
  setToken(token: SolanaSendToken | null, networkBalanceInUSD: number | null): void
  setAmount(text: string): void
  setReceiver(text: string): void
  setMax(): Promise<void>
  check(): SolanaSendError | null
  typedCheck(): SolanaSendError | null
  estimateFee(): Promise<void>
  /** Resolves once the wallet answered; the confirmation is followed after that. */
  send(): Promise<void>
  /** Resolves when the confirmation of the last send is known (for tests and the view's refresh). */
  settled(): Promise<Confirmation | undefined>
  reset(): void
}

interface Draft {
  token: SolanaSendToken
  from: Address
  to: Address
  amount: bigint
}

const keyOf = (draft: Draft) => `${draft.token.contract ?? 'SOL'}:${draft.to}:${draft.amount}`

export function createSolanaSend(deps: SolanaSendDeps): SolanaSend {
  const store = createStore<SolanaSendState>(initialSolanaSend())
  const rpcOf = deps.rpc ?? ((url: string) => createSolanaRpc(url))
  let feeRequest = 0
  let lastConfirmation: Promise<Confirmation | undefined> = Promise.resolve(undefined)

  const cost = (): SolanaCost | null => {
    const { fee } = store.get()
    return fee.state === 'ready' ? { feeLamports: fee.maxFee, rentLamports: fee.rentLamports } : null
  }
  const input = (): SolanaSendInput => {
    const state = store.get()
    return {
      ...sendInputBase(state, deps),
      receiver: state.receiverAddress.trim(),
      lamports: deps.lamports(),
      cost: cost(),
    }
  }

  /** The transfer as typed, with stand-ins for what is missing (the sender itself, nothing or the whole balance). */
  function draft(): Draft | null {
    const { token, sendTokenAmount, receiverAddress } = store.get()
    const from = deps.app.get().address
    if (!token || !from) return null
    const to = isSolanaAddress(receiverAddress) ? receiverAddress.trim() : from
    const amount = parseAmount(sendTokenAmount, token.decimals, { locale: deps.locale(), max: token.balance })
    const value = amount.ok ? amount.value : token.contract ? token.balance : 0n
    return { token, from: from as Address, to: to as Address, amount: value }
  }

  async function prepare(rpcUrl: string, { token, from, to, amount }: Draft): Promise<PreparedTransfer> {
    const rpc = rpcOf(rpcUrl)
    if (!token.contract) return prepareSolTransfer(rpc, { from, to, lamports: amount })
    const mint = token.contract as Address
    const tokenProgram = await tokenProgramOf(rpc, mint)
    return prepareSplTransfer(rpc, { from, to, mint, amount, decimals: token.decimals, tokenProgram })
  }

  /** Quotes the transfer on the node; the fee shows as being estimated meanwhile. */
  async function quote(transfer: Draft): Promise<PreparedTransfer | null> {
    const rpcUrl = deps.network()?.rpcUrls[0]
    if (!rpcUrl) return null
    const mine = ++feeRequest
    store.set({ fee: { state: 'loading' } })
    try {
      const prepared = await prepare(rpcUrl, transfer)
      if (mine === feeRequest) {
        const { feeLamports: maxFee, rentLamports } = prepared
        store.set({ fee: { state: 'ready', maxFee, rentLamports, key: keyOf(transfer) } })
      }
      return prepared
    } catch {
      if (mine === feeRequest) store.set({ fee: { state: 'failed' } })
      return null
    }
  }

  async function estimateFee(): Promise<void> {
    const transfer = draft()
    if (transfer) await quote(transfer)
  }

  async function follow(rpcUrl: string, signature: string, prepared: PreparedTransfer) {
    const outcome = await confirmSignature(rpcOf(rpcUrl), signature, {
      lastValidBlockHeight: prepared.lastValidBlockHeight,
      ...(deps.confirmPollMs !== undefined && { pollMs: deps.confirmPollMs }),
    })
    if (outcome.status === 'confirmed') deps.reloadBalances()
    else deps.notLanded(outcome)
    return outcome
  }

  async function send(): Promise<void> {
    if (store.get().loading) return
    const rule = validateSolanaSend(input())
    if (rule) return store.set({ error: { rule } })
    const transfer = draft()!
    const rpcUrl = deps.network()!.rpcUrls[0]!
    store.set({ loading: true, error: null })
    try {
      // A fresh blockhash for what is signed; the cost it quotes is checked again.
      const prepared = await quote(transfer)
      if (!prepared) return store.set({ loading: false, error: { rule: 'feeUnavailable' } })
      const late = validateSolanaSend(input())
      if (late) return store.set({ loading: false, error: { rule: late } })
      const transaction = getBase64EncodedWireTransaction(prepared.transaction)
      const answer = await deps.walletRequest({ method: 'solana_signAndSendTransaction', params: { transaction } })
      if (!answer.ok) return store.set({ loading: false, error: { message: answer.error.message } })
      const { signature } = answer.result as { signature: string }
      lastConfirmation = follow(rpcUrl, signature, prepared).catch(() => undefined)
      store.set(initialSolanaSend())
      showAccountAfterSend(deps.app)
    } catch (error) {
      store.set(sendFailed(error))
    }
  }

  return {
    store,
    setToken(token) {
      const changed = isOtherToken(store.get().token, token)
      store.set({ token, error: null, ...(changed && { sendTokenAmount: '', fee: { state: 'idle' } as const }) })
    },
    setAmount: (text) => store.set({ sendTokenAmount: text, error: null }),
    setReceiver: (text) => store.set({ receiverAddress: text, error: null }),
    async setMax() {
      const { token } = store.get()
      if (!token) return store.set({ error: { rule: 'tokenRequired' } })
      const transfer = draft()
      const fresh = store.get().fee
      if (transfer && (fresh.state !== 'ready' || fresh.key !== keyOf(transfer))) await quote(transfer)
      const known = cost()
      if (!known) return store.set({ error: { rule: 'feeUnavailable' } })
      const max = maxSolanaSendable(token, deps.lamports(), known)
      if (max === null) return store.set({ error: { rule: 'feeExceedsBalance' } })
      store.set({ sendTokenAmount: formatAmountInput(max, token.decimals, deps.locale()), error: null })
    },
    check: () => validateSolanaSend(input()),
    typedCheck: () => typedSolanaRule(input()),
    estimateFee,
    send,
    settled: () => lastConfirmation,
    reset: () => store.set(initialSolanaSend()),
  }
}
