/**
 * The sandbox checkout's payment details, checked field by field. No real card or account is ever
 * charged: these rules only make the form behave like a real one. Test details that pass:
 *
 *   card  4242 4242 4242 4242 or 5555 5555 5555 4444, any future expiry (MM/YY), any 3-digit CVC
 *   card  4000 0000 0000 0002 is valid but declined (to try a refusal)
 *   ach_bank_account  routing number 110000000, account number 000123456789
 */
import type { PaymentMethod } from '../../shared/contracts/onramp.js'

/** The form's field names, as posted. */
export type PaymentField =
  | 'amount'
  | 'method'
  | 'card_number'
  | 'card_expiry'
  | 'card_cvc'
  | 'routing_number'
  | 'account_number'

export const DECLINED_TEST_CARD = '4000000000000002'

export const PaymentFormTexts = {
  amountFormat: 'Amount must be a number with at most 2 decimals, like 100 or 100.50',
  method: 'Choose a payment method',
  cardDigits: 'Card number must be 12 to 19 digits',
  cardLuhn: 'Card number is not valid: its check digit is wrong',
  cardDeclined: 'The card was declined. Try another card',
  expiryFormat: 'Expiry must be the month and year as MM/YY, like 04/29',
  expiryPast: (shown: string) => `The card expired at the end of ${shown}`,
  cvc: 'CVC must be the 3 or 4 digits on the card',
  routingDigits: 'Routing number must be 9 digits',
  routingChecksum: 'Routing number is not valid: its checksum is wrong',
  accountDigits: 'Account number must be 4 to 17 digits',
} as const

export type PaymentFormErrors = Partial<Record<PaymentField, string>>

export interface PaymentForm {
  amount: string
  method: PaymentMethod
}

export type PaymentFormResult = { ok: true; form: PaymentForm } | { ok: false; errors: PaymentFormErrors }

/** The Luhn check digit rule of card numbers. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function passesAbaChecksum(digits: string): boolean {
  const d = [...digits].map(Number)
  const sum =
    3 * ((d[0] ?? 0) + (d[3] ?? 0) + (d[6] ?? 0)) +
    7 * ((d[1] ?? 0) + (d[4] ?? 0) + (d[7] ?? 0)) +
    ((d[2] ?? 0) + (d[5] ?? 0) + (d[8] ?? 0))
  return sum % 10 === 0
}

const field = (raw: Record<string, unknown>, name: PaymentField): string => {
  const value = raw[name]
  return typeof value === 'string' ? value.trim().slice(0, 64) : ''
}

function checkCard(raw: Record<string, unknown>, now: Date, errors: PaymentFormErrors): void {
  const number = field(raw, 'card_number').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number)) errors.card_number = PaymentFormTexts.cardDigits
  else if (!passesLuhn(number)) errors.card_number = PaymentFormTexts.cardLuhn
  else if (number === DECLINED_TEST_CARD) errors.card_number = PaymentFormTexts.cardDeclined
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(field(raw, 'card_expiry'))
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) errors.card_expiry = PaymentFormTexts.expiryFormat
  else {
    const year = 2000 + Number(expiry[2])
    // Valid through the last moment of its month (UTC).
    if (Date.UTC(year, month, 1) <= now.getTime())
      errors.card_expiry = PaymentFormTexts.expiryPast(`${expiry[1]}/${expiry[2]}`)
  }
  if (!/^\d{3,4}$/.test(field(raw, 'card_cvc'))) errors.card_cvc = PaymentFormTexts.cvc
}

function checkBankAccount(raw: Record<string, unknown>, errors: PaymentFormErrors): void {
  const routing = field(raw, 'routing_number').replace(/\s/g, '')
  if (!/^\d{9}$/.test(routing)) errors.routing_number = PaymentFormTexts.routingDigits
  else if (!passesAbaChecksum(routing)) errors.routing_number = PaymentFormTexts.routingChecksum
  if (!/^\d{4,17}$/.test(field(raw, 'account_number').replace(/\s/g, '')))
    errors.account_number = PaymentFormTexts.accountDigits
}

/** Checks a posted checkout form; every field at fault gets its own message. */
export function readPaymentForm(raw: Record<string, unknown>, now: Date): PaymentFormResult {
  const errors: PaymentFormErrors = {}
  const amount = field(raw, 'amount').replace(/,/g, '')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount)) errors.amount = PaymentFormTexts.amountFormat
  const method = field(raw, 'method')
  if (method === 'card') checkCard(raw, now, errors)
  else if (method === 'ach_bank_account') checkBankAccount(raw, errors)
  else errors.method = PaymentFormTexts.method
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, form: { amount, method: method as PaymentMethod } }
}
