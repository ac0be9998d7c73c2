/** The `projects` table: one row per project id, written by the admin command, read per request. */
import type { Queryable } from '../db/database.js'
import { applyFeatureChanges, FeatureOverrides, type FeatureChanges } from './features.js'

export interface Project {
  id: string
  /** Only the switches this project sets; see features.ts for the defaults. */
  features: FeatureOverrides
  /** Origins that may embed the widget for this project; `*.` wildcard labels allowed. */
  allowedOrigins: string[]
  analyticsEnabled: boolean
  createdAt: Date
  updatedAt: Date
}

interface ProjectRow {
  id: string
  features: unknown
  allowed_origins: string[]
  analytics_enabled: boolean
  created_at: Date
  updated_at: Date
}

const COLUMNS = 'id, features, allowed_origins, analytics_enabled, created_at, updated_at'

function toProject(row: ProjectRow): Project {
  const features = FeatureOverrides.safeParse(row.features)
  if (!features.success) {
    // Written by hand or by an older release: serving the defaults beats failing every request.
    console.error(`[server] project ${row.id} has unreadable features, serving the defaults: ${features.error.message}`)
  }
  return {
    id: row.id,
    features: features.success ? features.data : {},
    allowedOrigins: [...row.allowed_origins],
    analyticsEnabled: row.analytics_enabled,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function findProject(q: Queryable, id: string): Promise<Project | undefined> {
  const [row] = await q.query<ProjectRow>(`select ${COLUMNS} from projects where id = $1`, [id])
  return row ? toProject(row) : undefined
}

export async function listProjects(q: Queryable): Promise<Project[]> {
  return (await q.query<ProjectRow>(`select ${COLUMNS} from projects order by id`)).map(toProject)
}

export interface ProjectChanges {
  /** Merged into the stored switches (null returns one to its default). */
  features?: FeatureChanges
  /** Replaces the list. */
  allowedOrigins?: string[]
  analyticsEnabled?: boolean
  /** Replaces the stored switches instead of merging into them (used by seeds that describe a project fully). */
  replaceFeatures?: boolean
}

/**
 * Creates the project or changes the fields given, leaving the others as they are. Runs in the
 * caller's transaction when given one; the row is locked while it is merged.
 */
export async function saveProject(q: Queryable, id: string, changes: ProjectChanges, now: Date): Promise<Project> {
  const [current] = await q.query<ProjectRow>(`select ${COLUMNS} from projects where id = $1 for update`, [id])
  const existing = current ? toProject(current) : undefined
  const base = changes.replaceFeatures ? {} : (existing?.features ?? {})
  const features = changes.features ? applyFeatureChanges(base, changes.features) : base
  const allowedOrigins = changes.allowedOrigins ?? existing?.allowedOrigins ?? []
  const analyticsEnabled = changes.analyticsEnabled ?? existing?.analyticsEnabled ?? false
  const [row] = await q.query<ProjectRow>(
    `insert into projects (id, features, allowed_origins, analytics_enabled, created_at, updated_at)
     values ($1, $2::jsonb, $3, $4, $5, $5)
     on conflict (id) do update set
       features = excluded.features,
       allowed_origins = excluded.allowed_origins,
       analytics_enabled = excluded.analytics_enabled,
       updated_at = excluded.updated_at
     returning ${COLUMNS}`,
    [id, JSON.stringify(features), allowedOrigins, analyticsEnabled, now],
  )
  if (!row) throw new Error('project upsert returned no row')
  return toProject(row)
}
