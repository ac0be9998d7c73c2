/**
 * Who may connect to the relay: the JWT check at the HTTP upgrade, with the real clients and
 * with hand-made tokens.
 */
import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateRelayClientKey, signRelayJwt } from './auth.js'
import { RawClient, randomTopic } from './testing/raw-client.js'
import { startRelay, type Relay } from './relay.js'
import { closeCore, MemoryStorage, uniqueStoragePrefix } from '../dev/wallets/wc-node.js'

interface UpgradeOutcome {
  status: number
  body: string
  /** Whether the relay closed the TCP connection after answering. */
  socketClosed: boolean
}

/** Sends a WebSocket upgrade request and reports what came back. */
function tryUpgrade(relayUrl: string, query: string): Promise<UpgradeOutcome> {
  const { hostname, port } = new URL(relayUrl)
  return new Promise((resolve, reject) => {
    const req = request({
      hostname,
      port,
      path: `/?${query}`,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    })
    req.once('upgrade', (res, socket) => {
      socket.destroy()
      resolve({ status: res.statusCode ?? 0, body: '', socketClosed: false })
    })
    req.once('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.socket.once('close', () => resolve({ status: res.statusCode ?? 0, body, socketClosed: true }))
    })
    req.once('error', reject)
    req.end()
  })
}

const jwtQuery = (jwt: string) => `auth=${jwt}&projectId=test&ua=x`

