import { BlockchainApiController, EnsController } from '@reown/appkit-controllers'
import { createWalletClient, encodeFunctionData, http, namehash, parseAbi } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { anvil } from 'viem/chains'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ENS_NAMES, type DemoEnsName, ENS_ADDRESSES, ENS_DEPLOYER } from '../../dev/world/ens.js'
import { NameRefusalBody } from '../../shared/contracts/profile.js'
import { pointAppKitAt } from '../testing/appkit-client.js'
import { testDrivers } from '../testing/databases.js'
import { seedProject } from '../testing/harness.js'
import { ENS_CACHE_MS } from './ens-lookup.js'
import { parseEnsUniversalResolvers } from './ens-settings.js'
import { account, CHAIN_ID, type NamesWorld, PROJECT, startNamesWorld } from './testing/names-world.js'

/** Inside the 486x range kept for the name suites: one chain per database driver. */
const ANVIL_PORTS = { pglite: 4868, postgres: 4869 }
const QUERY = `projectId=${PROJECT}&st=appkit&sv=html-wagmi-1.8.24`
const demoName = (name: string) => {
  const entry = DEMO_ENS_NAMES.find((candidate) => candidate.name === name)
  if (!entry) throw new Error(`${name} is not a demo ENS name`)
  return entry
}
const [alice, bob, carol] = ['alice.eth', 'bob.eth', 'carol.eth'].map(demoName) as [
  DemoEnsName,
  DemoEnsName,
  DemoEnsName,
]
const NEW_AVATAR = 'https://avatars.example/alice.png'

