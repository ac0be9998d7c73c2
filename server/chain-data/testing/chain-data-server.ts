/** For the chain-data tests: an anvil node with the demo assets, and a test server whose balance API reads it. */
import { type Address, createWalletClient, erc20Abi, http, type TransactionReceipt } from 'viem'
import { sendTransaction, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { anvil as anvilChain } from 'viem/chains'
import { startAnvil, type AnvilNode } from '../../../dev/world/anvil.js'
import { demoChainData, deployDemoAssets } from '../../../dev/world/demo-assets.js'
import { testDrivers, type TestDatabase } from '../../testing/databases.js'
import { seedProject, startTestServer, type TestServer } from '../../testing/harness.js'

export const CHAIN_ID = 31337
export const NETWORK = `eip155:${CHAIN_ID}`
export const PROJECT = 'chain-data-test'

export interface ChainDataWorld {
  node: AnvilNode
  t: TestServer
  /** Sends from one of anvil's unlocked dev accounts and waits for the receipt. */
  sendNative(from: Address, to: Address, value: bigint): Promise<TransactionReceipt>
  sendErc20(from: Address, token: Address, to: Address, amount: bigint): Promise<TransactionReceipt>
  stop(): Promise<void>
}

/**
 * Starts anvil on `anvilPort` with the demo assets, and a server (PGlite) serving that chain plus, when given, a
 * chain whose node is down (`deadChain`), with the project PROJECT.
 */
export async function startChainDataWorld(
  anvilPort: number,
  deadChain?: { chainId: number; port: number },
): Promise<ChainDataWorld> {
  const node = await startAnvil({ port: anvilPort, chainId: CHAIN_ID })
  let database: TestDatabase | undefined
  try {
    await deployDemoAssets(node.rpcUrl, CHAIN_ID)
    const driver = testDrivers.find((candidate) => candidate.name === 'pglite')
    if (!driver) throw new Error('no PGlite test driver')
    database = await driver.create()
    const chains = [{ caipNetworkId: NETWORK, rpcUrl: node.rpcUrl }]
    if (deadChain)
      chains.push({ caipNetworkId: `eip155:${deadChain.chainId}`, rpcUrl: `http://127.0.0.1:${deadChain.port}` })
    const t = await startTestServer({
      database,
      config: {
        chains,
        chainData: demoChainData([CHAIN_ID, ...(deadChain ? [deadChain.chainId] : [])]),
        indexer: { enabled: false },
        rpcProxy: { nodeTimeoutMs: 2_000 },
      },
    })
    await seedProject(t, PROJECT)
    const walletOf = (address: Address) =>
      createWalletClient({
        account: { address, type: 'json-rpc' },
        chain: { ...anvilChain, id: CHAIN_ID },
        transport: http(node.rpcUrl),
      })
    const mined = (from: Address, hash: `0x${string}`) =>
      waitForTransactionReceipt(walletOf(from), { hash, pollingInterval: 20 })
    const db = database
    return {
      node,
      t,
      sendNative: async (from, to, value) => mined(from, await sendTransaction(walletOf(from), { to, value })),
      sendErc20: async (from, token, to, amount) =>
        mined(
          from,
          await writeContract(walletOf(from), {
            abi: erc20Abi,
            address: token,
            functionName: 'transfer',
            args: [to, amount],
          }),
        ),
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