describe('dev WalletConnect relay: auth at connect', () => {
  let now = Date.now()
  let relay: Relay
  beforeAll(async () => {
    relay = await startRelay({ port: 4824, now: () => now })
  })
  afterAll(async () => {
    await relay?.stop()
  })

  it('behavior: a valid token addressed to the relay connects; the relay takes its relayUrl with or without the trailing slash', async () => {
    expect(relay.audiences.sort()).toEqual([relay.url, `${relay.url}/`])
    const key = generateRelayClientKey()
    expect((await tryUpgrade(relay.url, jwtQuery(signRelayJwt({ key, aud: relay.url })))).status).toBe(101)
    expect((await tryUpgrade(relay.url, jwtQuery(signRelayJwt({ key, aud: `${relay.url}/` })))).status).toBe(101)
  })

  it('behavior: the real widget-side client connects with relayUrl spelled as the widget spells it (new URL(...).href)', async () => {
    const prefix = uniqueStoragePrefix('widget-slash')
    const before = relay.stats()
    const widget = await SignClient.init({
      projectId: 'test',
      relayUrl: new URL(relay.url).href,
      telemetryEnabled: false,
      storage: new MemoryStorage(),
      customStoragePrefix: prefix,
      logger: 'silent',
      metadata: { name: 'Slash widget', description: 'widget', url: 'http://127.0.0.1', icons: [] },
    })
    try {
      const { uri } = await widget.connect({
        optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
      })
      expect(uri).toMatch(/^wc:/)
      const after = relay.stats()
      expect(after.methods.wc_proposeSession ?? 0).toBe((before.methods.wc_proposeSession ?? 0) + 1)
      expect(after.refusedUpgrades).toBe(before.refusedUpgrades)
    } finally {
      await closeCore(widget.core, prefix)
    }
  })

  it('error: a missing, forged, misaddressed, expired or non-Ed25519 token is answered 401 and the socket destroyed; nothing reaches the store', async () => {
    const key = generateRelayClientKey()
    const good = signRelayJwt({ key, aud: relay.url, ttlSeconds: 60, iat: Math.floor(now / 1000) })
    const [header, payload] = good.split('.')
    const cases: [string, string, RegExp][] = [
      ['missing auth', 'projectId=test', /auth missing/],
      ['empty auth', 'auth=&projectId=test', /auth missing/],
      [
        'signed by another key',
        jwtQuery(signRelayJwt({ key: generateRelayClientKey(), iss: key.did, aud: relay.url })),
        /auth signature/,
      ],
      [
        'garbage signature',
        jwtQuery(`${header}.${payload}.${Buffer.alloc(64, 7).toString('base64url')}`),
        /auth signature/,
      ],
      ['another relay', jwtQuery(signRelayJwt({ key, aud: 'ws://127.0.0.1:9999' })), /auth audience/],
      [
        'localhost spelling',
        jwtQuery(signRelayJwt({ key, aud: relay.url.replace('127.0.0.1', 'localhost') })),
        /auth audience/,
      ],
      [
        'expired',
        jwtQuery(signRelayJwt({ key, aud: relay.url, iat: Math.floor(now / 1000) - 120, ttlSeconds: 60 })),
        /auth expired/,
      ],
      [
        'secp256k1 issuer',
        jwtQuery(signRelayJwt({ key, iss: `did:key:zQ3s${key.did.slice(12)}`, aud: relay.url })),
        /auth issuer/,
      ],
      ['did:web issuer', jwtQuery(signRelayJwt({ key, iss: 'did:web:example.com', aud: relay.url })), /auth issuer/],
      [
        'alg none',
        jwtQuery(signRelayJwt({ key, aud: relay.url, header: { alg: 'none', typ: 'JWT' } })),
        /auth algorithm/,
      ],
    ]
    const before = relay.stats()
    for (const [name, query, reason] of cases) {
      const outcome = await tryUpgrade(relay.url, query)
      expect(outcome, name).toMatchObject({ status: 401, socketClosed: true, body: expect.stringMatching(reason) })
    }
    const after = relay.stats()
    expect(after.refusedUpgrades - before.refusedUpgrades).toBe(cases.length)
    expect(after).toMatchObject({
      connections: 0,
      messages: before.messages,
      subscriptions: 0,
      storedBytes: before.storedBytes,
    })
    expect(after.methods).toEqual(before.methods)

    // The same token, once the relay's clock passes its expiry, is refused too.
    expect((await tryUpgrade(relay.url, jwtQuery(good))).status).toBe(101)
    now += 61_000
    expect(await tryUpgrade(relay.url, jwtQuery(good))).toMatchObject({
      status: 401,
      body: expect.stringMatching(/auth expired/),
    })
  })

  it('error: a client refused at connect cannot publish or subscribe (the ws client sees the 401)', async () => {
    const client = RawClient.open(relay.url, { aud: 'ws://127.0.0.1:1' })
    await expect(client).rejects.toThrow(/401/)
    const publisher = await RawClient.open(relay.url)
    expect(await publisher.result('irn_subscribe', { topic: randomTopic() })).toMatch(/^[0-9a-f]{64}$/)
    publisher.close()
  })
})

describe('dev WalletConnect relay: a configured public URL', () => {
  it('behavior: tokens must be addressed to the configured public URL, not the listening address', async () => {
    const relay = await startRelay({ port: 4825, publicUrl: 'wss://relay.example.test' })
    try {
      expect(relay.audiences.sort()).toEqual(['wss://relay.example.test', 'wss://relay.example.test/'])
      const key = generateRelayClientKey()
      expect(
        (await tryUpgrade(relay.url, jwtQuery(signRelayJwt({ key, aud: 'wss://relay.example.test' })))).status,
      ).toBe(101)
      expect((await tryUpgrade(relay.url, jwtQuery(signRelayJwt({ key, aud: relay.url })))).status).toBe(401)
    } finally {
      await relay.stop()
    }
  })

  it('error: a public URL that is not ws: or wss: is refused at start', async () => {
    await expect(startRelay({ port: 4826, publicUrl: 'http://127.0.0.1:4826' })).rejects.toThrow(
      /publicUrl must be a ws: or wss: URL, got "http:\/\/127.0.0.1:4826"/,
    )
    await expect(startRelay({ port: 4826, publicUrl: [] })).rejects.toThrow(/at least one/)
  })
})
