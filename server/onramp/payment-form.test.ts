import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeQuote, fiatToMinor, minorToFiat, unitsToDecimal } from './money.js'
import { passesAbaChecksum, passesLuhn, PaymentFormTexts, readPaymentForm } from './payment-form.js'

const NOW = new Date('2026-11-27T09:00:00Z')
const card = (fields: Record<string, string>) =>
  readPaymentForm(
    {
      amount: '100',
      method: 'card',
      card_number: '4242424242424242',
      card_expiry: '12/30',
      card_cvc: '123',
      ...fields,
    },
    NOW,
  )

describe('checkout payment details', () => {
  it('behavior: the documented test details pass', () => {
    expect(card({})).toEqual({ ok: true, form: { amount: '100', method: 'card' } })
    expect(card({ card_number: '5555 5555 5555 4444' }).ok).toBe(true)
    const ach = readPaymentForm(
      { amount: '25000', method: 'ach_bank_account', routing_number: '110000000', account_number: '000123456789' },
      NOW,
    )
    expect(ach).toEqual({ ok: true, form: { amount: '25000', method: 'ach_bank_account' } })
  })

  it('error: each bad field is named with what is wrong with it', () => {
    expect(card({ card_number: '4242' })).toEqual({ ok: false, errors: { card_number: PaymentFormTexts.cardDigits } })
    expect(card({ card_number: '4242424242424241' })).toEqual({
      ok: false,
      errors: { card_number: PaymentFormTexts.cardLuhn },
    })
    expect(card({ card_number: '4000 0000 0000 0002' })).toEqual({
      ok: false,
      errors: { card_number: PaymentFormTexts.cardDeclined },
    })
    expect(card({ card_expiry: '13/30' })).toEqual({
      ok: false,
      errors: { card_expiry: PaymentFormTexts.expiryFormat },
    })
    expect(card({ card_expiry: '10/26' })).toEqual({
      ok: false,
      errors: { card_expiry: PaymentFormTexts.expiryPast('10/26') },
    })
    expect(card({ card_cvc: '12a' })).toEqual({ ok: false, errors: { card_cvc: PaymentFormTexts.cvc } })
    expect(card({ amount: '10.005' })).toEqual({ ok: false, errors: { amount: PaymentFormTexts.amountFormat } })
    expect(card({ method: 'paypal' })).toEqual({ ok: false, errors: { method: PaymentFormTexts.method } })
    const ach = readPaymentForm(
      { amount: '50', method: 'ach_bank_account', routing_number: '110000001', account_number: '12' },
      NOW,
    )
    expect(ach).toEqual({
      ok: false,
      errors: { routing_number: PaymentFormTexts.routingChecksum, account_number: PaymentFormTexts.accountDigits },
    })
  })

  it('behavior: a card is valid through the last day of its expiry month', () => {
    expect(card({ card_expiry: '11/26' }).ok).toBe(true)
    expect(
      readPaymentForm(
        { ...{ amount: '1', method: 'card', card_number: '4242424242424242', card_cvc: '123' }, card_expiry: '11/26' },
        new Date('2026-12-01T00:00:00Z'),
      ).ok,
    ).toBe(false)
  })

  it('behavior: changing one digit of a valid card number always breaks its Luhn check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = [...'4242424242424242'].map(Number)
        digits[at] = ((digits[at] ?? 0) + delta) % 10
        expect(passesLuhn(digits.join(''))).toBe(false)
      }),
    )
    expect(passesAbaChecksum('110000000')).toBe(true)
  })
})

describe('onramp money', () => {
  it('behavior: fiat amounts round-trip through minor units exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999n }), (minor) => {
        expect(fiatToMinor(minorToFiat(minor))).toBe(minor)
      }),
    )
    expect(unitsToDecimal(32_750_000_000_000_000n, 18)).toBe('0.03275')
    expect(unitsToDecimal(1n, 18)).toBe('0.000000000000000001')
    expect(unitsToDecimal(100n, 0)).toBe('100')
  })

  it('behavior: a quote always adds up to its total, with a fee of 1 to 2 percent whatever the rounding', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 2_500_000n }),
        fc.integer({ min: 100, max: 200 }),
        (totalMinor, feeBps) => {
          const q = computeQuote({
            totalMinor,
            feeBps,
            networkFeeMinor: 25n,
            usdPerUnitMicro: 1_080_000n,
            tokenPriceMicro: 3_000_000_000n,
            decimals: 18,
          })
          expect(q.subtotalMinor + q.providerFeeMinor + q.networkFeeMinor).toBe(totalMinor)
          expect(q.providerFeeMinor * 100n >= totalMinor && q.providerFeeMinor * 50n <= totalMinor).toBe(true)
          // The tokens are worth at most the subtotal (rounded down), and less than one base unit short of it.
          const worthMicroCents = q.purchaseUnits * 3_000_000_000n * 100n
          const subtotalMicroCents = q.subtotalMinor * 1_080_000n * 10n ** 18n
          expect(worthMicroCents <= subtotalMicroCents).toBe(true)
          expect(subtotalMicroCents - worthMicroCents < 3_000_000_000n * 100n).toBe(true)
        },
      ),
    )
  })
})
