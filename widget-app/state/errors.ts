/** How the widget's modules describe and report errors: the text a user sees, and the reporting hook. */
import type { ErrorCategory } from '../api/report-error.js'
import { errorText } from '../i18n/error-text.js'

/** Reports an error with its category (at most 5 per 60 s reach the API). */
export type ReportError = (category: ErrorCategory, error: unknown) => void

/** The error's own message (in the active language when it is one of the product's texts), or the generic text. */
export function messageOf(error: unknown): string {
  return errorText(error)
}
