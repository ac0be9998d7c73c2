/** A test server whose six providers all point at a local identity provider, as the local world's do. */
import { startIdentityProvider, type IdentityProvider } from '../../../dev/identity-provider/index.js'
import { localSocialProviders } from '../../../dev/identity-provider/social-settings.js'
import type { TestDatabase } from '../../testing/databases.js'
import { startTestServer, type TestServer } from '../../testing/harness.js'
import { freePort } from '../../../dev/world/free-port.js'

export interface SocialTestServer {
  t: TestServer
  idp: IdentityProvider
  /** Empties the server's tables (social flows too) and its mailbox. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export async function startSocialTestServer(database: TestDatabase, flowTtlMs: number): Promise<SocialTestServer> {
  // The server's origin must be known before the identity provider registers its redirect URIs.
  const port = await freePort()
  const idp = await startIdentityProvider({ port: 0, redirectOrigin: `http://localhost:${port}` })
  const t = await startTestServer({
    database,
    config: { port, social: { providers: localSocialProviders(idp.url), flowTtlMs } },
  }).catch(async (err: unknown) => {
    await idp.stop()
    throw err
  })
  return {
    t,
    idp,
    async reset() {
      await t.server.db.query('delete from social_flows')
      await t.reset()
    },
    async stop() {
      await t.stop()
      await idp.stop()
    },
  }
}
