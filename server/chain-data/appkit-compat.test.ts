/**
 * AppKit's own client (`@reown/appkit-controllers`: BlockchainApiController and BalanceUtil) against this server:
 * it reads our answers exactly as it reads the Blockchain API's, so this passes only if the shapes are right.
 */
import { BlockchainApiController, ChainController, OptionsController } from '@reown/appkit-controllers'
import { BalanceUtil } from '@reown/appkit-controllers/utils'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ERC20S, DEMO_HOLDERS } from '../../dev/world/demo-assets.js'
import { type ChainDataWorld, NETWORK, PROJECT, startChainDataWorld } from './testing/chain-data-server.js'
import { pointAppKitAt } from '../testing/appkit-client.js'

/** Inside the 478x range kept for the chain-data tests. */
const ANVIL_PORT = 4783
const HOLDER = DEMO_HOLDERS[3] as Address
const [USDC, DAI] = DEMO_ERC20S

let world: ChainDataWorld

beforeAll(async () => {
  world = await startChainDataWorld(ANVIL_PORT)
  pointAppKitAt({ apiUrl: world.t.url, projectId: PROJECT, rpcUrl: world.node.rpcUrl })
}, 60_000)
afterAll(async () => {
  await world?.stop()
})

describe("AppKit's client against this server", () => {
  it('behavior: getBalance reads every balance, and BalanceUtil drops the token without decimals', async () => {
    const answer = await BlockchainApiController.getBalance(HOLDER, NETWORK, 'true')
    expect(answer.balances.map((b) => [b.symbol, b.quantity.decimals, b.quantity.numeric])).toEqual([
      ['ETH', '18', expect.stringMatching(/^\d+(\.\d+)?$/)],
      ['USDC', '6', '10000'],
      ['DAI', '18', '2500.5'],
      ['WETH', '18', '1.25'],
      ['PTS', '0', '100'],
    ])
    expect(answer.balances[1]?.address).toBe(`${NETWORK}:${USDC.address}`)
    expect(answer.balances[0]?.address).toBeUndefined()
    const shown = await BalanceUtil.getMyTokensWithBalance({
      forceUpdate: 'true',
      caipNetwork: ChainController.state.activeCaipNetwork,
      address: HOLDER,
    })
    expect(shown.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'WETH'])
    expect(shown.find((b) => b.symbol === 'WETH')?.value).toBe(3750)
  })

  it('behavior: fetchTokenPrice reads the prices it asks for', async () => {
    const answer = await BlockchainApiController.fetchTokenPrice({
      addresses: [`${NETWORK}:${USDC.address}`, `${NETWORK}:${DAI.address}`],
      caipNetworkId: NETWORK,
    })
    expect(answer.fungibles.map((f) => [f.symbol, f.price, f.iconUrl])).toEqual([
      ['USDC', 1, `${world.t.url}/public/getTokenImage/USDC`],
      ['DAI', 1, `${world.t.url}/public/getTokenImage/DAI`],
    ])
  })

  it('error: a refusal reaches the client as a failed call (a 4xx, never a 200 it would take as data)', async () => {
    OptionsController.setProjectId('no-such-project')
    try {
      await expect(BlockchainApiController.getBalance(HOLDER, NETWORK, 'true')).rejects.toThrow('HTTP status code: 403')
    } finally {
      OptionsController.setProjectId(PROJECT)
    }
  })
})