describe.each(testDrivers)('ENS names through the server ($name)', (driver) => {
  let world: NamesWorld
  const get = (path: string) => world.t.browser().get(path)

  /** Sets alice.eth's avatar record as its owner (the ENS deployer) would. */
  const setAliceAvatar = async (avatar: string) => {
    const owner = createWalletClient({
      account: { address: ENS_DEPLOYER, type: 'json-rpc' },
      chain: { ...anvil, id: CHAIN_ID },
      transport: http(world.node.rpcUrl),
    })
    await owner.request({ method: 'anvil_impersonateAccount' as never, params: [ENS_DEPLOYER] as never })
    const hash = await owner.sendTransaction({
      to: ENS_ADDRESSES.publicResolver,
      data: encodeFunctionData({
        abi: parseAbi(['function setText(bytes32 node, string key, string value)']),
        args: [namehash('alice.eth'), 'avatar', avatar],
      }),
    })
    expect((await waitForTransactionReceipt(owner, { hash, pollingInterval: 20 })).status).toBe('success')
  }

  beforeAll(async () => {
    world = await startNamesWorld(driver, ANVIL_PORTS[driver.name], { ensReads: true })
  }, 120_000)
  afterAll(async () => {
    await world?.stop()
  })
  beforeEach(async () => {
    await world.t.reset()
    await seedProject(world.t, PROJECT)
  })

  it('behavior: a .eth name resolves through ENS to its address and avatar, in the profile shape', async () => {
    expect(alice.address).toBe(account(1).address)
    const answer = await get(`/v1/profile/account/Alice.eth?${QUERY}&apiVersion=2`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60')
    expect(answer.body).toEqual({
      name: 'alice.eth',
      registered_at: world.t.clock().toISOString(),
      updated_at: world.t.clock().toISOString(),
      addresses: { '60': { address: alice.address, created: world.t.clock().toISOString() } },
      attributes: [{ avatar: alice.avatar }],
    })
  })

  it('error: an unknown .eth name is 404 NAME_NOT_FOUND, an invalid one 400, the own zones keep their answers', async () => {
    const unknown = await get(`/v1/profile/account/nobody-here.eth?${QUERY}`)
    expect(unknown.status).toBe(404)
    expect(NameRefusalBody.parse(unknown.body).code).toBe('NAME_NOT_FOUND')
    const invalid = await get(`/v1/profile/account/bad..eth?${QUERY}`)
    expect(invalid.status).toBe(400)
    expect(NameRefusalBody.parse(invalid.body).code).toBe('INVALID_NAME')
    const own = await get(`/v1/profile/account/nobody.wallet.test?${QUERY}`)
    expect(own.status).toBe(404)
    expect(NameRefusalBody.parse(own.body).error).toBe('nobody.wallet.test is not registered')
  })

  it('behavior: identity and reverse of an address without an account name give its ENS name and avatar', async () => {
    const identity = await get(`/v1/identity/${alice.address}?${QUERY}`)
    expect(identity.status).toBe(200)
    expect(identity.body).toEqual({ name: 'alice.eth', avatar: alice.avatar })
    const reverse = await get(`/v1/profile/reverse/${bob.address}?${QUERY}&sender=${bob.address}`)
    expect(reverse.body.map((entry: { name: string }) => entry.name)).toEqual(['bob.eth'])
    expect(reverse.body[0].attributes).toEqual([{ avatar: bob.avatar }])
    const nameless = account(5).address
    expect((await get(`/v1/identity/${nameless}?${QUERY}`)).body).toEqual({ name: null, avatar: null })
    expect((await get(`/v1/profile/reverse/${nameless}?${QUERY}`)).body).toEqual([])
  })

  it('behavior: a registered wallet.test name wins over the ENS name of its address', async () => {
    expect((await get(`/v1/identity/${alice.address}?${QUERY}`)).body.name).toBe('alice.eth')
    expect((await world.register(account(1), 'alice-one.reown.id')).status).toBe(200)
    expect((await get(`/v1/identity/${alice.address}?${QUERY}`)).body).toEqual({
      name: 'alice-one.wallet.test',
      avatar: null,
    })
    const reverse = await get(`/v1/profile/reverse/${alice.address}?${QUERY}`)
    expect(reverse.body.map((entry: { name: string }) => entry.name)).toEqual(['alice-one.wallet.test'])
    // The .eth name itself still resolves.
    expect((await get(`/v1/profile/account/alice.eth?${QUERY}`)).body.addresses['60'].address).toBe(alice.address)
  })

  it('behavior: an ENS answer is reused for a minute, then read again', async () => {
    world.t.clock.advance(ENS_CACHE_MS + 1)
    expect((await get(`/v1/profile/account/alice.eth?${QUERY}`)).body.attributes).toEqual([{ avatar: alice.avatar }])
    await setAliceAvatar(NEW_AVATAR)
    world.t.clock.advance(ENS_CACHE_MS - 1_000)
    expect((await get(`/v1/profile/account/alice.eth?${QUERY}`)).body.attributes).toEqual([{ avatar: alice.avatar }])
    world.t.clock.advance(1_001)
    expect((await get(`/v1/profile/account/alice.eth?${QUERY}`)).body.attributes).toEqual([{ avatar: NEW_AVATAR }])
    // Only https and image data URIs are passed on: the server follows no other kind of avatar.
    await setAliceAvatar('eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1')
    world.t.clock.advance(ENS_CACHE_MS + 1)
    expect((await get(`/v1/profile/account/alice.eth?${QUERY}`)).body.attributes).toEqual([])
    await setAliceAvatar(alice.avatar)
    world.t.clock.advance(ENS_CACHE_MS + 1)
  })

  it("behavior: AppKit's client resolves a .eth name and reads an address's ENS name", async () => {
    pointAppKitAt({ apiUrl: world.t.url, projectId: PROJECT, rpcUrl: world.node.rpcUrl, chainId: CHAIN_ID })
    expect(await EnsController.resolveName('bob.eth')).toMatchObject({
      name: 'bob.eth',
      addresses: { '60': { address: bob.address } },
      attributes: [{ avatar: bob.avatar }],
    })
    const reverse = await BlockchainApiController.reverseLookupEnsName({ address: alice.address })
    expect(reverse.map((entry) => entry.name)).toEqual(['alice.eth'])
    await expect(EnsController.resolveName('nobody-here.eth')).rejects.toThrow('Error resolving name')
  })

  // Last: the node stays down.
  it('error: with the node down, identity and reverse answer without ENS, and a .eth lookup is 502', async () => {
    await world.node.stop()
    const identity = await get(`/v1/identity/${carol.address}?${QUERY}`)
    expect(identity.status).toBe(200)
    expect(identity.body).toEqual({ name: null, avatar: null })
    const reverse = await get(`/v1/profile/reverse/${carol.address}?${QUERY}`)
    expect(reverse.status).toBe(200)
    expect(reverse.body).toEqual([])
    const lookup = await get(`/v1/profile/account/carol.eth?${QUERY}`)
    expect(lookup.status).toBe(502)
    expect(lookup.body).toMatchObject({ code: 'ENS_UNAVAILABLE' })
  })
})

describe('the ENS setting', () => {
  const fail = (message: string) => new Error(message)

  it('behavior: ENS_UNIVERSAL_RESOLVERS names a resolver per chain, checksummed; none by default', () => {
    const env = {
      ENS_UNIVERSAL_RESOLVERS: ` eip155:31337=${ENS_ADDRESSES.universalResolver.toLowerCase()},eip155:1=0xce01f8eee7E479C928F8919abD53E553a36CeF67`,
    }
    expect(parseEnsUniversalResolvers(undefined, env, fail)).toEqual([
      { caipNetworkId: 'eip155:31337', address: ENS_ADDRESSES.universalResolver },
      { caipNetworkId: 'eip155:1', address: '0xce01f8eee7E479C928F8919abD53E553a36CeF67' },
    ])
    expect(parseEnsUniversalResolvers(undefined, {}, fail)).toEqual([])
  })

  it('error: a bad entry is refused with what was wrong', () => {
    const parse = (value: string) => () =>
      parseEnsUniversalResolvers(undefined, { ENS_UNIVERSAL_RESOLVERS: value }, fail)
    expect(parse('eip155:1')).toThrow('entries are network=address, got "eip155:1"')
    expect(parse('solana:1=0xce01f8eee7E479C928F8919abD53E553a36CeF67')).toThrow('is not an eip155 network id')
    expect(parse('eip155:1=0x1234')).toThrow('the resolver of eip155:1 must be an address, got "0x1234"')
    const twice = `eip155:1=${ENS_ADDRESSES.registry},eip155:1=${ENS_ADDRESSES.registry}`
    expect(parse(twice)).toThrow('lists eip155:1 twice')
  })
})
