/** The `analytics_errors` table: error events reported by the widget (`POST /e`). */
import type { Queryable } from '../db/database.js'

export interface AnalyticsErrorRecord {
  eventId: string
  projectId: string
  receivedAt: Date
  occurredAt: Date
  sdkType: string
  sdkVersion: string
  url: string
  domain: string
  event: string
  errorType: string
  errorMessage: string
  stackTrace: string
}

/** Stores one event; a repeated event id (a client retrying) is kept once. Answers whether it was new. */
export async function insertAnalyticsError(q: Queryable, record: AnalyticsErrorRecord): Promise<boolean> {
  const rows = await q.query(
    `insert into analytics_errors
       (event_id, project_id, received_at, occurred_at, sdk_type, sdk_version, url, domain, event, error_type, error_message, stack_trace)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (event_id) do nothing
     returning event_id`,
    [
      record.eventId,
      record.projectId,
      record.receivedAt,
      record.occurredAt,
      record.sdkType,
      record.sdkVersion,
      record.url,
      record.domain,
      record.event,
      record.errorType,
      record.errorMessage,
      record.stackTrace,
    ],
  )
  return rows.length === 1
}
