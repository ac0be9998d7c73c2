/**
 * What the Buy view offers for the choices made so far, read from the onramp's options: the tokens, the
 * networks of the picked token, the currencies, the methods of the picked currency and that method's limits;
 * and the choices to start from or fall back to when one choice changes another.
 */
import type { OnrampOptionsAnswer, PaymentMethod, PurchaseCurrency } from '../../shared/contracts/onramp.js'

const METHODS: readonly string[] = ['card', 'ach_bank_account']

const isMethod = (id: string): id is PaymentMethod => METHODS.includes(id)

/** The choices made: the purchase currency's `id`, the network's CAIP-2 `name`, the currency and method paid with. */
export interface BuyPicks {
  purchase: string | null
  network: string | null
  paymentCurrency: string | null
  paymentMethod: PaymentMethod | null
}

export interface BuyChoices {
  purchases: PurchaseCurrency[]
  networks: PurchaseCurrency['networks']
  paymentCurrencies: string[]
  methods: PaymentMethod[]
  limit: { min: string; max: string } | undefined
}

export function choicesOf(options: OnrampOptionsAnswer, picks: BuyPicks): BuyChoices {
  const purchases = options.purchaseCurrencies
  const networks = purchases.find((currency) => currency.id === picks.purchase)?.networks ?? []
  const currency = options.paymentCurrencies.find((entry) => entry.id === picks.paymentCurrency)
  const limits = currency?.payment_method_limits ?? []
  const limit = limits.find((entry) => entry.id === picks.paymentMethod)
  return {
    purchases,
    networks,
    paymentCurrencies: options.paymentCurrencies.map((entry) => entry.id),
    methods: limits.map((entry) => entry.id).filter(isMethod),
    limit: limit && { min: limit.min, max: limit.max },
  }
}

/** The network to buy on: the active one when the currency is offered there, else its first. */
export function networkFor(currency: PurchaseCurrency | undefined, active: string | undefined): string | null {
  const networks = currency?.networks ?? []
  return (networks.find((network) => network.name === active) ?? networks[0])?.name ?? null
}

/** The method of `currency` to use: `kept` when the currency offers it, else card, else the first it offers. */
export function methodFor(
  options: OnrampOptionsAnswer,
  currency: string | undefined,
  kept: PaymentMethod | null,
): PaymentMethod | null {
  const entry = options.paymentCurrencies.find((candidate) => candidate.id === currency)
  const methods = (entry?.payment_method_limits ?? []).map((limit) => limit.id).filter(isMethod)
  if (kept && methods.includes(kept)) return kept
  return methods.includes('card') ? 'card' : (methods[0] ?? null)
}

/** The first choices: a token offered on the active network (its own token first), the first currency, card. */
export function defaultPicks(options: OnrampOptionsAnswer, active: string | undefined): BuyPicks {
  const onActive = (currency: PurchaseCurrency) => currency.networks.find((network) => network.name === active)
  const purchase =
    options.purchaseCurrencies.find((currency) => onActive(currency)?.contract_address === '') ??
    options.purchaseCurrencies.find(onActive) ??
    options.purchaseCurrencies[0]
  const paymentCurrency = options.paymentCurrencies[0]?.id
  return {
    purchase: purchase?.id ?? null,
    network: networkFor(purchase, active),
    paymentCurrency: paymentCurrency ?? null,
    paymentMethod: methodFor(options, paymentCurrency, null),
  }
}
