/** Email addresses for email login and update: validation and display. */
import { truncateEmail } from './format.js'

const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/** A practical check: one @, a sane local part, a dotted domain of valid labels, ≤ 254 characters. */
export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at <= 0 || value.indexOf('@') !== at) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]!)
  )
}

export const INVALID_EMAIL_MESSAGE = 'Invalid email address'

/** Shown truncated with an ellipsis past 30 characters. */
export const displayEmail = (email: string): string => truncateEmail(email, 30)
