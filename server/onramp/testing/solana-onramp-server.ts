/** For the Solana onramp tests: the onramp world (onramp-server.ts) beside a local Solana node with a funded treasury. */
import { type Address, createSolanaRpc } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { demoOnrampSettings } from '../../../dev/world/onramp-treasury.js'
import { demoSolanaOnrampSettings, fundSolanaOnrampTreasury } from '../../../dev/world/onramp-solana-treasury.js'
import { type SolanaNode, startSolanaNode } from '../../../dev/world/solana/node.js'
import { DUSD } from '../../../dev/world/solana/accounts.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import type { ServerConfigInput } from '../../config.js'
import type { TestDriver } from '../../testing/databases.js'
import { CHAIN_ID, ORDERS_PER_MINUTE, type OnrampWorld, startOnrampWorld } from './onramp-server.js'

export const SOLANA_NETWORK = SOLANA_LOCAL_NETWORK_ID

export interface SolanaOnrampWorld extends OnrampWorld {
  solana: SolanaNode
  /** Lamports of `address` on the Solana node. */
  lamportsOf(address: string): Promise<bigint>
  /** DUSD (smallest unit) in the associated token account of `owner`; 0 when it has none. */
  dusdOf(owner: string): Promise<bigint>
}

/** The Solana node's clock runs this far ahead of the real one (tests move it to expire blockhashes). */
export interface NodeClock {
  aheadMs: number
}

export async function startSolanaOnrampWorld(
  anvilPort: number,
  driver: TestDriver,
  extra: ServerConfigInput = {},
  nodeClock: NodeClock = { aheadMs: 0 },
): Promise<SolanaOnrampWorld> {
  const solana = await startSolanaNode({ port: 0, now: () => Date.now() + nodeClock.aheadMs })
  let world: OnrampWorld
  try {
    await fundSolanaOnrampTreasury(solana.rpcUrl)
    world = await startOnrampWorld(anvilPort, driver, {
      solana: {
        networks: [
          {
            caipNetworkId: SOLANA_NETWORK,
            rpcUrl: solana.rpcUrl,
            tokens: [{ mint: DUSD.mint, symbol: 'DUSD', name: DUSD.name }],
          },
        ],
      },
      onramp: {
        ...demoOnrampSettings([CHAIN_ID]),
        solana: demoSolanaOnrampSettings(),
        receiptTimeoutMs: 5_000,
        ordersPerMinute: ORDERS_PER_MINUTE,
      },
      ...extra,
    })
  } catch (err) {
    await solana.stop()
    throw err
  }
  const rpc = createSolanaRpc(solana.rpcUrl)
  return {
    ...world,
    solana,
    lamportsOf: async (address) =>
      BigInt((await rpc.getBalance(address as Address, { commitment: 'confirmed' }).send()).value),
    async dusdOf(owner) {
      const [ata] = await findAssociatedTokenPda({
        owner: owner as Address,
        mint: DUSD.mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64', commitment: 'confirmed' }).send()
      if (!value) return 0n
      return BigInt((await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()).value.amount)
    },
    async stop() {
      await world.stop()
      await solana.stop()
    },
  }
}
