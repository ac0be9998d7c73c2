import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NameRefusalBody } from '../../shared/contracts/profile.js'
import { seedProject, WIDGET_ORIGIN } from '../testing/harness.js'
import { testDrivers } from '../testing/databases.js'
import { account, CHAIN_ID, COIN_TYPE, type NamesWorld, PROJECT, startNamesWorld } from './testing/names-world.js'

/** Inside the 486x range kept for the name suites: one chain per database driver. */
const ANVIL_PORTS = { pglite: 4860, postgres: 4861 }
const QUERY = `projectId=${PROJECT}&st=appkit&sv=html-wagmi-1.8.24`
const alice = account(1)
const bob = account(2)

describe.each(testDrivers)('account names ($name)', (driver) => {
  let world: NamesWorld
  const get = (path: string) => world.t.browser().get(path)
  /** The refusal's code and description, checked against the shared shape. */
  const refusal = (body: unknown) => {
    const parsed = NameRefusalBody.parse(body)
    expect(parsed.reasons[0]?.description).toBe(parsed.error)
    return { code: parsed.code, error: parsed.error }
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

  it('behavior: a signed registration is stored under the parent and answered by lookup, reverse and identity', async () => {
    const registered = await world.register(alice, 'Alice-1.reown.id')
    expect(registered).toMatchObject({ status: 200, body: { success: true } })

    const lookup = await get(`/v1/profile/account/alice-1.reown.id?${QUERY}&apiVersion=2`)
    expect(lookup.status).toBe(200)
    expect(lookup.body).toMatchObject({
      name: 'alice-1.reown.id',
      addresses: { [String(COIN_TYPE)]: { address: alice.address } },
      attributes: [],
    })
    // The server's clock, which only moves when the test says.
    expect(lookup.body.registered_at).toBe(world.t.clock().toISOString())
    expect((await get(`/v1/profile/account/alice-1.wallet.test?${QUERY}`)).body.name).toBe('alice-1.wallet.test')

    const reverse = await get(`/v1/profile/reverse/${alice.address}?${QUERY}&sender=${alice.address}&apiVersion=2`)
    expect(reverse.body.map((entry: { name: string }) => entry.name)).toEqual(['alice-1.wallet.test'])
    expect((await get(`/v1/profile/reverse/${bob.address}?${QUERY}`)).body).toEqual([])

    const identity = await get(`/v1/identity/${alice.address}?${QUERY}`)
    expect(identity.body).toEqual({ name: 'alice-1.wallet.test', avatar: null })
  })

  it('error: a name nobody registered is a 404 with its reason', async () => {
    const answer = await get(`/v1/profile/account/nobody.wallet.test?${QUERY}`)
    expect(answer.status).toBe(404)
    expect(refusal(answer.body)).toEqual({ code: 'NAME_NOT_FOUND', error: 'nobody.wallet.test is not registered' })
  })

  it('error: a message older than 10 minutes, or from the future, is refused as stale', async () => {
    for (const offset of [-601, 601]) {
      const answer = await world.register(alice, 'alice.reown.id', { message: world.message('alice.reown.id', offset) })
      expect(answer.status).toBe(400)
      expect(refusal(answer.body).code).toBe('STALE_MESSAGE')
    }
    // Just inside the window it is accepted.
    const fresh = await world.register(alice, 'alice.reown.id', { message: world.message('alice.reown.id', -590) })
    expect(fresh.status).toBe(200)
  })

  it('error: a message that is not the registration message is refused, naming what is wrong', async () => {
    const now = Math.floor(world.t.clock().getTime() / 1000)
    const cases: [string, RegExp][] = [
      ['not json', /is not JSON/],
      [JSON.stringify({ name: 'alice.reown.id', attributes: { bio: 'x' }, timestamp: now }), /empty attributes/],
      [JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: now * 1000 }), /older|newer/],
      [JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 'now' }), /whole seconds/],
      [JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: now, admin: true }), /field "admin"/],
    ]
    for (const [message, expected] of cases) {
      const answer = await world.register(alice, 'alice.reown.id', { message })
      expect(answer.status, message).toBe(400)
      expect(refusal(answer.body).error, message).toMatch(expected)
    }
  })

  it('error: names against the rules, or outside the zones, are refused', async () => {
    for (const [name, code] of [
      ['abc.reown.id', 'INVALID_NAME'],
      ['al_ce.reown.id', 'INVALID_NAME'],
      ['al.ce.reown.id', 'INVALID_NAME'],
      ['ab--cd.reown.id', 'INVALID_NAME'],
      ['alice.eth', 'UNKNOWN_ZONE'],
    ] as const) {
      const answer = await world.register(alice, name)
      expect(answer.status, name).toBe(400)
      expect(refusal(answer.body).code, name).toBe(code)
    }
  })

  it('error: a taken name is refused (409), and an account keeps the one name it has', async () => {
    expect((await world.register(alice, 'shared.reown.id')).status).toBe(200)
    const taken = await world.register(bob, 'SHARED.wallet.test')
    expect(taken.status).toBe(409)
    expect(refusal(taken.body)).toEqual({ code: 'NAME_TAKEN', error: 'The name SHARED.wallet.test is already taken' })
    const second = await world.register(alice, 'another.reown.id')
    expect(second.status).toBe(409)
    expect(refusal(second.body).code).toBe('ACCOUNT_HAS_NAME')
  })

  it('behavior: of racing registrations of one name exactly one wins', async () => {
    const signers = [1, 2, 3, 4, 5, 6].map(account)
    const answers = await Promise.all(signers.map((signer) => world.register(signer, 'race.reown.id')))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const [row] = await world.t.server.db.query<{ n: number }>(
      "select count(*)::int as n from names where label = 'race'",
    )
    expect(row?.n).toBe(1)
  })

  it('error: a coin type that names no EVM chain, or a chain this server does not serve, is refused', async () => {
    const invalid = await world.register(alice, 'alice.reown.id', { coin_type: 0 })
    expect(invalid.status).toBe(400)
    expect(refusal(invalid.body)).toEqual({ code: 'INVALID_CHAIN_ID', error: 'Invalid chainId' })
    const huge = await world.register(alice, 'alice.reown.id', { coin_type: 0x1_0000_0000 })
    expect(refusal(huge.body).code).toBe('INVALID_CHAIN_ID')
    const unserved = await world.register(alice, 'alice.reown.id', { coin_type: (0x8000_0000 | 8453) >>> 0 })
    expect(unserved.status).toBe(400)
    expect(refusal(unserved.body)).toEqual({ code: 'UNSUPPORTED_CHAIN', error: 'Unsupported chain' })
    expect(CHAIN_ID).toBe(31337)
  })

  it("error: a signature that is not the account's is refused", async () => {
    const message = world.message('alice.reown.id')
    const answer = await world.register(alice, 'alice.reown.id', {
      message,
      signature: await bob.signMessage({ message }),
    })
    expect(answer.status).toBe(401)
    expect(refusal(answer.body).code).toBe('INVALID_SIGNATURE')
    const garbage = await world.register(alice, 'alice.reown.id', { signature: '0x1234' })
    expect(refusal(garbage.body).code).toBe('INVALID_SIGNATURE')
    expect((await get(`/v1/identity/${alice.address}?${QUERY}`)).body).toEqual({ name: null, avatar: null })
  })

  it("behavior: a smart account's ERC-1271 signature (its owner's) registers the name for the smart account", async () => {
    const smart = await world.deploySmartAccount(bob.address)
    const message = world.message('vault.reown.id')
    const signature = await bob.signMessage({ message })
    const answer = await world.register(bob, 'vault.reown.id', { address: smart, message, signature })
    expect(answer).toMatchObject({ status: 200, body: { success: true } })
    expect((await get(`/v1/identity/${smart}?${QUERY}`)).body.name).toBe('vault.wallet.test')
    // Signed by someone else than the owner, it is refused.
    const other = world.message('vault2.reown.id')
    const refused = await world.register(alice, 'vault2.reown.id', {
      address: smart,
      message: other,
      signature: await alice.signMessage({ message: other }),
    })
    expect(refusal(refused.body).code).toBe('INVALID_SIGNATURE')
  })

  it('behavior: a smart account not deployed yet registers with an ERC-6492 signature', async () => {
    const counterfactual = await world.counterfactualSmartAccount(alice.address)
    expect(await world.client.getCode({ address: counterfactual.address })).toBeUndefined()
    const message = world.message('future.reown.id')
    const signature = counterfactual.wrap(await alice.signMessage({ message }))
    const answer = await world.register(alice, 'future.reown.id', {
      address: counterfactual.address,
      message,
      signature,
    })
    expect(answer).toMatchObject({ status: 200, body: { success: true } })
    expect((await get(`/v1/identity/${counterfactual.address}?${QUERY}`)).body.name).toBe('future.wallet.test')
  })

  it('behavior: suggestions say whether the name is taken and offer free ones in the zone asked', async () => {
    expect((await world.register(alice, 'kate.reown.id')).status).toBe(200)
    expect((await world.register(bob, 'kate1.reown.id')).status).toBe(200)
    const taken = await get(`/v1/profile/suggestions/kate?${QUERY}&zone=reown.id`)
    expect(taken.body).toEqual({
      suggestions: [
        { name: 'kate.reown.id', registered: true },
        { name: 'kate2.reown.id', registered: false },
        { name: 'kate3.reown.id', registered: false },
        { name: 'kate4.reown.id', registered: false },
      ],
    })
    const free = await get(`/v1/profile/suggestions/newname.wallet.test?${QUERY}&zone=wallet.test`)
    expect(free.body).toEqual({ suggestions: [{ name: 'newname.wallet.test', registered: false }] })
    const badZone = await get(`/v1/profile/suggestions/kate?${QUERY}&zone=eth`)
    expect(badZone.status).toBe(400)
    expect(refusal(badZone.body).code).toBe('UNKNOWN_ZONE')
    const short = await get(`/v1/profile/suggestions/ab?${QUERY}&zone=reown.id`)
    expect(refusal(short.body).code).toBe('INVALID_NAME')
  })

  it('error: past 20 registrations a minute from one address, the next is refused with 429 until the minute is over', async () => {
    const post = () =>
      world.t
        .browser()
        .post('/v1/profile/account', { coin_type: 60, address: alice.address, message: 'x', signature: '0x00' })
    for (let i = 0; i < 20; i++) expect((await post()).status).toBe(400)
    const limited = await post()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    world.t.clock.advance(60_000)
    expect((await post()).status).toBe(400)
  })

  it('behavior: the widget origin may call the profile API from a browser (preflight allowed); another origin may not', async () => {
    const preflight = (path: string, origin: string) =>
      fetch(`${world.t.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
    for (const path of ['/v1/profile/account', '/v1/profile/gateway']) {
      const allowed = await preflight(path, WIDGET_ORIGIN)
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(WIDGET_ORIGIN)
      const refused = await preflight(path, 'https://evil.example')
      expect(refused.headers.get('access-control-allow-origin'), path).toBeNull()
    }
  })

  it('error: lookups need a known project; the registration needs none', async () => {
    const answer = await get('/v1/profile/account/alice.reown.id?projectId=unknown&st=appkit&sv=1')
    expect(answer.status).toBe(403)
    expect((await get('/v1/profile/reverse/0x12?projectId=names-test&st=appkit&sv=1')).status).toBe(400)
  })
})
