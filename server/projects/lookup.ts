/**
 * Project configuration as the request handlers read it: from the database, kept in memory for
 * at most `ttlMs` (≤ 2 s, see config.ts) so a burst of widget calls costs one query, while a
 * change made with the admin command shows within that time on every server sharing the
 * database. Unknown ids are remembered too, so a flood of made-up ids does not reach SQL each
 * time. Ages are measured on the monotonic clock: this is about real freshness, not the
 * server's (testable) business clock.
 */
import type { Queryable } from '../db/database.js'
import { findProject, type Project } from './store.js'

export interface ProjectLookup {
  /** The project, or undefined when no such project exists. */
  get(id: string): Promise<Project | undefined>
  /** Forgets one cached project (or all): for changes made inside this process. */
  invalidate(id?: string): void
}

/** Enough for every live project of a deployment; past it the cache starts over rather than grow. */
const MAX_ENTRIES = 5_000

export function createProjectLookup(db: Queryable, ttlMs: number): ProjectLookup {
  const cache = new Map<string, { at: number; project: Promise<Project | undefined> }>()
  return {
    get(id) {
      if (ttlMs <= 0) return findProject(db, id)
      const now = performance.now()
      const hit = cache.get(id)
      if (hit && now - hit.at < ttlMs) return hit.project
      if (cache.size >= MAX_ENTRIES) cache.clear()
      const project = findProject(db, id)
      const entry = { at: now, project }
      cache.set(id, entry)
      // A failed read must not be served from memory to the next caller.
      project.catch(() => {
        if (cache.get(id) === entry) cache.delete(id)
      })
      return project
    },
    invalidate(id) {
      if (id === undefined) cache.clear()
      else cache.delete(id)
    },
  }
}
