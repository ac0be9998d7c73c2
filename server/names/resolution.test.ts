import { decodeErrorResult, encodeFunctionData, type Hex, namehash, parseAbi, toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ENS_NAMES, ENS_ADDRESSES } from '../../dev/world/ens.js'
import { seedProject } from '../testing/harness.js'
import { testDrivers } from '../testing/databases.js'
import { account, type NamesWorld, PROJECT, startNamesWorld } from './testing/names-world.js'

/** Inside the 486x range kept for the name suites: one chain per database driver. */
const ANVIL_PORTS = { pglite: 4862, postgres: 4863 }
const OFFCHAIN_RESOLVER_ABI = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../dev/contracts/artifacts/OffchainNameResolver.json', import.meta.url)),
    'utf8',
  ),
).abi
const ADDR_ABI = parseAbi(['function addr(bytes32 node) view returns (address)'])
const dave = account(4)

describe.each(testDrivers)('ENS resolution through the local node ($name)', (driver) => {
  let world: NamesWorld
  /** What the gateway answers the offchain resolver for `addr(name)`. */
  const gatewayAnswer = async (name: string) => {
    const request = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      args: [toHex(packetToBytes(name)), encodeFunctionData({ abi: ADDR_ABI, args: [namehash(name)] })],
    })
    const answer = await world.t
      .browser()
      .post('/v1/profile/gateway', { sender: ENS_ADDRESSES.offchainResolver, data: request })
    expect(answer.status).toBe(200)
    return { request, response: answer.body.data as Hex }
  }
  /** The resolver's own check of a gateway answer: its result, or the name of the error it reverts with. */
  const checkOnChain = async (response: Hex, request: Hex) => {
    try {
      return await world.client.readContract({
        address: ENS_ADDRESSES.offchainResolver,
        abi: OFFCHAIN_RESOLVER_ABI,
        functionName: 'resolveWithProof',
        args: [response, request],
      })
    } catch (err) {
      const data = (err as { walk(fn: (e: unknown) => boolean): { data?: Hex } | null }).walk(
        (e) => typeof (e as { data?: unknown }).data === 'string',
      )?.data
      return data ? decodeErrorResult({ abi: OFFCHAIN_RESOLVER_ABI, data }).errorName : 'no revert data'
    }
  }

  beforeAll(async () => {
    world = await startNamesWorld(driver, ANVIL_PORTS[driver.name])
  }, 120_000)
  afterAll(async () => {
    await world?.stop()
  })
  beforeEach(async () => {
    await world.t.reset()
    await seedProject(world.t, PROJECT)
  })

  it('behavior: a name registered through the API resolves with viem (CCIP-read), in the parent and the alias zone', async () => {
    expect(await world.client.getEnsAddress({ name: 'dave-4.wallet.test' })).toBeNull()
    expect((await world.register(dave, 'dave-4.reown.id')).status).toBe(200)
    expect(await world.client.getEnsAddress({ name: 'dave-4.wallet.test' })).toBe(dave.address)
    expect(await world.client.getEnsAddress({ name: 'dave-4.reown.id' })).toBe(dave.address)
    expect(await world.client.getEnsAddress({ name: 'dave-4.wallet.test', coinType: 0x8000_7a69n })).toBe(
      dave.address.toLowerCase(),
    )
    expect(await world.client.getEnsAddress({ name: 'other.wallet.test' })).toBeNull()
  })

  it('behavior: the registered name is the primary name of its address (reverse, checked forward)', async () => {
    expect(await world.client.getEnsName({ address: dave.address })).toBeNull()
    expect((await world.register(dave, 'dave-4.reown.id')).status).toBe(200)
    expect(await world.client.getEnsName({ address: dave.address })).toBe('dave-4.wallet.test')
  })

  it('behavior: the demo .eth names resolve both ways, with their avatars', async () => {
    for (const { name, address, avatar } of DEMO_ENS_NAMES) {
      expect(await world.client.getEnsAddress({ name })).toBe(address)
      expect(await world.client.getEnsName({ address })).toBe(name)
      expect(await world.client.getEnsText({ name, key: 'avatar' })).toBe(avatar)
      expect(await world.client.getEnsAvatar({ name })).toBe(avatar)
    }
    expect(await world.client.getEnsAddress({ name: 'nobody.eth' })).toBeNull()
  })

  it('error: the resolver refuses a gateway answer that was altered, or whose time is up', async () => {
    expect((await world.register(dave, 'dave-4.reown.id')).status).toBe(200)
    const { request, response } = await gatewayAnswer('dave-4.wallet.test')
    expect(await checkOnChain(response, request)).toBe(`0x${'0'.repeat(24)}${dave.address.slice(2).toLowerCase()}`)
    // The address in the answer replaced by another one: the signature no longer matches.
    const forged = response.replace(
      dave.address.slice(2).toLowerCase(),
      account(5).address.slice(2).toLowerCase(),
    ) as Hex
    expect(forged).not.toBe(response)
    expect(await checkOnChain(forged, request)).toBe('UnknownSigner')
    // An answer signed an hour ago has expired (answers are good for 5 minutes).
    world.t.clock.advance(-3_600_000)
    const old = await gatewayAnswer('dave-4.wallet.test')
    world.t.clock.advance(3_600_000)
    expect(await checkOnChain(old.response, old.request)).toBe('ExpiredResponse')
  })

  it('error: the gateway refuses names outside its zones and calls that are not resolve(name, data)', async () => {
    const post = (body: unknown) => world.t.browser().post('/v1/profile/gateway', body)
    const outside = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      args: [toHex(packetToBytes('alice.eth')), encodeFunctionData({ abi: ADDR_ABI, args: [namehash('alice.eth')] })],
    })
    expect((await post({ sender: ENS_ADDRESSES.offchainResolver, data: outside })).status).toBe(404)
    expect((await post({ sender: ENS_ADDRESSES.offchainResolver, data: '0x1234' })).status).toBe(400)
    const wrongNode = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      args: [
        toHex(packetToBytes('x.wallet.test')),
        encodeFunctionData({ abi: ADDR_ABI, args: [namehash('y.wallet.test')] }),
      ],
    })
    expect((await post({ sender: ENS_ADDRESSES.offchainResolver, data: wrongNode })).status).toBe(400)
  })
})
