/**
 * Reading the query string of a public call (its schema is the shared contract's, e.g.
 * ProjectQuery: projectId, st = sdk type, sv = sdk version), answering 400 naming the
 * parameter, and the project check that answers 403 'Invalid Project ID'.
 */
import type { Context } from 'hono'
import type * as core from 'zod/v4/core'
import { ProjectQuery } from '../../shared/contracts/api-queries.js'
import { ApiError } from '../api-error.js'
import type { Project } from '../projects/store.js'
import { parseInput } from '../validation.js'
import type { ApiContext } from './context.js'

export const INVALID_PROJECT_ID = 'Invalid Project ID'

/** Checks the query string against `schema` (first value of each name; unknown names ignored). */
export function readQuery<S extends core.$ZodType>(c: Context, schema: S): core.output<S> {
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
