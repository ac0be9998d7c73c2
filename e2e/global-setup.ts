/** Builds the product and starts the local world once for all browser tests; stops it afterwards. */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build, repoRoot } from '../scripts/build.js'
import { startWorld } from '../dev/world/index.js'
import { TEST_PORTS } from '../dev/world/test-world.js'

export default async function globalSetup(): Promise<() => Promise<void>> {
  // `npm test` has just built it for the size budgets and says so; run alone, the browser tests build first.
  if (process.env.E2E_BUILT !== '1') await build()
  // A fresh database per run: tests create users and must not meet a previous run's cooldowns.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-widget-e2e-db-'))
  const world = await startWorld({
    dataDir,
    mailSmtpPort: TEST_PORTS.mailSmtp,
    mailHttpPort: TEST_PORTS.mailHttp,
    relayPort: TEST_PORTS.relay,
    solanaPort: TEST_PORTS.solana,
    // Bundlers in front of both chains; only the project e2e-smart enables smart accounts (dev/world/projects.ts).
    smartAccounts: true,
    sitePort: TEST_PORTS.site,
    widgetPort: TEST_PORTS.widget,
    secureFramePort: TEST_PORTS.secureFrame,
    chains: [
      { chainId: 31337, port: TEST_PORTS.chainA },
      { chainId: 31338, port: TEST_PORTS.chainB },
    ],
    siteRoots: [{ prefix: '/', dir: path.join(repoRoot, 'e2e/fixtures') }],
    // Every browser test logs in from 127.0.0.1: the per-address limits stay, the per-IP one would end the run.
    loginStartsPerIp: 10_000,
  })
  // The workers inherit it: tests that check a transaction with the UTXO node itself (bitcoin-sats.spec.ts).
  process.env.E2E_BITCOIN_RPC_URL = world.bitcoin.rpcUrl
  return async () => {
    await world.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
