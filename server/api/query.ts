/**
 * The query parameters every public call carries (SPEC §7: projectId, st = sdk type,
 * sv = sdk version), the parser that answers 400 naming the parameter, and the project check
 * that answers 403 'Invalid Project ID'.
 */
import type { Context } from 'hono'
import { z } from 'zod'
import { ApiError } from '../api-error.js'
import type { Project } from '../projects/store.js'
import { parseInput, projectIdSchema } from '../validation.js'
import type { ApiContext } from './context.js'

export const sdkType = z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, { error: 'st must be 1 to 32 of A-Z a-z 0-9 . _ -' })
export const sdkVersion = z
  .string()
  .regex(/^[A-Za-z0-9._+-]{1,64}$/, { error: 'sv must be 1 to 64 of A-Z a-z 0-9 . _ + -' })

export const ProjectQuery = z.object({ projectId: projectIdSchema, st: sdkType, sv: sdkVersion })
export type ProjectQuery = z.infer<typeof ProjectQuery>

export const INVALID_PROJECT_ID = 'Invalid Project ID'

/** Checks the query string against `schema` (first value of each name; unknown names ignored). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseInput(schema, c.req.query())
}

/** The project named by the request, or a 403 when there is none. */
export async function requireProject(ctx: ApiContext, projectId: string): Promise<Project> {
  const project = await ctx.projects.get(projectId)
  if (!project) throw new ApiError(403, INVALID_PROJECT_ID)
  return project
}

/** The common parameters and the project they name: what most handlers start with. */
export async function projectRequest(ctx: ApiContext, c: Context): Promise<{ query: ProjectQuery; project: Project }> {
  const query = readQuery(c, ProjectQuery)
  return { query, project: await requireProject(ctx, query.projectId) }
}
