/**
 * The local UTXO node: Debian's `litecoind` in regtest (Bitcoin Core is not packaged in Debian; Litecoin has the
 * same scripts, PSBTs and RPC), in its own data folder under the temp folder, JSON-RPC on 127.0.0.1 with a
 * fresh password each start. At start it mines 101 blocks to a world wallet (so the first reward is spendable),
 * funds the dev accounts (accounts.ts) with exact amounts and mines one more block to confirm them.
 * Started and stopped like anvil (child-process.ts); `scripts/ensure-litecoind.sh` installs the binary.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BITCOIN_LOCAL_GENESIS_HASH, BITCOIN_LOCAL_NETWORK_ID } from '../../../shared/bitcoin-networks.js'
import { createNodeRpc, type NodeRpc } from '../../../server/chain-data/bitcoin/node-rpc.js'
import { startChild } from '../child-process.js'
import { freePort } from '../free-port.js'
import { BITCOIN_FUNDED } from './accounts.js'

export const LITECOIND = process.env.LITECOIND_PATH ?? '/usr/bin/litecoind'
const READY_TIMEOUT_MS = 20_000
// Creating the wallet and mining 101 blocks can take several seconds on a busy machine.
const CALL_TIMEOUT_MS = 60_000
/** Coinbase outputs mature after 100 blocks: 101 makes the first one spendable. */
const MATURITY_BLOCKS = 101
const WORLD_WALLET = 'world'

export interface BitcoinNodeOptions {
  /** JSON-RPC port; 0 picks a free one. */
  rpcPort: number
  /** The RPC password (user `world`); a fresh one when omitted. */
  password?: string
  /** Satoshis to send at start, by address (the dev accounts' when omitted). */
  funded?: readonly { address: string; sats: bigint }[]
}

export interface BitcoinNode {
  /** `http://user:password@127.0.0.1:port`: the node's JSON-RPC with its credentials. */
  rpcUrl: string
  networkId: typeof BITCOIN_LOCAL_NETWORK_ID
  rpc: NodeRpc
  /** Sends `sats` from the world wallet to `address` and mines a block to confirm it; resolves with the txid. */
  fund(address: string, sats: bigint): Promise<string>
  /** Mines `blocks` blocks to the world wallet. */
  mine(blocks: number): Promise<void>
  stop(): Promise<void>
}

/** Satoshis as the node's decimal coin amount (8 decimals, exact). */
export function coins(sats: bigint): string {
  return `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')}`
}

export async function startBitcoinNode(options: BitcoinNodeOptions): Promise<BitcoinNode> {
  const rpcPort = options.rpcPort === 0 ? await freePort() : options.rpcPort
  const dataDir = await mkdtemp(path.join(tmpdir(), 'world-litecoind-'))
  const password = options.password ?? randomBytes(16).toString('hex')
  const rpcUrl = `http://world:${password}@127.0.0.1:${rpcPort}`
  const rpc = createNodeRpc({ url: rpcUrl, timeoutMs: CALL_TIMEOUT_MS })
  let child: Awaited<ReturnType<typeof startChild>>
  try {
    child = await startChild({
      name: `litecoind (regtest) on port ${rpcPort}`,
      command: LITECOIND,
      args: [
        '-regtest',
        `-datadir=${dataDir}`,
        '-server',
        '-listen=0',
        '-rpcuser=world',
        `-rpcpassword=${password}`,
        '-rpcbind=127.0.0.1',
        '-rpcallowip=127.0.0.1',
        `-rpcport=${rpcPort}`,
        '-fallbackfee=0.0001',
        // A wallet of 10 pregenerated keys, not 1,000: createwallet takes seconds less, and the world needs two addresses.
        '-keypool=10',
        '-printtoconsole',
      ],
      ready: async () => {
        try {
          // Only our node answers this password; anything else on the port would be refused.
          return (await rpc.call<string>('getblockhash', [0])) === BITCOIN_LOCAL_GENESIS_HASH
        } catch {
          return false
        }
      },
      readyTimeoutMs: READY_TIMEOUT_MS,
      readyMeaning: 'answer getblockhash 0 with the regtest genesis block',
    })
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true })
    throw err
  }
  const stop = async (): Promise<void> => {
    await child.stop()
    await rm(dataDir, { recursive: true, force: true })
  }

  const wallet = rpc.wallet(WORLD_WALLET)
  let minerAddress = ''
  const mine = async (blocks: number): Promise<void> => {
    await rpc.call('generatetoaddress', [blocks, minerAddress])
  }
  const fund = async (address: string, sats: bigint): Promise<string> => {
    const txid = await wallet.call<string>('sendtoaddress', [address, coins(sats)])
    await mine(1)
    return txid
  }

  try {
    await rpc.call('createwallet', [WORLD_WALLET])
    minerAddress = await wallet.call<string>('getnewaddress', ['', 'bech32'])
    await mine(MATURITY_BLOCKS)
    const funded = options.funded ?? BITCOIN_FUNDED
    if (funded.length > 0) {
      // One transaction pays every account its exact amount; the block after it confirms them all.
      const amounts = Object.fromEntries(funded.map(({ address, sats }) => [address, coins(sats)]))
      await wallet.call('sendmany', ['', amounts])
      await mine(1)
    }
  } catch (err) {
    await stop()
    throw new Error(
      `litecoind (regtest): funding the dev accounts failed: ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    )
  }

  return { rpcUrl, networkId: BITCOIN_LOCAL_NETWORK_ID, rpc, fund, mine, stop }
}
