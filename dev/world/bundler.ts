/**
 * Starts and stops Pimlico's Alto (`@pimlico/alto`), a real ERC-4337 bundler, in front of one local chain node,
 * for the world and the tests. Its executor and utility keys are HD accounts 14 and 15 of anvil's test mnemonic
 * (funded here with `anvil_setBalance`); safe mode (the ERC-7562 tracing rules) is off, since anvil does not
 * trace the way Alto's checks need.
 */
import { fileURLToPath } from 'node:url'
import { type Address, type Hex, toHex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { mnemonicToAccount } from 'viem/accounts'
import { startChild } from './child-process.js'
import { ANVIL_MNEMONIC } from './ens.js'
import { freePort } from './free-port.js'

export interface BundlerOptions {
  /** The chain node Alto submits bundles to. */
  rpcUrl: string
  /** The EntryPoint Alto serves (v0.8's canonical address: Alto tells versions apart by address). */
  entryPoint: Address
  /** Where Alto listens; a free port when left out. */
  port?: number
}

export interface Bundler {
  url: string
  stop(): Promise<void>
}

const hdKey = (addressIndex: number): Hex => {
  const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).getHdKey().privateKey
  if (!key) throw new Error(`bundler: no private key for HD account ${addressIndex}`)
  return toHex(key)
}

/** The bundler's executor (sends `handleOps`) and utility (deploys the simulation contract) keys. */
export const BUNDLER_EXECUTOR_KEY = hdKey(14)
export const BUNDLER_UTILITY_KEY = hdKey(15)
export const BUNDLER_EXECUTOR: Address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 14 }).address
export const BUNDLER_UTILITY: Address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 15 }).address

// Alto takes 3–11 s to start on a quiet machine, several times that on a busy one.
const READY_TIMEOUT_MS = 60_000
const POLL_INTERVAL_MS = 100

function altoCli(): string {
  return fileURLToPath(new URL('../../node_modules/@pimlico/alto/esm/cli/alto.js', import.meta.url))
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(2_000),
  })
  const body = (await res.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Resolves once the node at `rpcUrl` has code at `entryPoint` (Alto refuses to start without it). */
async function waitForEntryPoint(rpcUrl: string, entryPoint: Address): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    const code = await rpc(rpcUrl, 'eth_getCode', [entryPoint, 'latest']).catch(() => undefined)
    if (typeof code === 'string' && code.length > 2) return
    if (Date.now() > deadline)
      throw new Error(
        `bundler: the node at ${rpcUrl} has no EntryPoint at ${entryPoint} after ${READY_TIMEOUT_MS / 1000}s`,
      )
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS))
  }
}

/** Funds the bundler's two accounts on the node: the executor pays every bundle's gas up front. */
async function fundAccounts(rpcUrl: string): Promise<void> {
  for (const address of [BUNDLER_EXECUTOR, BUNDLER_UTILITY])
    await rpc(rpcUrl, 'anvil_setBalance', [address, '0x21e19e0c9bab2400000'])
}

/** Alto's arguments for a local anvil: instant bundling, no safe mode, simulations contract deployed at start. */
function altoArguments(options: Required<BundlerOptions>): string[] {
  return [
    ...['--entrypoints', options.entryPoint],
    ...['--rpc-url', options.rpcUrl],
    ...['--port', String(options.port)],
    ...['--executor-private-keys', BUNDLER_EXECUTOR_KEY],
    ...['--utility-private-key', BUNDLER_UTILITY_KEY],
    ...['--safe-mode', 'false'],
    ...['--deploy-simulations-contract', 'true'],
    ...['--utility-wallet-monitor', 'false'],
    ...['--refilling-wallets', 'false'],
    ...['--block-time', '250'],
    ...['--min-bundle-interval', '50'],
    ...['--max-bundle-interval', '250'],
    ...['--log-level', 'warn'],
  ]
}

/** Starts Alto and resolves once it answers `eth_supportedEntryPoints` with the EntryPoint. */
export async function startBundler(options: BundlerOptions): Promise<Bundler> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  await fundAccounts(options.rpcUrl)
  const served = (a: unknown) => String(a).toLowerCase() === options.entryPoint.toLowerCase()
  const { stop } = await startChild({
    name: `bundler on port ${port}`,
    command: process.execPath,
    args: [altoCli(), ...altoArguments({ ...options, port })],
    ready: async () => {
      const entryPoints = await rpc(url, 'eth_supportedEntryPoints', []).catch(() => undefined)
      return Array.isArray(entryPoints) && entryPoints.some(served)
    },
    readyTimeoutMs: READY_TIMEOUT_MS,
    readyMeaning: `serve ${options.entryPoint}`,
  })
  return { url, stop }
}

/**
 * The world's bundlers: Alto in front of each chain, at `urls[i]` for `chains[i]`, serving the canonical
 * EntryPoint v0.8. Each starts as soon as its chain has the EntryPoint, and boots while the chain's other
 * contracts deploy; one part of the world per bundler.
 */
export function startLocalBundlers(
  chains: readonly { chainId: number; port: number }[],
  urls: readonly string[],
): Promise<{ name: string; stop(): Promise<void>; bundler: { chainId: number; url: string } }>[] {
  return chains.map(async ({ chainId, port }, i) => {
    const rpcUrl = `http://127.0.0.1:${port}`
    await waitForEntryPoint(rpcUrl, entryPoint08Address)
    const bundler = await startBundler({
      rpcUrl,
      entryPoint: entryPoint08Address,
      port: Number(new URL(urls[i] ?? '').port),
    })
    return { name: `bundler ${chainId}`, stop: bundler.stop, bundler: { chainId, url: bundler.url } }
  })
}
