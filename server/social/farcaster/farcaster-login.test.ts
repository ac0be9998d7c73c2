/**
 * Sign In With Farcaster over HTTP, end to end: the server opens a channel on the local relay,
 * the phone page signs with a demo custody key, and connect verifies the message against the ID
 * registry on a local chain before signing the browser in.
 */
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { answerOnPhone } from '../../../dev/farcaster-relay/drive-phone.js'
import { type FarcasterRelay, startFarcasterRelay } from '../../../dev/farcaster-relay/index.js'
import { startAnvil, type AnvilNode } from '../../../dev/world/anvil.js'
import { ANVIL_MNEMONIC } from '../../../dev/world/ens.js'
import { DEMO_FARCASTER_ACCOUNTS, deployFarcasterRegistry, fidOf } from '../../../dev/world/farcaster.js'
import {
  FarcasterErrorBody,
  FarcasterSession,
  FarcasterStarted,
  type FarcasterStarted as Started,
} from '../../../shared/contracts/farcaster.js'
import { createManualClock } from '../../clock.js'
import { testDrivers, type TestDatabase } from '../../testing/databases.js'
import { type ApiClient, startTestServer, type TestServer } from '../../testing/harness.js'
import { freePort } from '../../../dev/world/free-port.js'

/** Inside the 494x range kept for the Farcaster suites. */
const PORTS = { pglite: 4941, postgres: 4942 }
const FLOW_TTL_MS = 10 * 60_000
/** Shorter than the flow: the relay forgets a channel first. */
const CHANNEL_TTL_MS = 2 * 60_000
const [ALICE, BOB] = DEMO_FARCASTER_ACCOUNTS as [
  (typeof DEMO_FARCASTER_ACCOUNTS)[0],
  (typeof DEMO_FARCASTER_ACCOUNTS)[0],
]
/** A key that holds no fid. */
const STRANGER = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 19 })

