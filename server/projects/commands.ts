/**
 * What the admin command can do to projects, as data: the CLI (server/admin.ts) builds a
 * command from its arguments and runs it either against the database directly or, when a
 * running server holds the embedded database, through that server's admin socket
 * (admin-socket.ts). Both ends validate with the same schema.
 */
import { z } from 'zod'
import type { Database } from '../db/database.js'
import type { Features } from '../../shared/contracts/features.js'
import { ProjectId } from '../../shared/contracts/vocabulary.js'
import { effectiveFeatures, FeatureChanges, type FeatureOverrides } from './features.js'
import { checkAllowedOrigin, OriginPatternError } from './origin-patterns.js'
import { findProject, listProjects, saveProject, type Project } from './store.js'

/**
 * Bare origins, `*.` wildcard labels allowed, no wider than one registrable domain and https
 * except on this machine (origin-patterns.ts).
 */
const allowedOrigin = z.string().transform((value, ctx) => {
  try {
    return checkAllowedOrigin(value)
  } catch (err) {
    ctx.issues.push({
      code: 'custom',
      message: err instanceof OriginPatternError ? err.message : String(err),
      input: value,
    })
    return z.NEVER
  }
})

export const ProjectCommand = z.discriminatedUnion('op', [
  z.strictObject({
    op: z.literal('set'),
    id: ProjectId,
    features: FeatureChanges.optional(),
    allowedOrigins: z.array(allowedOrigin).max(100, { error: 'at most 100 origins' }).optional(),
    analyticsEnabled: z.boolean().optional(),
  }),
  z.strictObject({ op: z.literal('show'), id: ProjectId }),
  z.strictObject({ op: z.literal('list') }),
])
export type ProjectCommand = z.input<typeof ProjectCommand>

/** A project as the admin command prints it. */
export interface ProjectView {
  id: string
  /** The switches this project sets. */
  features: FeatureOverrides
  /** What the widget gets: the defaults with the project's switches over them. */
  effectiveFeatures: Features
  allowedOrigins: string[]
  analyticsEnabled: boolean
  createdAt: string
  updatedAt: string
}

export type ProjectCommandResult = { project: ProjectView } | { projects: ProjectView[] }

export class ProjectCommandError extends Error {
  override name = 'ProjectCommandError'
}

export function viewProject(project: Project): ProjectView {
  return {
    id: project.id,
    features: project.features,
    effectiveFeatures: effectiveFeatures(project.features),
    allowedOrigins: project.allowedOrigins,
    analyticsEnabled: project.analyticsEnabled,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  }
}

/** Checks a command; the message names the first problem. */
export function parseProjectCommand(raw: unknown): z.output<typeof ProjectCommand> {
  const parsed = ProjectCommand.safeParse(raw)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : ''
  throw new ProjectCommandError(`${where}${issue?.message ?? 'invalid command'}`)
}

export async function runProjectCommand(db: Database, raw: unknown, now: Date): Promise<ProjectCommandResult> {
  const command = parseProjectCommand(raw)
  switch (command.op) {
    case 'set': {
      const { id, features, allowedOrigins, analyticsEnabled } = command
      const project = await db.transaction((tx) =>
        saveProject(
          tx,
          id,
          {
            ...(features ? { features } : {}),
            ...(allowedOrigins ? { allowedOrigins } : {}),
            ...(analyticsEnabled === undefined ? {} : { analyticsEnabled }),
          },
          now,
        ),
      )
      return { project: viewProject(project) }
    }
    case 'show': {
      const project = await findProject(db, command.id)
      if (!project) throw new ProjectCommandError(`no project "${command.id}"`)
      return { project: viewProject(project) }
    }
    case 'list':
      return { projects: (await listProjects(db)).map(viewProject) }
  }
}
