/**
 * The projects a local world's server knows, seeded at every start. Seeding is idempotent: a
 * project is created when missing, and its origins (and analytics switch, and features when the
 * seed names them) are set to what the world describes; feature switches a developer changed
 * with the admin command survive a restart unless the seed itself sets features. Seeded origins
 * obey the same rule as the admin command's (server/projects/origin-patterns.ts): a seed the
 * admin command would refuse fails the start instead of being written.
 */
import type { Database } from '../../server/db/database.js'
import type { FeatureOverrides } from '../../server/projects/features.js'
import { checkAllowedOrigin } from '../../server/projects/origin-patterns.js'
import { saveProject } from '../../server/projects/store.js'
import { SITE_URL, OTHER_ORIGIN_URL } from './test-world.js'

export interface WorldProject {
  id: string
  allowedOrigins: string[]
  analyticsEnabled?: boolean
  /** When given, replaces the project's switches (the product defaults fill the rest). */
  features?: FeatureOverrides
  /** Whether the world's smart-account settings enable (and sponsor) this project's email wallets. */
  smartAccounts?: boolean
}

/** The sites of `npm start` (demo) and of the browser tests (e2e, first, second), under both their names. */
export function defaultWorldProjects(): WorldProject[] {
  const devSites = ['http://localhost:4400', 'http://127.0.0.1:4400']
  const testSites = [SITE_URL, OTHER_ORIGIN_URL]
  return [
    { id: 'demo', allowedOrigins: devSites, analyticsEnabled: true, smartAccounts: true },
    { id: 'e2e', allowedOrigins: testSites, analyticsEnabled: true },
    { id: 'first', allowedOrigins: testSites, analyticsEnabled: true },
    { id: 'second', allowedOrigins: testSites, analyticsEnabled: true },
    // Browser tests of the project checks: one project switches email off, one lists other sites only.
    { id: 'e2e-no-email', allowedOrigins: testSites, features: { email: false } },
    { id: 'e2e-elsewhere', allowedOrigins: ['https://*.example.com'] },
    // The smart-account browser tests' project: its email wallets default to their smart account.
    { id: 'e2e-smart', allowedOrigins: testSites, smartAccounts: true },
    // The several-connections browser tests' project: it enables multiWallet.
    { id: 'e2e-multi', allowedOrigins: testSites, features: { multiWallet: true } },
  ]
}

/** Throws, naming the project, when a seed lists an origin the admin command would refuse. */
export function checkWorldProjects(projects: readonly WorldProject[]): void {
  for (const project of projects) {
    for (const origin of project.allowedOrigins) {
      try {
        checkAllowedOrigin(origin)
      } catch (err) {
        throw new Error(`world project ${project.id}: ${err instanceof Error ? err.message : String(err)}`, {
          cause: err,
        })
      }
    }
  }
}

export async function seedProjects(db: Database, projects: readonly WorldProject[], now: Date): Promise<void> {
  checkWorldProjects(projects)
  for (const project of projects) {
    await db.transaction((tx) =>
      saveProject(
        tx,
        project.id,
        {
          allowedOrigins: project.allowedOrigins,
          ...(project.analyticsEnabled === undefined ? {} : { analyticsEnabled: project.analyticsEnabled }),
          ...(project.features === undefined ? {} : { features: project.features, replaceFeatures: true }),
        },
        now,
      ),
    )
  }
}
