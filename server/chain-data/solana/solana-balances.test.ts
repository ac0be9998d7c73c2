/**
 * The balance API on a Solana network, against the local Solana node: the answers are exact, in AppKit's shape,
 * and AppKit's own client (`@reown/appkit-controllers`) reads them.
 */
import { BlockchainApiController, ChainController } from '@reown/appkit-controllers'
import { BalanceUtil } from '@reown/appkit-controllers/utils'
import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  signTransaction,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { DUSD, SOLANA_DEV_ACCOUNTS, seedBytes } from '../../../dev/world/solana/accounts.js'
import { type SolanaNode, startSolanaNode } from '../../../dev/world/solana/node.js'
import { BalanceAnswer } from '../../../shared/contracts/chain-data.js'
import {
  SOLANA_DEVNET_NETWORK_ID,
  SOLANA_LOCAL_NETWORK_ID,
  SOLANA_MAINNET_NETWORK_ID,
} from '../../../shared/solana-networks.js'
import { prepareSolTransfer, prepareSplTransfer } from '../../../shared/solana/transfer.js'
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

const PROJECT = 'solana-balances-test'
/** A port nothing listens on: the mainnet entry's node is down. */
const DEAD_NODE = 'http://127.0.0.1:9'
const HOLDER = SOLANA_DEV_ACCOUNTS[4]!.address
const NETWORK = SOLANA_LOCAL_NETWORK_ID

let node: SolanaNode
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  node = await startSolanaNode({ port: 0 })
  rpc = createSolanaRpc(node.rpcUrl)
})
afterAll(async () => {
  await node?.stop()
})

/** Sends from dev account 0 with the widget's transfer code, signed with its key. */
async function send(prepared: Awaited<ReturnType<typeof prepareSolTransfer>>): Promise<void> {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seedBytes(SOLANA_DEV_ACCOUNTS[0]!))
  const signed = await signTransaction([signer.keyPair], prepared.transaction)
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}

function pointAppKitAtSolana(apiUrl: string): void {
  pointAppKitAt({ apiUrl, projectId: PROJECT, rpcUrl: node.rpcUrl })
  ChainController.state.activeCaipNetwork = {
    id: NETWORK.slice('solana:'.length),
    caipNetworkId: NETWORK,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  } as typeof ChainController.state.activeCaipNetwork
}

describe.each(testDrivers)('GET /v1/account/{address}/balance on Solana ($name)', (driver) => {
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
        chainData: { prices: { kind: 'fixed', usdBySymbol: { SOL: 150, DUSD: 1 } } },
        solana: {
          networks: [
            {
              caipNetworkId: NETWORK,
              rpcUrl: node.rpcUrl,
              tokens: [{ mint: DUSD.mint, symbol: 'DUSD', name: 'Demo USD' }],
            },
            { caipNetworkId: SOLANA_MAINNET_NETWORK_ID, rpcUrl: DEAD_NODE, tokens: [] },
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

  const balancePath = (address: string, chainId = NETWORK, project = PROJECT) =>
    `/v1/account/${address}/balance?${apiQuery(project, { chainId, currency: 'usd' })}`

  it("behavior: AppKit's client reads SOL and DUSD, exact, priced, the token with its CAIP-10 mint", async () => {
    pointAppKitAtSolana(t.url)
    const answer = await BlockchainApiController.getBalance(HOLDER, NETWORK, 'true')
    expect(answer.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: NETWORK,
        value: 15_000,
        price: 150,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: `${t.url}/public/getTokenImage/SOL`,
      },
      {
        name: 'Demo USD',
        symbol: 'DUSD',
        chainId: NETWORK,
        address: `${NETWORK}:${DUSD.mint}`,
        value: 1000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: `${t.url}/public/getTokenImage/DUSD`,
      },
    ])
    const shown = await BalanceUtil.getMyTokensWithBalance({
      forceUpdate: 'true',
      caipNetwork: ChainController.state.activeCaipNetwork,
      address: HOLDER,
    })
    expect(shown.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['SOL', '100'],
      ['DUSD', '1000'],
    ])
  })

  it('behavior: amounts are exact to the lamport and to 0.000001 DUSD; zero balances are left out', async () => {
    const fresh: Address = (await generateKeyPairSigner()).address
    const empty = await widget.get(balancePath(fresh))
    expect([empty.status, empty.body]).toEqual([200, { balances: [] }])
    const from = SOLANA_DEV_ACCOUNTS[0]!.address
    await send(await prepareSplTransfer(rpc, { from, to: fresh, mint: DUSD.mint, amount: 1n, decimals: 6 }))
    // A new account must hold its rent (0.00089088 SOL): 1 SOL and 1 lamport.
    await send(await prepareSolTransfer(rpc, { from, to: fresh, lamports: 1_000_000_001n }))
    const res = await widget.get(balancePath(fresh))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { balances } = z.parse(BalanceAnswer, res.body)
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([
      ['SOL', '1.000000001', 1.000000001 * 150],
      ['DUSD', '0.000001', 0.000001],
    ])
  })

  it('behavior: the iconUrl of SOL and of DUSD is served, as a script-free SVG', async () => {
    for (const symbol of ['SOL', 'DUSD']) {
      const res = await fetch(`${t.url}/public/getTokenImage/${symbol}`)
      expect([res.status, res.headers.get('content-type')], symbol).toEqual([200, 'image/svg+xml'])
      expect(await res.text(), symbol).not.toMatch(/<script|\son\w+\s*=|href=/i)
    }
  })

  it('behavior: /v1/supported-chains lists the Solana networks served, so the client asks for them', async () => {
    const res = await widget.get(`/v1/supported-chains?${apiQuery(PROJECT)}`)
    expect(res.body.http).toEqual(expect.arrayContaining([NETWORK, SOLANA_MAINNET_NETWORK_ID]))
    expect(res.body.http).not.toContain(SOLANA_DEVNET_NETWORK_ID)
  })

  it('error: a Solana network without a node is a 400 naming it, as on EVM', async () => {
    const res = await widget.get(balancePath(HOLDER, SOLANA_DEVNET_NETWORK_ID))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: expect.stringContaining(SOLANA_DEVNET_NETWORK_ID), field: 'chainId' })
  })

  it('error: an address that is not base58 is a 400 naming it; an unknown project a 403; a dead node a 502', async () => {
    const badAddress = await widget.get(balancePath('0x8ba1f109551bD432803012645Ac136ddd64DBA72'))
    expect([badAddress.status, badAddress.body.field]).toEqual([400, 'address'])
    expect(badAddress.body.error).toContain('0x8ba1f109551bD432803012645Ac136ddd64DBA72')
    const unknown = await widget.get(balancePath(HOLDER, NETWORK, 'no-such-project'))
    expect([unknown.status, unknown.body]).toEqual([403, { error: 'Invalid Project ID' }])
    const dead = await widget.get(balancePath(HOLDER, SOLANA_MAINNET_NETWORK_ID))
    expect([dead.status, dead.body]).toEqual([502, { error: 'The chain node did not answer' }])
  })
})
