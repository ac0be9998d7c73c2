/**
 * The Buy view's state and what it does: the onramp's options (the built-in ones when the call fails), the
 * token and network bought, the currency and method paid with, the amount within that method's limits, a
 * quote as the user types (asked once typing pauses; an outdated request is aborted; a failed one shows the
 * entered amount), then the checkout opened in a popup (a new tab when popups are blocked, a link to click
 * when both are) and the order followed until it completes, fails or expires unpaid, with a toast per step and
 * the balances reloaded when it lands.
 */
import type {
  OnrampOptionsAnswer,
  OnrampOrderStatus,
  OnrampQuoteAnswer,
  PaymentMethod,
} from '../../shared/contracts/onramp.js'
import type { Network } from '../../shared/networks.js'
import type { OnrampClient } from '../api/onramp.js'
import type { AppState } from './app-state.js'
import { type AmountCheck, checkBuyAmount, enteredAmountQuote, fallbackOptions } from './onramp-rules.js'
import { type BuyChoices, choicesOf, defaultPicks, methodFor, networkFor } from './onramp-choices.js'
import { announceCheckout, announceOrder, announceRefusal, type BuyToast } from './onramp-toasts.js'
import { createStore, type Store } from './store.js'

/** A quote is asked once the user stops typing for this long. */
export const BUY_QUOTE_DELAY_MS = 400
/** How often an order's progress is read while it is open or pending. */
export const ORDER_POLL_MS = 2000

export type BuyQuote =
  | { state: 'idle' }
  | { state: 'loading' }
  /** `estimated`: the quote call failed and this is the entered amount (§8). */
  | { state: 'ready'; quote: OnrampQuoteAnswer; estimated: boolean }

export type BuyOrder =
  | { state: 'idle' }
  | { state: 'starting' }
  /** `blocked`: neither a popup nor a tab could be opened; the view offers `url` as a link. */
  | {
      state: OnrampOrderStatus
      orderId: string
      url: string
      blocked: boolean
      txHash?: string
      failureReason?: string
    }

export interface BuyState {
  options: { state: 'idle' | 'loading' | 'ready'; value: OnrampOptionsAnswer; fallback: boolean }
  /** The purchase currency's `id` and the network's CAIP-2 `name`. */
  purchase: string | null
  network: string | null
  paymentCurrency: string | null
  paymentMethod: PaymentMethod | null
  amount: string
  quote: BuyQuote
  order: BuyOrder
  /** Why the last Buy did not go: an amount rule broken, or the server's text. */
  error: { rule: Exclude<AmountCheck, { ok: true }>['rule'] } | { message: string } | null
}

export const initialBuy = (): BuyState => ({
  options: { state: 'idle', value: { paymentCurrencies: [], purchaseCurrencies: [] }, fallback: false },
  purchase: null,
  network: null,
  paymentCurrency: null,
  paymentMethod: null,
  amount: '',
  quote: { state: 'idle' },
  order: { state: 'idle' },
  error: null,
})

/** A window opened from the click, before the checkout URL is known. */
export interface CheckoutWindow {
  navigate(url: string): void
  close(): void
}

export interface BuyDeps {
  app: Store<AppState>
  network(): Network | undefined
  client: OnrampClient
  /** Opens an empty popup; must be called while handling the click. Null when popups are blocked. */
  openPopup(): CheckoutWindow | null
  /** Opens `url` in a new tab; false when that is blocked too. */
  openTab(url: string): boolean
  reloadBalances(): void
  /** The address a purchase on `network` (CAIP-2) is sent to; the connected address when not given. */
  destination?(network: string): string | null
  toast: BuyToast
  quoteDelayMs?: number
  pollMs?: number
}

export interface Buy {
  store: Store<BuyState>
  loadOptions(): Promise<void>
  setPurchase(id: string): void
  setNetwork(name: string): void
  setPaymentCurrency(id: string): void
  setPaymentMethod(id: PaymentMethod): void
  setAmount(text: string): void
  /** The tokens, networks, currencies and methods on offer for the current choices, and the method's limits. */
  choices(): BuyChoices
  refreshQuote(): Promise<void>
  /** Call from the click: opens the popup at once, then makes the order, shows its checkout and follows it. */
  buy(): Promise<void>
  /** Stops following the order and forgets everything. */
  reset(): void
}

