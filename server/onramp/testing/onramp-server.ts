/** For the onramp tests: an anvil node with the demo assets and a funded treasury, and a server selling from it. */
import { type Address, createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { startAnvil, type AnvilNode } from '../../../dev/world/anvil.js'
import { demoChainData, deployDemoAssets } from '../../../dev/world/demo-assets.js'
import { demoOnrampSettings, fundOnrampTreasury } from '../../../dev/world/onramp-treasury.js'
import type { ServerConfigInput } from '../../config.js'
import type { TestDatabase, TestDriver } from '../../testing/databases.js'
import {
  type ApiClient,
  type ApiResponse,
  seedProject,
  startTestServer,
  type TestServer,
} from '../../testing/harness.js'

export const CHAIN_ID = 31337
export const NETWORK = `eip155:${CHAIN_ID}`
export const PROJECT = 'onramp-test'
/** Enough for every suite's orders within a minute; the limit's own test runs past it. */
export const ORDERS_PER_MINUTE = 60

export interface OnrampWorld {
  node: AnvilNode
  chain: PublicClient
  database: TestDatabase
  t: TestServer
  /** The server's configuration, to start a second instance on the same database. */
  config: ServerConfigInput
  /** Native balance, or an ERC-20's when `token` is given, on the node. */
  balanceOf(address: Address, token?: Address): Promise<bigint>
  stop(): Promise<void>
}

/** Starts anvil on `port` (demo assets, funded treasury) and a server on `driver`'s database, with the project PROJECT. */
export async function startOnrampWorld(
  port: number,
  driver: TestDriver,
  extra: ServerConfigInput = {},
): Promise<OnrampWorld> {
  const node = await startAnvil({ port, chainId: CHAIN_ID })
  let database: TestDatabase | undefined
  try {
    await deployDemoAssets(node.rpcUrl, CHAIN_ID)
    await fundOnrampTreasury(node.rpcUrl, CHAIN_ID)
    database = await driver.create()
    const config: ServerConfigInput = {
      chains: [{ caipNetworkId: NETWORK, rpcUrl: node.rpcUrl }],
      chainData: demoChainData([CHAIN_ID]),
      onramp: { ...demoOnrampSettings([CHAIN_ID]), receiptTimeoutMs: 5_000, ordersPerMinute: ORDERS_PER_MINUTE },
      indexer: { pollIntervalMs: 20 },
      ...extra,
    }
    const t = await startTestServer({ database, config })
    await seedProject(t, PROJECT)
    const chain = createPublicClient({ transport: http(node.rpcUrl) })
    const db = database
    return {
      node,
      chain,
      database,
      t,
      config,
      balanceOf: (address, token) =>
        token
          ? chain.readContract({ abi: erc20Abi, address: token, functionName: 'balanceOf', args: [address] })
          : chain.getBalance({ address }),
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

/** The form token a checkout page carries, or undefined when the page has no form. */
export function formTokenOf(html: string): string | undefined {
  return /name="form_token" value="([^"]+)"/.exec(html)?.[1]
}

/** The test card that passes, with an expiry years ahead. */
export const GOOD_CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_cvc: '123' } as const

/** Posts the checkout form of `orderId` as the page would (same origin, urlencoded). */
export function submitCheckout(
  client: ApiClient,
  orderId: string,
  fields: Record<string, string>,
): Promise<ApiResponse<string>> {
  return client.request('POST', `/onramp/checkout/${orderId}`, undefined, {
    raw: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  })
}
