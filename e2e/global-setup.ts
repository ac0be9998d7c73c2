/** Builds the product and starts the local world once for all browser tests; stops it afterwards. */
import path from 'node:path'
import { build, repoRoot } from '../scripts/build.js'
import { startWorld } from '../scripts/world/index.js'
import { TEST_PORTS } from './world-config.js'

export default async function globalSetup(): Promise<() => Promise<void>> {
  await build()
  const world = await startWorld({
    hostPort: TEST_PORTS.host,
    widgetPort: TEST_PORTS.widget,
    securePort: TEST_PORTS.secure,
    chains: [
      { chainId: 31337, port: TEST_PORTS.chainA },
      { chainId: 31338, port: TEST_PORTS.chainB },
    ],
    hostRoots: [{ prefix: '/', dir: path.join(repoRoot, 'e2e/fixtures') }],
  })
  return () => world.stop()
}
