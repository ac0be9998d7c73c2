/**
 * `npm run bench:load`: requests per second and latency (p50, p99) of the server's busiest
 * endpoints, with one server instance and with two on the same PostgreSQL.
 *
 * It starts a throwaway PostgreSQL database (scripts/ensure-postgres.sh), an anvil node behind
 * the chain-API proxy and a mail catcher for the login mails, then runs each server instance as
 * its own process (its own event loop, as in a deployment). autocannon loads, for a few seconds
 * each: the wallet directory (`GET /getWallets`), a project's configuration
 * (`GET /appkit/v1/config`), the chain API (`POST /v1/?chainId=eip155:31337`, `eth_blockNumber`)
 * and the email login start (`POST /auth/v1/email/start`, a new address each time, so each one
 * writes a user, a device, a code and sends a mail). With two instances, two autocannon targets
 * run at once, one per instance, each with half the connections: the table shows their summed
 * throughput and the worse of their two p50 and p99. Per-IP limits are lifted: every request
 * comes from 127.0.0.1. Prints a table; asserts nothing (timings on a shared machine are not a
 * test). Options: --seconds=<per run> (default 5), --connections=<total> (default 32).
 */
import { type ChildProcess, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startAnvil } from '../dev/world/anvil.js'
import { startMailCatcher } from '../dev/mail-catcher/catcher.js'
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
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const PUBLIC_ORIGIN = 'http://wallet.bench.localhost'
const WIDGET_ORIGIN = 'http://widget.bench.localhost'
const PROJECT = 'bench'
const API_QUERY = `projectId=${PROJECT}&st=wallet-widget&sv=html-0.1.0`

interface Endpoint {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'directory  GET /getWallets',
    method: 'GET',
    path: `/getWallets?${API_QUERY}&page=1&entries=40`,
    headers: { origin: WIDGET_ORIGIN },
  },
  {
    name: 'config     GET /appkit/v1/config',
    method: 'GET',
    path: `/appkit/v1/config?${API_QUERY}`,
    headers: { origin: WIDGET_ORIGIN },
  },
  {
    name: 'chain API  POST /v1/ eth_blockNumber',
    method: 'POST',
    path: `/v1/?chainId=eip155:31337&projectId=${PROJECT}`,
    headers: { origin: WIDGET_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  },
  {
    name: 'login      POST /auth/v1/email/start',
    method: 'POST',
    path: '/auth/v1/email/start',
    headers: { origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
    // autocannon puts a fresh id in place of [<id>] on every request.
    body: JSON.stringify({ projectId: PROJECT, email: 'load-[<id>]@bench.example' }),
  },
]

async function load(endpoint: Endpoint, ports: number[], seconds: number, connections: number) {
  const runs = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}${endpoint.path}`,
        method: endpoint.method,
        headers: endpoint.headers,
        ...(endpoint.body !== undefined && { body: endpoint.body, idReplacement: true }),
        connections: Math.max(1, Math.floor(connections / ports.length)),
        duration: seconds,
      }),
    ),
  )
  return {
    perSecond: runs.reduce((sum, run) => sum + run.requests.average, 0),
    p50: Math.max(...runs.map((run) => run.latency.p50)),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    failed: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, connections: { type: 'string' } } })
  const seconds = Number(values.seconds ?? 5)
  const connections = Number(values.connections ?? 32)

  const adminUrl = execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' }).trim().split('\n').pop()!
  const name = `ww_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()

  const anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0, limit: 50 })
  const config: ServerConfigInput = {
    port: 0,
    publicOrigin: PUBLIC_ORIGIN,
    widgetOrigins: [WIDGET_ORIGIN],
    databaseUrl,
    dataDir: tmpdir(),
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
    rateLimit: { startsPerIp: 1_000_000_000 },
    apiRateLimit: { originsPerMinute: 1_000_000_000, eventsPerMinute: 1_000_000_000 },
    rpcProxy: { callsPerMinutePerIp: 1_000_000_000, callsPerMinutePerProject: 1_000_000_000 },
    // The chain indexer's background work is not what is measured here.
    indexer: { enabled: false },
  }
  const children: ChildProcess[] = []
  try {
    const first = await startServerProcess(config)
    children.push(first.child)
    const db = await openDatabase({ databaseUrl })
    await saveProject(db, PROJECT, { allowedOrigins: [WIDGET_ORIGIN] }, new Date())
    await db.close()
    const second = await startServerProcess(config)
    children.push(second.child)

    console.log(`${seconds} s per run, ${connections} connections in all (PostgreSQL database ${name})\n`)
    console.log(
      `${'endpoint'.padEnd(40)} ${'instances'.padStart(9)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
    )
    for (const endpoint of ENDPOINTS) {
      for (const ports of [[first.port], [first.port, second.port]]) {
        const r = await load(endpoint, ports, seconds, connections)
        console.log(
          `${endpoint.name.padEnd(40)} ${String(ports.length).padStart(9)} ${r.perSecond.toFixed(0).padStart(9)} ` +
            `${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.failed).padStart(8)}`,
        )
      }
    }
  } finally {
    await stopServerProcesses(children)
    await mail.stop()
    await anvil.stop()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

await main()
