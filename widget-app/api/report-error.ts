/**
 * Error reporting: errors are wrapped with a category and sent to POST /e
 * (shared/contracts/error-events.ts), at most 5 in any 60 s; the rest are dropped (counted, not
 * queued).
 */
import type { ErrorEventBody, ErrorEventCall } from '../../shared/contracts/error-events.js'
import { type ApiContext, apiUrl, SDK_TYPE, SDK_VERSION } from './api-context.js'

export type ErrorCategory =
  | 'INTERNAL_SDK_ERROR'
  | 'CONNECTION_ERROR'
  | 'SECURE_SITE_ERROR'
  | 'API_ERROR'
  | 'WALLET_ERROR'

/** The contract's path, checked against it without loading the contract's schemas into the widget. */
const ERROR_EVENT_PATH: (typeof ErrorEventCall)['path'] = '/e'

export const REPORT_LIMIT = 5
export const REPORT_WINDOW_MS = 60_000

export interface ErrorReporter {
  report(category: ErrorCategory, error: unknown): boolean
  dropped(): number
}

export function createErrorReporter(
  context: () => ApiContext | undefined,
  page: { url: string; domain: string },
  now: () => number = Date.now,
): ErrorReporter {
  const sent: number[] = []
  let dropped = 0
  return {
    report(category, error) {
      const at = now()
      while (sent.length && at - sent[0]! >= REPORT_WINDOW_MS) sent.shift()
      const ctx = context()
      if (!ctx || sent.length >= REPORT_LIMIT) {
        dropped++
        return false
      }
      sent.push(at)
      const body: ErrorEventBody = {
        eventId: crypto.randomUUID(),
        url: page.url,
        domain: page.domain,
        timestamp: at,
        props: {
          type: 'ERROR',
          event: category,
          errorType: error instanceof Error ? error.name : typeof error,
          errorMessage: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          stackTrace: (error instanceof Error ? (error.stack ?? '') : '').slice(0, 4000),
        },
      }
      void (ctx.fetch ?? fetch)(apiUrl(ctx, ERROR_EVENT_PATH), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        keepalive: true,
      }).catch(() => {})
      return true
    },
    dropped: () => dropped,
  }
}

export { SDK_TYPE, SDK_VERSION }
