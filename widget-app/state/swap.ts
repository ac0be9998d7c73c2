/**
 * The Swap view's state and what it does: the tokens offered on the network, the pair and amount the user
 * picks, a quote as they type (asked once typing pauses; an outdated request is aborted), the slippage, the
 * network fee, then the approve transaction when the allowance is short and the swap, each sent through the
 * connected wallet (whatever its kind: an email wallet's approval view shows on that path) and followed to its
 * receipt, with a toast per step and the balances reloaded after.
 */
import { DEFAULT_SLIPPAGE_PERCENT } from '../../shared/contracts/swap.js'
import type { SwapToken } from '../../shared/contracts/swap.js'
import { formatUnitsExact } from '../../shared/format.js'
import type { Network } from '../../shared/networks.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import { type QuoteParameters, SwapApiError, type SwapClient } from '../api/swap.js'
import { t } from '../i18n/i18n.js'
import type { AppState } from './app-state.js'
import type { PendingTransactions } from './pending-transactions.js'
import { createStore, type Store } from './store.js'
import { previewKey, previewSwap, type SwapPreview, swapFailureText } from './swap-preview.js'
import { checkSwap, isNative, plainAddress, type SwapRule, type SwapTokenChoice } from './swap-rules.js'
import type { Toast } from './toast.js'

/** A quote is asked once the user stops typing for this long. */
export const QUOTE_DELAY_MS = 400

export type QuoteState =
  | { state: 'idle' }
  | { state: 'loading' }
  | ({ state: 'ready' } & SwapPreview)
  | { state: 'failed'; message: string }

export type SwapStep = 'idle' | 'approving' | 'swapping'

export interface SwapState {
  tokens: { state: 'idle' | 'loading' | 'ready' | 'failed'; list: SwapToken[]; message?: string }
  /** CAIP-10 addresses of the tokens sold and bought. */
  from: string | null
  to: string | null
  /** The amount sold, as the user typed it. */
  amount: string
  /** A percentage of the quote, as typed (§9 default 1). */
  slippage: string
  quote: QuoteState
  step: SwapStep
  /** Why the last Swap did not go: a rule broken, or a text to show as is. */
  error: { rule: SwapRule } | { message: string } | null
}

export const initialSwap = (): SwapState => ({
  tokens: { state: 'idle', list: [] },
  from: null,
  to: null,
  amount: '',
  slippage: String(DEFAULT_SLIPPAGE_PERCENT),
  quote: { state: 'idle' },
  step: 'idle',
  error: null,
})

export interface SwapDeps {
  app: Store<AppState>
  network(): Network | undefined
  client: SwapClient
  /** The offered tokens with the account's balances and prices (swap-rules.ts `swapTokensOf`). */
  choices(tokens: readonly SwapToken[]): SwapTokenChoice[]
  /** Sends a request to the connected wallet (the site provider's path: every wallet kind). */
  walletRequest(request: RpcRequest): Promise<RpcResult>
  pending: Pick<PendingTransactions, 'add'>
  toast: Pick<Toast, 'show'>
  reloadBalances(): void
  locale(): string
  quoteDelayMs?: number
}

export interface Swap {
  store: Store<SwapState>
  /** Reads the tokens offered on the active network; the first two held or offered are picked. */
  loadTokens(): Promise<void>
  setFrom(address: string): void
  setTo(address: string): void
  /** Swaps the sold and bought tokens. */
  flip(): void
  setAmount(text: string): void
  setSlippage(text: string): void
  /** Asks a quote for what is typed now, aborting any outdated one. */
  refreshQuote(): Promise<void>
  /** The tokens with balances and prices, and the picked pair among them. */
  pair(): { choices: SwapTokenChoice[]; from: SwapTokenChoice | null; to: SwapTokenChoice | null }
  /** Approves when needed, then swaps; resolves once the swap is mined or refused. */
  swap(): Promise<void>
  reset(): void
}

const hex = (value: bigint) => `0x${value.toString(16)}` as const

