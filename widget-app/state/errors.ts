/** How the widget's modules describe and report errors: the text a user sees, and the reporting hook. */
import type { ErrorCategory } from '../api/report-error.js'

/** Reports an error with its category (at most 5 per 60 s reach the API). */
export type ReportError = (category: ErrorCategory, error: unknown) => void

/** The error's own message, or the generic text when it has none. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong'
}
