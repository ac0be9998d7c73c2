/**
 * The balance endpoint under load (part of `npm run bench`; on its own: `npx tsx scripts/bench-balances.ts`):
 * p50/p99 latency and throughput of `GET /v1/account/{address}/balance` with 200 concurrent autocannon clients,
 * against a server in its own process (its own event loop, as deployed) reading an anvil node with the demo
 * tokens (BENCH_CONNECTIONS changes the 200). A trivial endpoint first, for scale; then two loads: one address
 * asked by everyone (answers shared within a block), and a new address on every request (each one reads the
 * node). Prints figures; asserts nothing.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAnvil } from '../dev/world/anvil.js'
import { DEMO_HOLDERS, demoChainData, deployDemoAssets } from '../dev/world/demo-assets.js'
import type { ServerConfigInput } from '../server/config.js'
import { openDatabase } from '../server/db/open.js'
import { saveProject } from '../server/projects/store.js'
import { freePort, startServerProcess, stopServerProcesses } from './bench-server-process.js'

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  statusCodeStats?: Record<string, { count: number }>
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const SELF = fileURLToPath(import.meta.url)
const PROJECT = 'bench'
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const SECONDS = 5
const query = `projectId=${PROJECT}&st=wallet-widget&sv=html-0.1.0&chainId=eip155:31337&currency=usd`

let counter = 0
/** A different, never-funded address each time. */
const nextAddress = (): string => `0x${(++counter).toString(16).padStart(40, '0')}`

async function load(port: number, pathOf: () => string, seconds = SECONDS): Promise<AutocannonResult> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request: object) => ({ ...request, path: pathOf() }) }],
  })
}

/** The non-200 answers by status, and the connection errors: ` (502 ×12, 3 errors)`, or nothing. */
function failures(r: AutocannonResult): string {
  const parts = Object.entries(r.statusCodeStats ?? {})
    .filter(([status]) => status !== '200')
    .map(([status, { count }]) => `${status} ×${count}`)
  if (r.errors > 0) parts.push(`${r.errors} errors`)
  return parts.length > 0 ? ` (${parts.join(', ')})` : ''
}

export async function benchBalances(): Promise<void> {
  const anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-widget-bench-balances-'))
  let child: ChildProcess | undefined
  try {
    await deployDemoAssets(anvil.rpcUrl, 31337)
    const db = await openDatabase({ dataDir })
    await saveProject(db, PROJECT, {}, new Date())
    await db.close()
    const config: ServerConfigInput = {
      port: 0,
      dataDir,
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      chainData: demoChainData([31337]),
      indexer: { enabled: false },
    }
    const server = await startServerProcess(config)
    child = server.child
    const port = server.port
    console.log(`\nBalance API (GET /v1/account/{address}/balance, ${CONNECTIONS} connections, ${SECONDS} s each)`)
    const runs: [string, () => string][] = [
      ['supported-chains (baseline)', () => `/v1/supported-chains?${query}`],
      ['one address, 5 tokens held', () => `/v1/account/${DEMO_HOLDERS[1]}/balance?${query}`],
      ['a new address per request', () => `/v1/account/${nextAddress()}/balance?${query}`],
    ]
    // A short unprinted run first: the server's code is compiled and its caches filled before anything counts.
    await load(port, () => `/v1/account/${nextAddress()}/balance?${query}`, 2)
    for (const [name, pathOf] of runs) {
      const r = await load(port, pathOf)
      console.log(
        `  ${name.padEnd(28)} p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.average.toFixed(0)} req/s` +
          `, ${r.non2xx + r.errors} failed${failures(r)}`,
      )
    }
  } finally {
    if (child) await stopServerProcesses([child])
    await anvil.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === SELF) await benchBalances()