export function createSwap(deps: SwapDeps): Swap {
  const store = createStore<SwapState>(initialSwap())
  const delay = deps.quoteDelayMs ?? QUOTE_DELAY_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined

  const pair = () => {
    const { tokens, from, to } = store.get()
    const choices = deps.choices(tokens.list)
    const find = (address: string | null) => choices.find((token) => token.address === address) ?? null
    return { choices, from: find(from), to: find(to) }
  }
  const userAddress = () => deps.app.get().address as `0x${string}`
  const check = () => {
    const { from, to } = pair()
    const { amount, slippage } = store.get()
    return checkSwap({ from, to, amount, slippage, locale: deps.locale() })
  }

  function cancelQuote() {
    clearTimeout(timer)
    inFlight?.abort()
    inFlight = undefined
  }

  /** After any change the quote shown is outdated: a new one is asked once typing pauses. */
  function changed(patch: Partial<SwapState>) {
    cancelQuote()
    store.set({ ...patch, error: null, quote: { state: 'idle' } })
    const checked = check()
    if (!checked.ok) return
    store.set({ quote: { state: 'loading' } })
    timer = setTimeout(() => void refreshQuote(), delay)
  }

  function parametersOf(amount: bigint): QuoteParameters {
    const { from, to } = store.get()
    return { from: from!, to: to!, amount, userAddress: userAddress() }
  }

  async function refreshQuote(): Promise<void> {
    cancelQuote()
    const checked = check()
    if (!checked.ok || !deps.network()) return store.set({ quote: { state: 'idle' } })
    const controller = new AbortController()
    inFlight = controller
    store.set({ quote: { state: 'loading' } })
    try {
      const parameters = parametersOf(checked.amount)
      const native = pair().from
      const ready = await previewSwap(deps.client, deps.network()!.caipNetworkId, {
        ...parameters,
        slippage: store.get().slippage,
        native: native ? isNative(native) : false,
        signal: controller.signal,
      })
      if (inFlight === controller) store.set({ quote: { state: 'ready', ...ready } })
    } catch (error) {
      if (inFlight === controller && !controller.signal.aborted)
        store.set({ quote: { state: 'failed', message: swapFailureText(error) } })
    } finally {
      if (inFlight === controller) inFlight = undefined
    }
  }

  async function loadTokens(): Promise<void> {
    const network = deps.network()
    if (!network)
      return store.set({ tokens: { state: 'failed', list: [], message: t('swap.errors.networkNotSupported') } })
    store.set({ tokens: { ...store.get().tokens, state: 'loading' } })
    try {
      const { tokens } = await deps.client.tokens(network.caipNetworkId)
      const held = deps.choices(tokens).filter((token) => token.quantity > 0n)
      const keep = (address: string | null) => (tokens.some((token) => token.address === address) ? address : null)
      const from = keep(store.get().from) ?? held[0]?.address ?? tokens[0]?.address ?? null
      const to = keep(store.get().to) ?? tokens.find((token) => token.address !== from)?.address ?? null
      store.set({ tokens: { state: 'ready', list: tokens }, from, to })
    } catch (error) {
      store.set({ tokens: { state: 'failed', list: [], message: swapFailureText(error) } })
    }
  }

  /** Sends one transaction built by the API and waits for its receipt; the hash when it was mined and succeeded. */
  async function sendAndWait(
    tx: { to: string; data: string; value: string; gas: string; gasPrice: string },
    listed: { symbol: string; amount: string },
  ): Promise<'confirmed' | string> {
    const network = deps.network()!
    const from = userAddress()
    const request = {
      from,
      to: plainAddress(tx.to),
      data: tx.data,
      value: hex(BigInt(tx.value)),
      gas: hex(BigInt(tx.gas)),
      gasPrice: hex(BigInt(tx.gasPrice)),
    }
    const answer = await deps.walletRequest({ method: 'eth_sendTransaction', params: [request] })
    if (!answer.ok) return answer.error.message
    const hash = String(answer.result) as `0x${string}`
    const status = await deps.pending.add(
      { hash, chainId: network.caipNetworkId, from, to: request.to, ...listed },
      network.rpcUrls[0]!,
    )
    return status === 'confirmed' ? status : t('swap.errors.transactionFailed')
  }

  function fail(message: string) {
    store.set({ step: 'idle', error: { message } })
    deps.toast.show('error', message)
  }

  async function swap(): Promise<void> {
    if (store.get().step !== 'idle') return
    const checked = check()
    if (!checked.ok) return store.set({ error: { rule: checked.rule } })
    const { from, to } = pair()
    const parameters = parametersOf(checked.amount)
    const sold = { symbol: from!.symbol, amount: formatUnitsExact(checked.amount, from!.decimals) }
    store.set({ step: 'approving', error: null })
    try {
      const shown = store.get().quote
      if (shown.state !== 'ready' || shown.key !== previewKey(parameters)) await refreshQuote()
      const quote = store.get().quote
      if (quote.state !== 'ready') return fail(quote.state === 'failed' ? quote.message : t('swap.errors.unavailable'))
      if (quote.approvalNeeded) {
        deps.toast.show('loading', t('swap.toasts.approving', { symbol: from!.symbol }))
        const { tx } = await deps.client.buildApprove(parameters)
        const approved = await sendAndWait({ ...tx, gas: String(tx.eip155.gas), gasPrice: tx.eip155.gasPrice }, sold)
        if (approved !== 'confirmed') return fail(approved)
        deps.toast.show('success', t('swap.toasts.approved', { symbol: from!.symbol }))
      }
      store.set({ step: 'swapping' })
      deps.toast.show('loading', t('swap.toasts.swapping', { from: from!.symbol, to: to!.symbol }))
      const { tx } = await deps.client.buildTransaction({ ...parameters, slippage: store.get().slippage })
      const swapped = await sendAndWait({ ...tx, gas: tx.eip155.gas, gasPrice: tx.eip155.gasPrice }, sold)
      if (swapped !== 'confirmed') return fail(swapped)
      deps.toast.show('success', t('swap.toasts.swapped', { from: from!.symbol, to: to!.symbol }))
      deps.reloadBalances()
      store.set({ step: 'idle', amount: '', quote: { state: 'idle' } })
    } catch (error) {
      fail(
        error instanceof SwapApiError ? swapFailureText(error) : error instanceof Error ? error.message : String(error),
      )
    }
  }

  return {
    store,
    loadTokens,
    setFrom: (address) =>
      changed(address === store.get().to ? { from: address, to: store.get().from } : { from: address }),
    setTo: (address) => changed(address === store.get().from ? { to: address, from: store.get().to } : { to: address }),
    flip: () => changed({ from: store.get().to, to: store.get().from, amount: '' }),
    setAmount: (text) => changed({ amount: text }),
    setSlippage: (text) => changed({ slippage: text }),
    refreshQuote,
    pair,
    swap,
    reset() {
      cancelQuote()
      store.set(initialSwap())
    },
  }
}
