/**
 * `npm run bench:relay`: floods the WalletConnect dev relay from one authenticated client and
 * shows that its memory stays bounded.
 *
 * The relay runs in this process on a free port. One client (an Ed25519 key signing its
 * relay-auth JWT as the WalletConnect clients do) floods it, reconnecting with the same key
 * whenever the relay closes it, as the SDK would:
 *
 *   1. publishes of ~60 KiB to fresh topics, under the default limits;
 *   2. the same with the publish rate lifted, so the byte bounds alone hold it back;
 *   3. subscribes to fresh topics, under the default limits.
 *
 * For each phase it prints the heap and RSS before and after (after a full GC), and the relay's
 * stats: stored bytes, messages, subscriptions, refusals, connections closed. It exits 1 if the
 * stored bytes ever pass the per-client bound. Options: --seconds=<per phase> (default 3),
 * --concurrency=<requests in flight> (default 32).
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { generateRelayClientKey, type RelayClientKey } from '../relay/auth.js'
import { RawClient, randomTopic } from '../relay/testing/raw-client.js'
import { DEFAULT_RELAY_LIMITS, startRelay, type Relay, type RelayLimits, type RelayStats } from '../relay/index.js'

interface BenchOptions {
  seconds: number
  concurrency: number
}

interface FloodReturnType {
  requests: number
  /** Answers by outcome: 'ok', a JSON-RPC error code, or 'closed' (the socket went first). */
  outcomes: Record<string, number>
  reconnects: number
  /** The largest stored-bytes figure seen while flooding. */
  peakStoredBytes: number
  peakSubscriptions: number
}

type MakeRequest = (i: number) => { method: string; params: unknown }

const MESSAGE_BYTES = 60 * 1024

function readOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { seconds: 3, concurrency: 32 }
  for (const arg of argv) {
    const match = /^--(seconds|concurrency)=(\d+(?:\.\d+)?)$/.exec(arg)
    if (!match) throw new Error(`unknown argument ${JSON.stringify(arg)}; expected --seconds=<n> or --concurrency=<n>`)
    options[match[1] as keyof BenchOptions] = Number(match[2])
  }
  return options
}

/** A full garbage collection, so heap figures are what is still held. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  gc()
}

function memory(): { heapUsed: number; rss: number } {
  collectGarbage()
  const { heapUsed, rss } = process.memoryUsage()
  return { heapUsed, rss }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
const signedMib = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mib(bytes)}`

/**
 * Sends requests from `concurrency` workers for `seconds`, each waiting for its answer before
 * the next, and reconnects with the same key whenever the relay closes the socket.
 */