describe.each(testDrivers)('farcaster login ($name)', { timeout: 60_000 }, (driver) => {
  let database: TestDatabase
  let node: AnvilNode
  let relay: FarcasterRelay
  let t: TestServer
  const clock = createManualClock()

  beforeAll(async () => {
    database = await driver.create()
    node = await startAnvil({ port: driver.name === 'pglite' ? PORTS.pglite : PORTS.postgres, chainId: 31337 })
    await deployFarcasterRegistry(node.rpcUrl, node.chainId)
    relay = await startFarcasterRelay({ port: 0, channelTtlMs: CHANNEL_TTL_MS, now: () => clock().getTime() })
    t = await startTestServer({
      database,
      clock,
      config: {
        port: await freePort(),
        farcaster: { relayUrl: relay.url, rpcUrl: node.rpcUrl },
        social: { flowTtlMs: FLOW_TTL_MS },
      },
    })
  }, 120_000)
  afterAll(async () => {
    await t?.stop()
    await relay?.stop()
    await node?.stop()
    await database?.destroy()
  })
  beforeEach(async () => {
    await t.server.db.query('delete from social_flows')
    await t.reset()
    clock.set(new Date())
  })

  const start = async (frame: ApiClient): Promise<Started> => {
    const started = await frame.post('/auth/v1/social/farcaster/start', {})
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(z.safeParse(FarcasterStarted, started.body).success).toBe(true)
    return started.body
  }
  const connect = (frame: ApiClient, channel: string) => frame.post('/auth/v1/social/farcaster/connect', { channel })
  const expectFailure = (answer: { status: number; body: unknown }, status: number, code: string, error: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(z.safeParse(FarcasterErrorBody, answer.body).success).toBe(true)
    expect(answer.body).toMatchObject({ error, code })
  }
  /** Posts a message of our own making to the channel, as a phone with the relay key could. */
  const postToRelay = async (channelUrl: string, message: string, signature: `0x${string}`, fid: number) => {
    const client = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: node.rpcUrl }) })
    const channelToken = new URL(channelUrl).searchParams.get('channelToken') ?? ''
    const answer = await client.authenticate({ channelToken, authKey: relay.relayKey, message, signature, fid })
    expect(answer.isError).toBe(false)
  }
  const buildFor = (nonce: string, address: `0x${string}`, fid: number) => {
    const client = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: node.rpcUrl }) })
    const built = client.buildSignInMessage({ domain: new URL(t.url).host, uri: t.url, nonce, address, fid })
    if (built.isError) throw built.error
    return built.message
  }

  it('behavior: channel, phone approval, connect: a session for farcaster + fid with the username', async () => {
    const frame = t.browser()
    const started = await start(frame)
    const channelUrl = new URL(started.url)
    expect(channelUrl.origin).toBe(relay.url)
    expect(channelUrl.searchParams.get('channelToken')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    const flowCookie = [...frame.cookies.keys()].find((name) => name === '__Host-ww_farcaster')
    expect(flowCookie).toBeDefined()

    const pending = await connect(frame, started.channel)
    expect(pending.status).toBe(202)
    expect(pending.body).toEqual({ state: 'pending' })

    const phone = await answerOnPhone(started.url, 'approve')
    expect(phone.status).toBe(200)
    // The phone shows who asks and the exact message, whose nonce is the one the server keeps.
    expect(phone.requestPage).toContain(`Sign in to ${new URL(t.url).host}`)
    expect(phone.requestPage).toContain('farcaster://fid/1017')
    expect(phone.requestPage).toContain('Chain ID: 10')

    const connected = await connect(frame, started.channel)
    expect(connected.status, JSON.stringify(connected.body)).toBe(200)
    expect(z.safeParse(FarcasterSession, connected.body).success).toBe(true)
    expect(connected.body.user).toEqual({
      id: expect.any(String),
      email: null,
      address: null,
      provider: 'farcaster',
      fid: ALICE.fid,
      userName: ALICE.username,
    })
    expect(connected.setCookies.some((line) => line.startsWith('__Host-ww_session='))).toBe(true)
    const session = await frame.get('/auth/v1/session')
    expect(session.body.user).toEqual({ id: connected.body.user.id, email: null, address: null })
    expect(session.body.login).toEqual({ provider: 'farcaster', userName: ALICE.username })

    // The account is keyed by the fid: signing in again opens the same user.
    const again = t.browser()
    const second = await start(again)
    await answerOnPhone(second.url, 'approve')
    const reconnected = await connect(again, second.channel)
    expect(reconnected.status).toBe(200)
    expect(reconnected.body.user.id).toBe(connected.body.user.id)
    // Another fid is another user.
    const other = t.browser()
    const third = await start(other)
    await answerOnPhone(third.url, 'approve', { fid: BOB.fid })
    const bob = await connect(other, third.channel)
    expect(bob.body.user).toMatchObject({ fid: BOB.fid, userName: BOB.username })
    expect(bob.body.user.id).not.toBe(connected.body.user.id)
  })

  it("error: a message signed by a key that is not the fid's custody is refused (the registry is read)", async () => {
    expect(await fidOf(node.rpcUrl, STRANGER.address)).toBe(0n)
    const frame = t.browser()
    const started = await start(frame)
    const { nonce } = await (
      await fetch(`${relay.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${new URL(started.url).searchParams.get('channelToken')}` },
      })
    ).json()
    // A valid signature of its own address, claiming Alice's fid.
    const message = buildFor(nonce, STRANGER.address, ALICE.fid)
    await postToRelay(started.url, message, await STRANGER.signMessage({ message }), ALICE.fid)
    const refused = await connect(frame, started.channel)
    expectFailure(refused, 403, 'farcaster_bad_signature', 'Failed to connect to farcaster')
    expect(refused.body.reason).toMatch(/does not own fid 1017|not an auth address or owner/)
    expect(frame.cookies.has('__Host-ww_session')).toBe(false)
  })

  it('error: a message naming the custody address but signed by another key is refused', async () => {
    const frame = t.browser()
    const started = await start(frame)
    const { nonce } = await (
      await fetch(`${relay.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${new URL(started.url).searchParams.get('channelToken')}` },
      })
    ).json()
    const message = buildFor(nonce, ALICE.custody.address, ALICE.fid)
    await postToRelay(started.url, message, await STRANGER.signMessage({ message }), ALICE.fid)
    expectFailure(
      await connect(frame, started.channel),
      403,
      'farcaster_bad_signature',
      'Failed to connect to farcaster',
    )
  })

  it('error: deny on the phone ends in Connection rejected', async () => {
    const frame = t.browser()
    const started = await start(frame)
    const phone = await answerOnPhone(started.url, 'deny')
    expect(phone.status).toBe(200)
    expectFailure(await connect(frame, started.channel), 403, 'farcaster_denied', 'Connection rejected')
  })

  it('error: an expired channel, and an expired flow, end the login', async () => {
    const frame = t.browser()
    const started = await start(frame)
    clock.advance(CHANNEL_TTL_MS + 1_000)
    // The relay has forgotten the channel: nothing can be approved any more.
    const phone = await fetch(started.url)
    expect(phone.status).toBe(404)
    expectFailure(await connect(frame, started.channel), 400, 'farcaster_expired', 'Failed to connect to farcaster')

    clock.set(new Date())
    const later = await start(frame)
    await answerOnPhone(later.url, 'approve')
    clock.advance(FLOW_TTL_MS + 1_000)
    expectFailure(await connect(frame, later.channel), 400, 'farcaster_expired', 'Failed to connect to farcaster')
  })

  it("error: a signed message replayed into another channel is refused (its nonce is the first flow's), and a used flow connects once", async () => {
    const first = t.browser()
    const a = await start(first)
    await answerOnPhone(a.url, 'approve')
    const tokenA = new URL(a.url).searchParams.get('channelToken')
    const completed = await (
      await fetch(`${relay.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${tokenA}` },
      })
    ).json()
    expect((await connect(first, a.channel)).status).toBe(200)
    expectFailure(await connect(first, a.channel), 409, 'farcaster_replayed', 'Failed to connect to farcaster')

    const second = t.browser()
    const b = await start(second)
    await postToRelay(b.url, completed.message, completed.signature, ALICE.fid)
    const refused = await connect(second, b.channel)
    expectFailure(refused, 403, 'farcaster_bad_signature', 'Failed to connect to farcaster')
    expect(refused.body.reason).toMatch(/nonce/i)
  })

  it("error: another browser cannot connect with a flow's channel", async () => {
    const frame = t.browser()
    const started = await start(frame)
    await answerOnPhone(started.url, 'approve')
    expectFailure(
      await connect(t.browser(), started.channel),
      403,
      'farcaster_flow_mismatch',
      'Failed to connect to farcaster',
    )
    // The owner still can.
    expect((await connect(frame, started.channel)).status).toBe(200)
  })

  it('error: a call from another origin is refused', async () => {
    const frame = t.browser()
    const refused = await frame.post('/auth/v1/social/farcaster/start', {}, { origin: 'http://localhost:4411' })
    expect(refused.status).toBe(403)
  })
})
