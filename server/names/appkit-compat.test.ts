/**
 * AppKit's own client (`@reown/appkit-controllers`: BlockchainApiController and EnsController) against this
 * server's profile API: it reads our answers exactly as it reads the Blockchain API's, in its zone `reown.id`,
 * so this passes only if the shapes are right.
 */
import { BlockchainApiController, EnsController } from '@reown/appkit-controllers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers } from '../testing/databases.js'
import { account, CHAIN_ID, COIN_TYPE, type NamesWorld, PROJECT, startNamesWorld } from './testing/names-world.js'
import { pointAppKitAt } from '../testing/appkit-client.js'

/** Inside the 486x range kept for the name suites. */
const ANVIL_PORT = 4864
const [pglite] = testDrivers
const erin = account(6)

let world: NamesWorld

/** The message and signature AppKit's EnsController.registerName makes. */
async function signedRegistration(name: string) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  return {
    // What its (unexported) EnsUtil.convertEVMChainIdToCoinType makes of the chain id.
    coinType: COIN_TYPE,
    address: erin.address,
    message,
    signature: await erin.signMessage({ message }),
  }
}

beforeAll(async () => {
  if (!pglite) throw new Error('no PGlite test driver')
  world = await startNamesWorld(pglite, ANVIL_PORT)
  pointAppKitAt({ apiUrl: world.t.url, projectId: PROJECT, rpcUrl: world.node.rpcUrl, chainId: CHAIN_ID })
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

describe("AppKit's client against the profile API", () => {
  it('behavior: suggestions, registration and lookup as AppKit makes them', async () => {
    expect(await EnsController.getSuggestions('erin')).toEqual([{ name: 'erin.reown.id', registered: false }])
    expect(await EnsController.isNameRegistered('erin.reown.id')).toBe(false)

    expect(await BlockchainApiController.registerEnsName(await signedRegistration('erin.reown.id'))).toEqual({
      success: true,
    })

    expect(await EnsController.isNameRegistered('erin.reown.id')).toBe(true)
    const resolved = await EnsController.resolveName('erin.reown.id')
    expect(resolved).toMatchObject({ name: 'erin.reown.id', addresses: { '60': { address: erin.address } } })
    const suggestions = await EnsController.getSuggestions('erin')
    expect(suggestions[0]).toEqual({ name: 'erin.reown.id', registered: true })
    expect(suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
    const reverse = await BlockchainApiController.reverseLookupEnsName({ address: erin.address })
    expect(reverse.map((entry) => entry.name)).toEqual(['erin.wallet.test'])
  })

  it('error: a refused registration reaches the client as a failed call (a 4xx, never a 200 it would take as data)', async () => {
    await expect(BlockchainApiController.registerEnsName(await signedRegistration('erin.reown.id'))).rejects.toThrow(
      'HTTP status code: 409',
    )
    const stale = await signedRegistration('erin2.reown.id')
    stale.message = JSON.stringify({ name: 'erin2.reown.id', attributes: {}, timestamp: 1 })
    stale.signature = await erin.signMessage({ message: stale.message })
    await expect(BlockchainApiController.registerEnsName(stale)).rejects.toThrow('HTTP status code: 400')
    await expect(EnsController.resolveName('nobody.reown.id')).rejects.toThrow('Error resolving name')
  })
})
