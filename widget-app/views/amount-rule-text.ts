/** The text of a rule a typed amount breaks (shared/amounts.ts): the same in Send and Swap. */
import type { AmountError } from '../../shared/amounts.js'
import { t } from '../i18n/i18n.js'

export type AmountRule = Exclude<AmountError, 'empty'>

const AMOUNT_RULES: ReadonlySet<string> = new Set<AmountRule>([
  'negative',
  'exponent',
  'tooManyDecimals',
  'invalid',
  'exceedsBalance',
  'zero',
])

export const isAmountRule = (rule: string): rule is AmountRule => AMOUNT_RULES.has(rule)

/** `token` names the symbol and decimals a too-precise amount is measured against. */
export function amountRuleText(rule: AmountRule, token: { symbol: string; decimals: number } | null): string {
  if (rule === 'tooManyDecimals')
    return t('amount.tooManyDecimals', { symbol: token?.symbol ?? '', decimals: String(token?.decimals ?? 0) })
  return t(`amount.${rule}`)
}
