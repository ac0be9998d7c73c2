/**
 * The Solana node's part in the local world (dev/world/index.ts): its URL is fixed before anything starts, so
 * the server's settings can name it, and the node then starts beside the other parts. 8899 under `npm start`;
 * any free port in a world on other ports (tests).
 */
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import type { SolanaSettings } from '../../../server/chain-data/solana/settings.js'
import { freePort } from '../free-port.js'
import { DUSD } from './accounts.js'
import { DEFAULT_SOLANA_PORT, startSolanaNode } from './node.js'

export interface SolanaWorldPartOptions {
  /** 0 picks a free port; undefined is 8899 when `defaultPorts`, else a free port. */
  port: number | undefined
  /** Whether the world runs on its default ports (`npm start`). */
  defaultPorts: boolean
  /** The widget's, the secure frame's and the site's origins: their pages call the node. */
  allowedOrigins: readonly string[]
}

export interface SolanaWorldPart {
  rpcUrl: string
  networkId: typeof SOLANA_LOCAL_NETWORK_ID
  /** The server's `solana` settings: the local network's node and DUSD. */
  settings: SolanaSettings
  /** Starts the node, funded and with DUSD minted. */
  start(): Promise<{ name: string; stop(): Promise<void>; url: string }>
}

export async function planSolanaNode(options: SolanaWorldPartOptions): Promise<SolanaWorldPart> {
  const port = options.port ?? (options.defaultPorts ? DEFAULT_SOLANA_PORT : 0)
  const chosen = port === 0 ? await freePort() : port
  const rpcUrl = `http://127.0.0.1:${chosen}`
  return {
    rpcUrl,
    networkId: SOLANA_LOCAL_NETWORK_ID,
    settings: {
      networks: [
        {
          caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
          rpcUrl,
          tokens: [{ mint: DUSD.mint, symbol: DUSD.symbol, name: DUSD.name }],
        },
      ],
    },
    start: async () => {
      const node = await startSolanaNode({ port: chosen, allowedOrigins: options.allowedOrigins })
      return { name: 'solana node', stop: node.stop, url: node.rpcUrl }
    },
  }
}
