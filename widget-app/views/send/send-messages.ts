/** Which field a broken send rule belongs to, and its text in the active language. */
import { t } from '../../i18n/i18n.js'
import { amountRuleText, isAmountRule } from '../amount-rule-text.js'
import type { SendFormError, SendFormState, SendFormToken } from './send-form-model.js'

export type SendField = 'token' | 'amount' | 'receiver' | 'form'

export interface FieldMessage {
  field: SendField
  text: string
}

/** The rules about the amount field: what it says, and what the fee leaves of the balance. */
const isAmountFieldRule = (rule: SendFormError): boolean =>
  isAmountRule(rule) || rule === 'feeExceedsBalance' || rule === 'feeUnavailable'

export function ruleText(rule: SendFormError, token: SendFormToken | null): string {
  return isAmountRule(rule) ? amountRuleText(rule, token) : t(`send.errors.${rule}`)
}

/** The field a rule is about: the one to fix (an empty amount or receiver, whichever is empty first). */
export function fieldOf(rule: SendFormError, state: Pick<SendFormState, 'sendTokenAmount'>): SendField {
  if (isAmountFieldRule(rule)) return 'amount'
  if (rule === 'invalidReceiver' || rule === 'invalidSolanaReceiver') return 'receiver'
  if (rule === 'tokenRequired') return 'token'
  if (rule === 'amountAndReceiverRequired') return state.sendTokenAmount.trim() ? 'receiver' : 'amount'
  return 'form'
}

/** The message shown now: the last Send's (a rule or the wallet's text), else a rule the typed input breaks. */
export function shownMessage(state: SendFormState, typed: SendFormError | null): FieldMessage | null {
  const { error } = state
  if (error && 'message' in error) return { field: 'form', text: error.message }
  const rule = error?.rule ?? typed
  return rule ? { field: fieldOf(rule, state), text: ruleText(rule, state.token) } : null
}
