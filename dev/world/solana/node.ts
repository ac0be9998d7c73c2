/**
 * The local Solana node: a JSON-RPC server (json-rpc-server.ts) over an in-process litesvm ledger (ledger.ts)
 * serving the methods of methods.ts, started with the dev accounts funded and DUSD minted (demo-token.ts).
 * Started and stopped like the anvil nodes (anvil.ts).
 */
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import { seedDemoState } from './demo-token.js'
import { startJsonRpcServer } from './json-rpc-server.js'
import { createLedger, type Ledger, type LedgerOptions } from './ledger.js'
import { solanaMethods } from './methods.js'

export const DEFAULT_SOLANA_PORT = 8899

export interface SolanaNodeOptions extends LedgerOptions {
  /** 0 asks for a free port (tests). */
  port: number
  /** Interface to listen on; 127.0.0.1 so the node is never exposed off-box. */
  host?: string
  /** Origins whose pages may call the node from a browser (the widget's and the site's). */
  allowedOrigins?: readonly string[]
}

export interface SolanaNode {
  rpcUrl: string
  /** CAIP-2. */
  networkId: typeof SOLANA_LOCAL_NETWORK_ID
  /** The chain itself, for tests that set up more than the start state. */
  ledger: Ledger
  stop(): Promise<void>
}

export async function startSolanaNode(options: SolanaNodeOptions): Promise<SolanaNode> {
  const ledger = createLedger(options)
  await seedDemoState(ledger)
  const server = await startJsonRpcServer({
    host: options.host ?? '127.0.0.1',
    port: options.port,
    methods: solanaMethods(ledger),
    allowedOrigins: options.allowedOrigins ?? [],
  })
  return { rpcUrl: server.url, networkId: SOLANA_LOCAL_NETWORK_ID, ledger, stop: server.stop }
}