export function createBuy(deps: BuyDeps): Buy {
  const store = createStore<BuyState>(initialBuy())
  const delay = deps.quoteDelayMs ?? BUY_QUOTE_DELAY_MS
  const pollMs = deps.pollMs ?? ORDER_POLL_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let following: AbortController | undefined

  const active = () => deps.network()?.caipNetworkId
  const choices = () => choicesOf(store.get().options.value, store.get())

  const check = () => {
    const limit = choices().limit
    return checkBuyAmount(store.get().amount, limit && { id: store.get().paymentMethod ?? '', ...limit })
  }

  function cancelQuote() {
    clearTimeout(timer)
    inFlight?.abort()
    inFlight = undefined
  }

  /** After any change the quote shown is outdated: a new one is asked once typing pauses. */
  function changed(patch: Partial<BuyState>) {
    cancelQuote()
    store.set({ ...patch, error: null, quote: { state: 'idle' } })
    if (!check().ok || store.get().order.state === 'starting') return
    store.set({ quote: { state: 'loading' } })
    timer = setTimeout(() => void refreshQuote(), delay)
  }

  async function loadOptions(): Promise<void> {
    store.set({ options: { ...store.get().options, state: 'loading' } })
    let value: OnrampOptionsAnswer
    let fallback = false
    try {
      value = await deps.client.options()
    } catch {
      value = fallbackOptions(deps.network())
      fallback = true
    }
    store.set({ options: { state: 'ready', value, fallback }, ...defaultPicks(value, active()) })
  }

  async function refreshQuote(): Promise<void> {
    cancelQuote()
    const checked = check()
    const { purchase, network, paymentCurrency, paymentMethod } = store.get()
    if (!checked.ok || !purchase || !network || !paymentCurrency) return store.set({ quote: { state: 'idle' } })
    const controller = new AbortController()
    inFlight = controller
    store.set({ quote: { state: 'loading' } })
    const symbol = choices().purchases.find((currency) => currency.id === purchase)?.symbol
    try {
      const quote = await deps.client.quote(
        {
          purchaseCurrency: { id: purchase, ...(symbol && { symbol }) },
          paymentCurrency: { id: paymentCurrency },
          amount: checked.amount,
          network,
          ...(paymentMethod && { paymentMethod }),
        },
        controller.signal,
      )
      if (inFlight === controller) store.set({ quote: { state: 'ready', quote, estimated: false } })
    } catch {
      if (inFlight === controller && !controller.signal.aborted)
        store.set({
          quote: { state: 'ready', quote: enteredAmountQuote(checked.amount, paymentCurrency), estimated: true },
        })
    } finally {
      if (inFlight === controller) inFlight = undefined
    }
  }

  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const id = setTimeout(resolve, ms)
      const stop = () => {
        clearTimeout(id)
        resolve()
      }
      signal.addEventListener('abort', stop, { once: true })
    })

  /**
   * Reads the order until it is completed, failed or expired (never paid in time: the server stops offering its
   * checkout, so following it further is pointless); a read that fails is tried again at the next turn.
   */
  async function follow(orderId: string, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await sleep(pollMs, signal)
      if (signal.aborted) return
      const read = await deps.client.order(orderId, signal).catch(() => undefined)
      const order = store.get().order
      if (!read || signal.aborted || !('orderId' in order) || order.orderId !== orderId) continue
      const { txHash, failureReason } = read
      store.set({
        order: { ...order, state: read.status, ...(txHash && { txHash }), ...(failureReason && { failureReason }) },
      })
      if (read.status !== order.state) announceOrder(deps.toast, read)
      if (read.status === 'completed') deps.reloadBalances()
      if (read.status === 'completed' || read.status === 'failed' || read.status === 'expired') return
    }
  }

  async function buy(): Promise<void> {
    const state = store.get()
    if (state.order.state === 'starting' || state.order.state === 'open' || state.order.state === 'pending') return
    const checked = check()
    if (!checked.ok) return store.set({ error: { rule: checked.rule } })
    const popup = deps.openPopup()
    const address = state.network && deps.destination ? deps.destination(state.network) : deps.app.get().address
    const symbol = choices().purchases.find((currency) => currency.id === state.purchase)?.symbol
    cancelQuote()
    following?.abort()
    store.set({ order: { state: 'starting' }, error: null })
    try {
      if (!address || !state.network) throw new Error('No connected account to receive the purchase')
      const { url, orderId } = await deps.client.checkout({
        destinationWallets: [{ address, blockchains: [state.network], ...(symbol && { assets: [symbol] }) }],
        defaultNetwork: state.network,
        defaultExperience: 'buy',
        presetFiatAmount: Number(checked.amount),
        ...(symbol && { purchaseCurrency: symbol }),
        ...(state.paymentCurrency && { paymentCurrency: state.paymentCurrency }),
        ...(state.paymentMethod && { paymentMethod: state.paymentMethod }),
      })
      let blocked = false
      if (popup) popup.navigate(url)
      else blocked = !deps.openTab(url)
      store.set({ order: { state: 'open', orderId, url, blocked } })
      announceCheckout(deps.toast, blocked)
      following = new AbortController()
      await follow(orderId, following.signal)
    } catch (error) {
      popup?.close()
      const message = error instanceof Error ? error.message : String(error)
      store.set({ order: { state: 'idle' }, error: { message } })
      announceRefusal(deps.toast, message)
    }
  }

  return {
    store,
    loadOptions,
    setPurchase: (id) => {
      const currency = store.get().options.value.purchaseCurrencies.find((entry) => entry.id === id)
      changed({ purchase: id, network: networkFor(currency, active()) })
    },
    setNetwork: (name) => changed({ network: name }),
    setPaymentCurrency: (id) =>
      changed({
        paymentCurrency: id,
        paymentMethod: methodFor(store.get().options.value, id, store.get().paymentMethod),
      }),
    setPaymentMethod: (id) => changed({ paymentMethod: id }),
    setAmount: (text) => changed({ amount: text }),
    choices,
    refreshQuote,
    buy,
    reset() {
      cancelQuote()
      following?.abort()
      store.set(initialBuy())
    },
  }
}
