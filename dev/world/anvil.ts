/** Starts and stops a local anvil chain node (the binary of @foundry-rs/anvil-linux-amd64) for the world and the tests. */
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { startChild } from './child-process.js'

export interface AnvilOptions {
  port: number
  chainId: number
  /** Interface anvil listens on. Defaults to 127.0.0.1 so the node is never exposed off-box. */
  host?: string
}

export interface AnvilNode {
  rpcUrl: string
  chainId: number
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 10_000

export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  return path.join(path.dirname(pkg), 'bin', 'anvil')
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/**
 * anvil can lose a bind race silently from our point of view: if something
 * else already serves JSON-RPC on the port, the readiness poll would talk to
 * that node and we'd hand back the wrong chain. Probing the port first turns
 * that into an explicit error.
 */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new Error(`anvil: port ${port} on ${host} is already in use; refusing to reuse whatever is listening there`),
        )
      } else {
        reject(new Error(`anvil: cannot bind port ${port} on ${host}: ${err.message}`))
      }
    })
    probe.listen({ host, port, exclusive: true }, () => {
      probe.close(() => resolve())
    })
  })
}

async function queryChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!res.ok) return undefined
    const body = (await res.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    // Connection refused while anvil is still booting, or a timeout: retry.
    return undefined
  }
}

export async function startAnvil(opts: AnvilOptions): Promise<AnvilNode> {
  const host = opts.host ?? '127.0.0.1'
  const { port, chainId } = opts
  const rpcUrl = `http://${formatHost(host)}:${port}`
  await assertPortFree(host, port)
  const { stop } = await startChild({
    name: `anvil on port ${port}`,
    command: anvilBinary(),
    args: ['--port', String(port), '--chain-id', String(chainId), '--host', host, '--silent'],
    ready: async () => (await queryChainId(rpcUrl)) === chainId,
    readyTimeoutMs: READY_TIMEOUT_MS,
    readyMeaning: `answer eth_chainId=${chainId}`,
  })
  return { rpcUrl, chainId, stop }
}
