/**
 * The balance API on a bip122 network, against the local UTXO node (litecoind regtest): the answers are exact to
 * the satoshi, in AppKit's shape, and AppKit's own client (`@reown/appkit-controllers`) reads them.
 */
import { BlockchainApiController, ChainController } from '@reown/appkit-controllers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { BITCOIN_DEV_WALLETS } from '../../../dev/world/bitcoin/accounts.js'
import { type BitcoinNode, startBitcoinNode } from '../../../dev/world/bitcoin/node.js'
import {
  BITCOIN_LOCAL_NETWORK_ID,
  BITCOIN_MAINNET_NETWORK_ID,
  BITCOIN_TESTNET_NETWORK_ID,
} from '../../../shared/bitcoin-networks.js'
import { BalanceAnswer } from '../../../shared/contracts/chain-data.js'
import { pointAppKitAt } from '../../testing/appkit-client.js'
import { type TestDatabase, testDrivers } from '../../testing/databases.js'
import {
  type ApiClient,
  apiQuery,
  seedProject,
  startTestServer,
  type TestServer,
  widgetClient,
} from '../../testing/harness.js'

const PROJECT = 'bitcoin-balances-test'
/** A port nothing listens on: the mainnet entry's node is down. */
const DEAD_NODE = 'http://user:password@127.0.0.1:9'
const NETWORK = BITCOIN_LOCAL_NETWORK_ID
const DEMO = BITCOIN_DEV_WALLETS[0]!
/** A P2WPKH address of the regtest network nobody funds (the hash of 20 bytes of 0x11). */
const UNFUNDED = 'rltc1qzyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3p937dx'

let node: BitcoinNode

beforeAll(async () => {
  node = await startBitcoinNode({ rpcPort: 0 })
}, 60_000)
afterAll(async () => {
  await node?.stop()
})

function pointAppKitAtBitcoin(apiUrl: string): void {
  pointAppKitAt({ apiUrl, projectId: PROJECT, rpcUrl: 'http://127.0.0.1:9' })
  ChainController.state.activeCaipNetwork = {
    id: NETWORK.slice('bip122:'.length),
    caipNetworkId: NETWORK,
    chainNamespace: 'bip122',
    name: 'Litecoin Local',
    nativeCurrency: { name: 'Litecoin', symbol: 'LTC', decimals: 8 },
    rpcUrls: { default: { http: [] } },
  } as unknown as typeof ChainController.state.activeCaipNetwork
}

describe.each(testDrivers)('GET /v1/account/{address}/balance on bip122 ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient

  beforeAll(async () => {
    database = await driver.create()
    t = await startTestServer({
      database,
      config: {
        indexer: { enabled: false },
        rpcProxy: { nodeTimeoutMs: 2_000 },
        chainData: { prices: { kind: 'fixed', usdBySymbol: { LTC: 80 } } },
        bitcoin: {
          networks: [
            { caipNetworkId: NETWORK, rpcUrl: node.rpcUrl },
            { caipNetworkId: BITCOIN_MAINNET_NETWORK_ID, rpcUrl: DEAD_NODE },
          ],
        },
      },
    })
    await seedProject(t, PROJECT)
    widget = widgetClient(t)
  }, 60_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })

  const balancePath = (address: string, chainId: string = NETWORK, project = PROJECT) =>
    `/v1/account/${address}/balance?${apiQuery(project, { chainId, currency: 'usd' })}`

  it("behavior: AppKit's client reads the demo payment account's balance, exact and priced, native without address", async () => {
    pointAppKitAtBitcoin(t.url)
    const answer = await BlockchainApiController.getBalance(DEMO.payment.address, NETWORK, 'true')
    expect(answer.balances).toEqual([
      {
        name: 'Litecoin',
        symbol: 'LTC',
        chainId: NETWORK,
        value: 200,
        price: 80,
        quantity: { decimals: '8', numeric: '2.5' },
        iconUrl: `${t.url}/public/getTokenImage/LTC`,
      },
    ])
  })

  it('behavior: the ordinal (P2TR) account reads its own funding; an unfunded address holds nothing', async () => {
    const ordinal = await widget.get(balancePath(DEMO.ordinal.address))
    expect(ordinal.status, JSON.stringify(ordinal.body)).toBe(200)
    expect(z.parse(BalanceAnswer, ordinal.body).balances.map((b) => b.quantity.numeric)).toEqual(['0.001'])
    const empty = await widget.get(balancePath(UNFUNDED))
    expect([empty.status, empty.body]).toEqual([200, { balances: [] }])
  })

  it('behavior: outputs add up to the satoshi once confirmed', async () => {
    // A fresh address of the node's own wallet: each database driver's run starts from nothing.
    const holder = await node.rpc.wallet('world').call<string>('getnewaddress', ['', 'bech32'])
    await node.fund(holder, 10_000n)
    await node.fund(holder, 123_456_789n)
    const res = await widget.get(balancePath(holder))
    const { balances } = z.parse(BalanceAnswer, res.body)
    expect(balances.map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([
      ['LTC', '1.23466789', 1.23466789 * 80],
    ])
  })

  it('behavior: /v1/supported-chains lists the bip122 networks served, so the client asks for them', async () => {
    const res = await widget.get(`/v1/supported-chains?${apiQuery(PROJECT)}`)
    expect(res.body.http).toEqual(expect.arrayContaining([NETWORK, BITCOIN_MAINNET_NETWORK_ID]))
    expect(res.body.http).not.toContain(BITCOIN_TESTNET_NETWORK_ID)
  })

  it('error: a bip122 network without a node is a 400 naming it', async () => {
    const res = await widget.get(balancePath(DEMO.payment.address, BITCOIN_TESTNET_NETWORK_ID))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: expect.stringContaining(BITCOIN_TESTNET_NETWORK_ID), field: 'chainId' })
  })

  it('error: an address of another network is a 400 naming it; an unknown project a 403; a dead node a 502', async () => {
    const mainnetAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const wrong = await widget.get(balancePath(mainnetAddress))
    expect([wrong.status, wrong.body.field]).toEqual([400, 'address'])
    expect(wrong.body.error).toContain(mainnetAddress)
    const descriptor = await widget.get(balancePath(encodeURIComponent(`${DEMO.payment.address}),addr(x`)))
    expect([descriptor.status, descriptor.body.field]).toEqual([400, 'address'])
    const unknown = await widget.get(balancePath(DEMO.payment.address, NETWORK, 'no-such-project'))
    expect([unknown.status, unknown.body]).toEqual([403, { error: 'Invalid Project ID' }])
    const dead = await widget.get(balancePath(DEMO.payment.address, BITCOIN_MAINNET_NETWORK_ID))
    expect([dead.status, dead.body]).toEqual([502, { error: 'The chain node did not answer' }])
  })
})
