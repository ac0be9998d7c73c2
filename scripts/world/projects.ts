/**
 * The projects a local world's server knows, seeded at every start. Seeding is idempotent: a
 * project is created when missing, and its origins (and analytics switch, and features when the
 * seed names them) are set to what the world describes; feature switches a developer changed
 * with the admin command survive a restart unless the seed itself sets features.
 */
import type { Database } from '../../server/db/database.js';
import type { FeatureOverrides } from '../../server/projects/features.js';
import { saveProject } from '../../server/projects/store.js';

export interface WorldProject {
  id: string;
  allowedOrigins: string[];
  analyticsEnabled?: boolean;
  /** When given, replaces the project's switches (the §1 defaults fill the rest). */
  features?: FeatureOverrides;
}

/** The host pages of `npm start` (demo) and of the browser tests (e2e, first, second), under both their names. */
export function defaultWorldProjects(): WorldProject[] {
  const devHost = ['http://localhost:4400', 'http://127.0.0.1:4400'];
  const testHost = ['http://127.0.0.1:4410', 'http://localhost:4410'];
  return [
    { id: 'demo', allowedOrigins: devHost, analyticsEnabled: true },
    { id: 'e2e', allowedOrigins: testHost, analyticsEnabled: true },
    { id: 'first', allowedOrigins: testHost, analyticsEnabled: true },
    { id: 'second', allowedOrigins: testHost, analyticsEnabled: true },
    // Browser tests of the project checks: one project switches email off, one lists other sites only.
    { id: 'e2e-no-email', allowedOrigins: testHost, features: { email: false } },
    { id: 'e2e-elsewhere', allowedOrigins: ['https://*.example.com'] },
  ];
}

export async function seedProjects(db: Database, projects: readonly WorldProject[], now: Date): Promise<void> {
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
    );
  }
}
