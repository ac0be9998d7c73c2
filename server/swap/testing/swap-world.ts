/** For the swap tests: an anvil node with the demo assets and the world's Uniswap V2, and a test server swapping on it. */
import { type Address, createPublicClient, createWalletClient, type Hex, http, type TransactionReceipt } from 'viem'
import { sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { anvil as anvilChain } from 'viem/chains'
import { startAnvil, type AnvilNode } from '../../../dev/world/anvil.js'
import { demoChainData, deployDemoAssets } from '../../../dev/world/demo-assets.js'
import { deployUniswapV2, localSwapSettings } from '../../../dev/world/uniswap.js'
import { testDrivers, type TestDatabase } from '../../testing/databases.js'
import { seedProject, startTestServer, type TestServer } from '../../testing/harness.js'

export const CHAIN_ID = 31337
export const NETWORK = `eip155:${CHAIN_ID}`
export const PROJECT = 'swap-test'

export interface SwapWorld {
  node: AnvilNode
  t: TestServer
  client: ReturnType<typeof createPublicClient>
  /** Sends from one of anvil's unlocked dev accounts (gas estimated unless given) and waits for the receipt, reverted or not. */
  send(from: Address, tx: { to: Address; data?: Hex; value?: bigint; gas?: bigint }): Promise<TransactionReceipt>
  stop(): Promise<void>
}

/**
 * Starts anvil on `anvilPort` with the demo assets and Uniswap V2, and a server (PGlite) with the project PROJECT
 * that swaps on it; `deadChain` is configured with a node that is down and no swap provider.
 */
export async function startSwapWorld(
  anvilPort: number,
  deadChain: { chainId: number; port: number },
): Promise<SwapWorld> {
  const node = await startAnvil({ port: anvilPort, chainId: CHAIN_ID })
  let database: TestDatabase | undefined
  try {
    await deployDemoAssets(node.rpcUrl, CHAIN_ID)
    await deployUniswapV2(node.rpcUrl, CHAIN_ID)
    const driver = testDrivers.find((candidate) => candidate.name === 'pglite')
    if (!driver) throw new Error('no PGlite test driver')
    database = await driver.create()
    const t = await startTestServer({
      database,
      config: {
        chains: [
          { caipNetworkId: NETWORK, rpcUrl: node.rpcUrl },
          { caipNetworkId: `eip155:${deadChain.chainId}`, rpcUrl: `http://127.0.0.1:${deadChain.port}` },
        ],
        chainData: demoChainData([CHAIN_ID]),
        swap: localSwapSettings([CHAIN_ID]),
        indexer: { enabled: false },
        rpcProxy: { nodeTimeoutMs: 2_000 },
      },
    })
    await seedProject(t, PROJECT)
    const chain = { ...anvilChain, id: CHAIN_ID }
    const client = createPublicClient({ chain, transport: http(node.rpcUrl) })
    const db = database
    return {
      node,
      t,
      client,
      async send(from, tx) {
        const wallet = createWalletClient({
          account: { address: from, type: 'json-rpc' },
          chain,
          transport: http(node.rpcUrl),
        })
        // The node's own estimate with a wallet's margin: an exact estimate can fall short when the
        // router forwards ether and the 63/64 rule bites.
        const gas = tx.gas ?? ((await client.estimateGas({ account: from, ...tx })) * 13n) / 10n
        const hash = await sendTransaction(wallet, { ...tx, gas })
        return waitForTransactionReceipt(wallet, { hash, pollingInterval: 20 })
      },
      async stop() {
        await t.stop()
        await db.destroy()
        await node.stop()
      },
    }
  } catch (err) {
    await database?.destroy()
    await node.stop()
    throw err
  }
}
