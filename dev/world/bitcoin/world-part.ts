/**
 * The UTXO node's part in the local world (dev/world/index.ts): its RPC port and password are fixed before
 * anything starts, so the server's settings can name the node, and it then starts beside the other parts.
 * Only the server calls it (the browser reads balances through the API). 19443 under `npm start` (litecoind's
 * regtest default, so `litecoin-cli -regtest` finds it with the printed credentials); a free port otherwise.
 */
import { access, constants } from 'node:fs/promises'
import { BITCOIN_LOCAL_NETWORK_ID, BITCOIN_LOCAL_RPC_PORT } from '../../../shared/bitcoin-networks.js'
import type { BitcoinSettings } from '../../../server/chain-data/bitcoin/settings.js'
import { freePort } from '../free-port.js'
import { LITECOIND, startBitcoinNode } from './node.js'

export interface BitcoinWorldPartOptions {
  /** Whether the world runs on its default ports (`npm start`). */
  defaultPorts: boolean
}

export interface BitcoinWorldPart {
  networkId: typeof BITCOIN_LOCAL_NETWORK_ID
  /** The server's `bitcoin` settings: the local network's node. */
  settings: BitcoinSettings
  /** Starts the node with the dev accounts funded. */
  start(): Promise<{ name: string; stop(): Promise<void>; url: string }>
}

export async function planBitcoinNode(options: BitcoinWorldPartOptions): Promise<BitcoinWorldPart> {
  const rpcPort = options.defaultPorts ? BITCOIN_LOCAL_RPC_PORT : await freePort()
  const password = crypto.randomUUID()
  const rpcUrl = `http://world:${password}@127.0.0.1:${rpcPort}`
  return {
    networkId: BITCOIN_LOCAL_NETWORK_ID,
    settings: { networks: [{ caipNetworkId: BITCOIN_LOCAL_NETWORK_ID, rpcUrl }] },
    start: async () => {
      await access(LITECOIND, constants.X_OK).catch(() => {
        throw new Error(
          `litecoind: ${LITECOIND} is missing; run scripts/ensure-litecoind.sh (installs Debian's litecoind)`,
        )
      })
      const node = await startBitcoinNode({ rpcPort, password })
      return { name: 'litecoind (regtest)', stop: node.stop, url: `http://127.0.0.1:${rpcPort}` }
    },
  }
}
