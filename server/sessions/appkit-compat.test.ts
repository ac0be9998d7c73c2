/**
 * AppKit's own client (`@reown/appkit-controllers`' BlockchainApiController) against the
 * session calls of §7: it reads `GET /v1/sessions/{id}` and posts `{ pci, signature }` to
 * `/v1/sessions/{id}/revoke` (with no Content-Type), so this passes only if paths, bodies and
 * refusals are what it sends and expects.
 */
import { BlockchainApiController } from '@reown/appkit-controllers'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilNode } from '../../dev/world/anvil.js'
import { revokeMessage, SessionAnswer } from '../../shared/contracts/sessions.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { widgetClient, type TestServer } from '../testing/harness.js'
import { askNonce, NETWORK, PROJECT, signedMessage, signIn, startSignInServer } from './testing/sign-in-world.js'
import { pointAppKitAt } from '../testing/appkit-client.js'

/** Kept for the sign-in tests: 4890 to 4899. */
const ANVIL_PORT = 4891
const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

let node: AnvilNode
let database: TestDatabase
let t: TestServer

beforeAll(async () => {
  node = await startAnvil({ port: ANVIL_PORT, chainId: 31337 })
  const driver = testDrivers.find((candidate) => candidate.name === 'pglite')
  if (!driver) throw new Error('no PGlite test driver')
  database = await driver.create()
  t = await startSignInServer(database, node)
  pointAppKitAt({ apiUrl: t.url, projectId: PROJECT, rpcUrl: node.rpcUrl })
}, 60_000)
afterAll(async () => {
  await t?.stop()
  await database?.destroy()
  await node?.stop()
})

describe("AppKit's client against the session calls", () => {
  it('behavior: it reads a session, revokes it with pci and signature, and then gets a refusal', async () => {
    const widget = widgetClient(t)
    const created = await signIn(widget, await signedMessage(alice, await askNonce(widget), t.clock()))
    const { id } = z.parse(SessionAnswer, created.body)
    // AppKit's types name the path segment after its own service's key (an address); here it is the session id.
    const pathId = id as `eip155:${string}:${string}`
    const revokeAt = id as `0x${string}`

    const read = z.parse(SessionAnswer, await BlockchainApiController.getSmartSessions(pathId))
    expect(read).toMatchObject({ id, account: `${NETWORK}:${alice.address}` })

    const badSignature = await alice.signMessage({ message: 'something else' })
    await expect(BlockchainApiController.revokeSmartSession(revokeAt, id, badSignature)).rejects.toThrow(
      'HTTP status code: 401',
    )
    const signature = await alice.signMessage({ message: revokeMessage(id, 'shop.example') })
    expect(await BlockchainApiController.revokeSmartSession(revokeAt, id, signature)).toEqual({ success: true })
    await expect(BlockchainApiController.getSmartSessions(pathId)).rejects.toThrow('HTTP status code: 404')
  })
})
