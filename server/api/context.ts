/** What the public API handlers (directory, projects, analytics, blockchain) need, handed in once by the app. */
import type { Clock } from '../clock.js'
import type { ServerConfig } from '../config.js'
import type { Database } from '../db/database.js'
import type { ProjectLookup } from '../projects/lookup.js'

export interface ApiContext {
  config: ServerConfig
  db: Database
  clock: Clock
  projects: ProjectLookup
}