async function flood(
  relay: Relay,
  key: RelayClientKey,
  options: BenchOptions,
  makeRequest: MakeRequest,
): Promise<FloodReturnType> {
  const result: FloodReturnType = { requests: 0, outcomes: {}, reconnects: 0, peakStoredBytes: 0, peakSubscriptions: 0 }
  let client = await RawClient.open(relay.url, { key })
  let reconnecting: Promise<void> | undefined
  const reconnect = (closed: RawClient) => {
    reconnecting ??= (async () => {
      if (client === closed) {
        client = await RawClient.open(relay.url, { key })
        result.reconnects++
      }
    })().finally(() => (reconnecting = undefined))
    return reconnecting
  }
  const deadline = performance.now() + options.seconds * 1000
  let next = 0
  const worker = async () => {
    while (performance.now() < deadline) {
      const current = client
      const { method, params } = makeRequest(next++)
      const answer = await current.request(method, params)
      result.requests++
      const outcome =
        'closed' in answer ? 'closed' : 'error' in answer ? String((answer.error as { code: number }).code) : 'ok'
      result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1
      const { storedBytes, subscriptions } = relay.stats()
      result.peakStoredBytes = Math.max(result.peakStoredBytes, storedBytes)
      result.peakSubscriptions = Math.max(result.peakSubscriptions, subscriptions)
      if (outcome === 'closed') await reconnect(current)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  client.close()
  return result
}

interface Snapshot {
  memory: ReturnType<typeof memory>
  stats: RelayStats
}

function printPhase(name: string, before: Snapshot, after: Snapshot, flooded: FloodReturnType, seconds: number): void {
  const [was, is] = [before.stats, after.stats]
  console.log(`\n${name}`)
  console.log(
    `  requests      ${flooded.requests} in ${seconds} s (${Math.round(flooded.requests / seconds)}/s), reconnects ${flooded.reconnects}`,
  )
  console.log(
    `  answers       ${Object.entries(flooded.outcomes)
      .map(([outcome, count]) => `${outcome}: ${count}`)
      .join(', ')}`,
  )
  console.log(
    `  heap          ${mib(before.memory.heapUsed)} -> ${mib(after.memory.heapUsed)} (${signedMib(after.memory.heapUsed - before.memory.heapUsed)})`,
  )
  console.log(
    `  rss           ${mib(before.memory.rss)} -> ${mib(after.memory.rss)} (${signedMib(after.memory.rss - before.memory.rss)})`,
  )
  console.log(`  stored bytes  ${was.storedBytes} -> ${is.storedBytes} (peak ${flooded.peakStoredBytes})`)
  console.log(`  messages      ${was.messages} -> ${is.messages}`)
  console.log(`  subscriptions ${was.subscriptions} -> ${is.subscriptions} (peak ${flooded.peakSubscriptions})`)
  console.log(
    `  refused       ${was.refused} -> ${is.refused} requests; connections closed for abuse ${was.closedForAbuse} -> ${is.closedForAbuse}`,
  )
}

async function runPhase(
  name: string,
  options: BenchOptions,
  limits: Partial<RelayLimits>,
  makeRequest: MakeRequest,
): Promise<{ ok: boolean }> {
  const relay = await startRelay({ port: 0, limits })
  const bound = limits.maxBytesPerClient ?? DEFAULT_RELAY_LIMITS.maxBytesPerClient
  try {
    const key = generateRelayClientKey()
    const before: Snapshot = { memory: memory(), stats: relay.stats() }
    const flooded = await flood(relay, key, options, makeRequest)
    const after: Snapshot = { stats: relay.stats(), memory: memory() }
    printPhase(name, before, after, flooded, options.seconds)
    const ok = flooded.peakStoredBytes <= bound && after.stats.storedBytes <= bound
    console.log(`  bound         ${ok ? 'held' : 'BROKEN'}: stored bytes never passed the per-client bound of ${bound}`)
    return { ok }
  } finally {
    await relay.stop()
  }
}

const options = readOptions(process.argv.slice(2))
const bigPublish: MakeRequest = (i) => ({
  method: 'irn_publish',
  params: { topic: randomTopic(), message: `${i}:`.padEnd(MESSAGE_BYTES, 'x'), ttl: 300 },
})
const subscribe: MakeRequest = () => ({ method: 'irn_subscribe', params: { topic: randomTopic() } })
const lifted = { perSecond: 1e9, burst: 1e9 }

console.log(`WalletConnect relay flood: ${options.seconds} s per phase, ${options.concurrency} requests in flight`)
console.log(`limits: ${JSON.stringify(DEFAULT_RELAY_LIMITS)}`)
const results = [
  await runPhase('1. publish flood, ~60 KiB messages to fresh topics, default limits', options, {}, bigPublish),
  await runPhase(
    '2. publish flood with the rates lifted (byte bounds only)',
    options,
    { publishRate: lifted, refusals: lifted },
    bigPublish,
  ),
  await runPhase('3. subscribe flood to fresh topics, default limits', options, {}, subscribe),
]
if (results.some((result) => !result.ok)) {
  console.error('\nFAILED: the relay stored more than its per-client bound')
  process.exit(1)
}
console.log('\nAll bounds held.')
