/**
 * The Buy view's rules without state: the built-in options used when the options call fails (§5 fallback
 * limits, the active network's native token), an amount checked against the limits of its currency and
 * method, and the quote shown when the quote call fails (§8: the entered amount).
 */
import {
  type OnrampOptionsAnswer,
  type OnrampQuoteAnswer,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodLimit,
} from '../../shared/contracts/onramp.js'
import type { Network } from '../../shared/networks.js'

/** §5: the limits of every fallback currency (USD and EUR), per method. */
export const FALLBACK_LIMITS: Readonly<Record<PaymentMethod, { min: string; max: string }>> = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
}
export const FALLBACK_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const

/** The quote id of a quote made up from the entered amount when the quote call failed. */
export const ESTIMATED_QUOTE_ID = 'entered-amount'

/** The options used when the options call fails: USD and EUR with the §5 limits, and the network's own token. */
export function fallbackOptions(network: Network | undefined): OnrampOptionsAnswer {
  const limits = PAYMENT_METHODS.map((id) => ({ id, ...FALLBACK_LIMITS[id] }))
  return {
    paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES.map((id) => ({ id, payment_method_limits: limits })),
    purchaseCurrencies: network
      ? [
          {
            id: network.nativeCurrency.symbol,
            name: network.nativeCurrency.name,
            symbol: network.nativeCurrency.symbol,
            networks: [
              {
                name: network.caipNetworkId,
                display_name: network.name,
                chain_id: String(network.id),
                contract_address: '',
              },
            ],
          },
        ]
      : [],
  }
}

const FIAT = /^(\d{1,9})(?:\.(\d{1,2}))?$/

/** A fiat amount ('12.5') in minor units (1250), or undefined when it is not one. */
export function fiatMinor(text: string): number | undefined {
  const match = FIAT.exec(text.trim())
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A fiat amount in minor units written with two decimals (1250 → '12.50'). */
export const fiatText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

export type AmountRule = 'empty' | 'invalid' | 'tooManyDecimals' | 'zero' | 'belowMin' | 'aboveMax' | 'noLimits'

export type AmountCheck = { ok: true; amount: string } | { ok: false; rule: AmountRule }

/** The typed amount against the method's limits; `amount` is the amount with two decimals. */
export function checkBuyAmount(text: string, limit: PaymentMethodLimit | undefined): AmountCheck {
  if (text.trim() === '') return { ok: false, rule: 'empty' }
  const minor = fiatMinor(text)
  if (minor === undefined) return { ok: false, rule: /^\d+\.\d{3,}$/.test(text.trim()) ? 'tooManyDecimals' : 'invalid' }
  if (minor === 0) return { ok: false, rule: 'zero' }
  if (!limit) return { ok: false, rule: 'noLimits' }
  const min = fiatMinor(limit.min)
  const max = fiatMinor(limit.max)
  if (min !== undefined && minor < min) return { ok: false, rule: 'belowMin' }
  if (max !== undefined && minor > max) return { ok: false, rule: 'aboveMax' }
  return { ok: true, amount: fiatText(minor) }
}

/** §8: when the quote call fails, a quote with the entered amount (no fees known, nothing converted). */
export function enteredAmountQuote(amount: string, paymentCurrency: string): OnrampQuoteAnswer {
  const entered = { amount, currency: paymentCurrency }
  const none = { amount: '0.00', currency: paymentCurrency }
  return {
    paymentTotal: entered,
    paymentSubtotal: entered,
    purchaseAmount: entered,
    networkFee: none,
    providerFee: none,
    quoteId: ESTIMATED_QUOTE_ID,
  }
}
