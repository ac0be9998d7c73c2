/**
 * The indexer and the history under load (part of `npm run bench`; on its own: `npx tsx scripts/bench-indexer.ts`):
 * how fast the indexer catches up on a chain holding 10,000 transfers (native and ERC-20, 100 a block, made with
 * anvil's automine off), then p50/p99 latency of `GET /v1/account/{address}/history` and `/nfts` with 200
 * concurrent autocannon clients against the server run as a program in its own process. Prints figures; asserts
 * nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeFunctionData, erc20Abi } from 'viem'
import { startAnvil } from '../dev/world/anvil.js'
import { DEMO_ASSETS, DEMO_HOLDERS, deployDemoAssets } from '../dev/world/demo-assets.js'
import { openDatabase } from '../server/db/open.js'
import { startIndexer } from '../server/indexer/indexer.js'
import { saveProject } from '../server/projects/store.js'

interface LoadResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<LoadResult>

const TRANSFERS = 10_000
const PER_BLOCK = 100
const CLIENTS = 200
const SECONDS = 5
const CHAIN = 'eip155:31337'
const repoRoot = fileURLToPath(new URL('../', import.meta.url))

async function portNobodyUses(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function rpcBatch(url: string, calls: { method: string; params: unknown[] }[]): Promise<void> {
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))
  const replies = (await (
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as { error?: { message: string } }[]
  const failed = replies.find((reply) => reply.error)
  if (failed) throw new Error(`bench: ${failed.error?.message}`)
}

/** 10,000 transfers, half native and half USDC, from the demo holders to fresh addresses, PER_BLOCK a block. */
async function makeTransfers(rpcUrl: string): Promise<void> {
  await rpcBatch(rpcUrl, [{ method: 'evm_setAutomine', params: [false] }])
  for (let sent = 0; sent < TRANSFERS; sent += PER_BLOCK) {
    const calls = Array.from({ length: PER_BLOCK }, (_, i) => {
      const n = sent + i
      const from = DEMO_HOLDERS[n % DEMO_HOLDERS.length]
      const to = `0x${(0xbe000000 + (n % 2000)).toString(16).padStart(40, '0')}` as const
      const tx =
        n % 2 === 0
          ? { from, to, value: '0x1', gas: '0x5208' }
          : {
              from,
              to: DEMO_ASSETS.USDC,
              gas: '0x186a0',
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] }),
            }
      return { method: 'eth_sendTransaction', params: [tx] }
    })
    await rpcBatch(rpcUrl, [...calls, { method: 'evm_mine', params: [] }])
  }
  await rpcBatch(rpcUrl, [{ method: 'evm_setAutomine', params: [true] }])
}

function startServerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'index.ts')], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('secure-frame server on')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`bench: the server exited with ${code}`)))
  })
}

/** Milliseconds one request takes. */
async function timed(url: string): Promise<number> {
  const start = performance.now()
  await (await fetch(url)).arrayBuffer()
  return performance.now() - start
}

export async function benchIndexer(): Promise<void> {
  const anvil = await startAnvil({ port: await portNobodyUses(), chainId: 31337 })
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wallet-widget-bench-indexer-'))
  let server: ChildProcess | undefined
  try {
    await deployDemoAssets(anvil.rpcUrl, 31337)
    await makeTransfers(anvil.rpcUrl)
    const db = await openDatabase({ dataDir })
    await saveProject(db, 'bench', {}, new Date())
    const head = Number(
      (
        (await (
          await fetch(anvil.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
          })
        ).json()) as { result: string }
      ).result,
    )
    const started = performance.now()
    let reachedHead = (): void => {}
    const caughtUp = new Promise<void>((resolve) => (reachedHead = resolve))
    const indexer = startIndexer({
      db,
      chains: [{ caipNetworkId: CHAIN, rpcUrl: anvil.rpcUrl }],
      settings: { pollIntervalMs: 50, batchBlocks: 100, leaseMs: 60_000 },
      clock: () => new Date(),
      onRecorded: (_chain, _from, to) => to >= head && reachedHead(),
    })
    await caughtUp
    const seconds = (performance.now() - started) / 1000
    await indexer.stop()
    const [counted] = await db.query<{ n: number }>('select count(*)::int as n from chain_transfers')
    await db.close()
    console.log(`\nIndexer catching up (PGlite, ${head + 1} blocks, ${counted?.n} transfers)`)
    console.log(
      `  ${seconds.toFixed(2)} s: ${((head + 1) / seconds).toFixed(0)} blocks/s, ${((counted?.n ?? 0) / seconds).toFixed(0)} transfers/s`,
    )

    const port = await portNobodyUses()
    server = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      CHAIN_RPC_URLS: `${CHAIN}=${anvil.rpcUrl}`,
    })
    const query = `projectId=bench&st=wallet-widget&sv=html-0.1.0&chainId=${CHAIN}`
    const busy = DEMO_HOLDERS[1]
    const firstPage = (await (await fetch(`http://127.0.0.1:${port}/v1/account/${busy}/history?${query}`)).json()) as {
      next: string
    }
    console.log(`History and NFTs (${CLIENTS} connections, ${SECONDS} s each)`)
    const runs: [string, string][] = [
      ['history, first page (1,100+ txs)', `/v1/account/${busy}/history?${query}`],
      ['history, second page (cursor)', `/v1/account/${busy}/history?${query}&cursor=${firstPage.next}`],
      ['history, a receiver (~10 txs)', `/v1/account/0x00000000000000000000000000000000be000007/history?${query}`],
      ['nfts of a demo holder', `/v1/account/${busy}/nfts?${query}`],
    ]
    for (const [name, pathname] of runs) {
      // Requests still queued from the run before would count against this one.
      while ((await timed(`http://127.0.0.1:${port}${pathname}`)) > 200) await new Promise((r) => setTimeout(r, 500))
      const r = await autocannon({
        url: `http://127.0.0.1:${port}${pathname}`,
        connections: CLIENTS,
        duration: SECONDS,
      })
      console.log(
        `  ${name.padEnd(34)} p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.average.toFixed(0)} req/s, ${r.non2xx + r.errors} failed`,
      )
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await anvil.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchIndexer()
