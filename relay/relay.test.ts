import { createHash } from 'node:crypto'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { toHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { generateRelayClientKey, signRelayJwt } from './auth.js'
import { formatResponse, rawNumericId } from './protocol.js'
import { RawClient, randomTopic, type OpenRawClientParameters } from './testing/raw-client.js'
import { startRelay, type Relay } from './relay.js'
import { closeCore, keepCoreOffline, MemoryStorage, uniqueStoragePrefix } from '../dev/wallets/wc-node.js'

/** Anvil's first dev account. */
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const PROJECT_ID = 'test'

const topic = randomTopic
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const metadata = (name: string) => ({ name, description: `${name} (relay test)`, url: 'http://127.0.0.1', icons: [] })

describe('dev WalletConnect relay', () => {
  let relay: Relay
  const clients: RawClient[] = []
  const open = async (options?: OpenRawClientParameters) => {
    const client = await RawClient.open(relay.url, options)
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    relay = await startRelay({ port: 4820 })
  })
  afterAll(async () => {
    clients.forEach((c) => c.close())
    await relay?.stop()
  })

  it('behavior: the real widget-side and wallet SDKs pair through it, sign a personal_sign request and end the session', async () => {
    const account = privateKeyToAccount(ANVIL_KEY_0)
    const widgetPrefix = uniqueStoragePrefix('widget')
    const walletPrefix = uniqueStoragePrefix('wallet')
    const widget = await SignClient.init({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      telemetryEnabled: false,
      storage: new MemoryStorage(),
      customStoragePrefix: widgetPrefix,
      logger: 'silent',
      metadata: metadata('Relay test widget'),
    })
    const core = new Core({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      telemetryEnabled: false,
      storage: new MemoryStorage(),
      customStoragePrefix: walletPrefix,
      logger: 'silent',
    })
    keepCoreOffline(core)
    const wallet = await WalletKit.init({ core, metadata: metadata('Relay test wallet') })

    try {
      const proposalSeen = new Promise<WalletKitTypes.SessionProposal>((resolve) =>
        wallet.once('session_proposal', resolve),
      )
      const connectStarted = performance.now()
      const { uri, approval } = await widget.connect({
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
      const connectMs = performance.now() - connectStarted
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

      const pairStarted = performance.now()
      await wallet.pair({ uri: uri! })
      const proposal = await proposalSeen
      const proposalMs = performance.now() - pairStarted
      expect(proposal.params.proposer.metadata.name).toBe('Relay test widget')
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
            events: ['accountsChanged', 'chainChanged'],
            accounts: [`eip155:31337:${account.address}`],
          },
        },
      })
      const [walletSession, session] = await Promise.all([
        wallet.approveSession({ id: proposal.id, namespaces }),
        approval(),
      ])
      const pairingMs = performance.now() - pairStarted
      expect(session.topic).toBe(walletSession.topic)
      expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`])
      expect(session.peer.metadata.name).toBe('Relay test wallet')

      wallet.once('session_request', (event) => {
        void (async () => {
          const [message, address] = event.params.request.params as [Hex, string]
          expect(address).toBe(account.address)
          const signature = await account.signMessage({ message: { raw: message } })
          await wallet.respondSessionRequest({
            topic: event.topic,
            response: { id: event.id, jsonrpc: '2.0', result: signature },
          })
        })()
      })
      const hexMessage = toHex('Sign in through the dev relay')
      const requestStarted = performance.now()
      const signature = await widget.request<Hex>({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [hexMessage, account.address] },
      })
      const requestMs = performance.now() - requestStarted
      expect(await verifyMessage({ address: account.address, message: { raw: hexMessage }, signature })).toBe(true)

      const deleted = new Promise<{ topic: string }>((resolve) => widget.once('session_delete', resolve))
      await wallet.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      expect((await deleted).topic).toBe(session.topic)
      expect(widget.session.getAll()).toHaveLength(0)

      const { methods, refused, refusedUpgrades } = relay.stats()
      expect(methods).toMatchObject({ wc_proposeSession: 1, wc_approveSession: 1 })
      // Both clients authenticated with their own signed JWTs and stayed within every limit.
      expect({ refused, refusedUpgrades }).toEqual({ refused: 0, refusedUpgrades: 0 })
      expect(methods.irn_publish).toBeGreaterThanOrEqual(3)
      console.log(
        `[relay timing] connect() ${connectMs.toFixed(0)} ms; pair() to session_proposal ${proposalMs.toFixed(0)} ms; ` +
          `pair() to approved session on both sides ${pairingMs.toFixed(0)} ms; personal_sign round trip ${requestMs.toFixed(0)} ms`,
      )
    } finally {
      await closeCore(core, walletPrefix)
      await closeCore(widget.core, widgetPrefix)
    }
  })

  it('behavior: a message published before anyone subscribed reaches a late subscriber, once, and never its publisher', async () => {
    const publisher = await open()
    const t = topic()
    await publisher.result('irn_subscribe', { topic: t })
    expect(
      await publisher.result('irn_publish', {
        topic: t,
        message: 'c2VhbGVk',
        ttl: 300,
        tag: 1108,
        prompt: true,
        correlationId: 7,
      }),
    ).toBe(true)

    const late = await open()
    const subscriptionId = await late.result('irn_subscribe', { topic: t })
    const [push] = await late.waitForPushes(1)
    expect(push?.params).toEqual({
      id: subscriptionId,
      data: { topic: t, message: 'c2VhbGVk', publishedAt: expect.any(Number), tag: 1108 },
    })

    // Subscribing again, or the publisher retrying the same message, sends nothing new.
    await late.result('irn_subscribe', { topic: t })
    await publisher.result('irn_publish', { topic: t, message: 'c2VhbGVk', ttl: 300, tag: 1108 })
    await late.settle()
    await publisher.settle()
    expect(late.pushes).toHaveLength(1)
    expect(publisher.pushes).toHaveLength(0)

    // A live subscriber gets the next message at once.
    await publisher.result('irn_publish', { topic: t, message: 'bmV4dA==', ttl: 300, attestation: 'att' })
    const pushes = await late.waitForPushes(2)
    expect(pushes[1]?.params.data).toMatchObject({ message: 'bmV4dA==', tag: 0, attestation: 'att' })
    await publisher.settle()
    expect(publisher.pushes).toHaveLength(0)
    expect(relay.stats().acked).toBeGreaterThanOrEqual(2)
  })

  it('behavior: a message the client never acknowledged goes out again when it reconnects; an acknowledged one does not', async () => {
    const publisher = await open()
    const t = topic()
    await publisher.result('irn_publish', { topic: t, message: 'b25l', ttl: 300 })

    const silent = await open({ noAck: true })
    await silent.result('irn_subscribe', { topic: t })
    await silent.waitForPushes(1)
    const before = relay.stats().connections
    silent.close()
    await until(() => relay.stats().connections === before - 1)

    // Same client id (the JWT issuer), new socket: the unacknowledged message comes again.
    const again = await open({ key: silent.key })
    await again.result('irn_subscribe', { topic: t })
    await again.waitForPushes(1)
    const third = await open({ key: silent.key })
    await third.result('irn_subscribe', { topic: t })
    await third.settle()
    expect(third.pushes).toHaveLength(0)
  })

  it('behavior: unsubscribed sockets get nothing more, and closed ones lose their subscriptions', async () => {
    const publisher = await open()
    const subscriber = await open()
    const t = topic()
    const id = (await subscriber.result('irn_subscribe', { topic: t })) as string
    expect(await subscriber.result('irn_unsubscribe', { topic: t, id })).toBe(true)
    await publisher.result('irn_publish', { topic: t, message: 'bm9ib2R5', ttl: 300 })
    await subscriber.settle()
    expect(subscriber.pushes).toHaveLength(0)

    const [a, b] = [topic(), topic()]
    expect(await subscriber.result('irn_batchSubscribe', { topics: [a, b] })).toEqual([
      sha256(a + subscriber.did),
      sha256(b + subscriber.did),
    ])
    expect(
      await subscriber.result('irn_batchUnsubscribe', {
        subscriptions: [
          { topic: a, id: 'x' },
          { topic: b, id: 'y' },
        ],
      }),
    ).toBe(true)
    expect(
      await publisher.result('irn_batchPublish', {
        messages: [
          { topic: a, message: 'YQ==', ttl: 60 },
          { topic: b, message: 'Yg==', ttl: 60 },
        ],
      }),
    ).toBe(true)
    await subscriber.settle()
    expect(subscriber.pushes).toHaveLength(0)
  })

  it('behavior: subscription ids are the hex sha256 of topic + client id, as the SDK computes them', async () => {
    const client = await open()
    const t = topic()
    expect(await client.result('irn_subscribe', { topic: t })).toBe(sha256(t + client.did))
  })

  it('behavior: wc_proposeSession and wc_approveSession publish both halves with their tags and subscribe their senders', async () => {
    const widget = await open()
    const wallet = await open()
    const [pairingTopic, sessionTopic] = [topic(), topic()]

    expect(
      await widget.result('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'cHJvcG9zYWw=',
        ttl: 300,
        attestation: '',
        correlationId: 1,
      }),
    ).toBe(true)
    await wallet.result('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal?.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'cHJvcG9zYWw=',
      tag: 1100,
      attestation: '',
    })

    expect(
      await wallet.result('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'cmVzcG9uc2U=',
        sessionSettlementRequest: 'c2V0dGxl',
        ttl: 300,
        correlationId: 1,
        chainId: 'eip155:1',
      }),
    ).toBe(true)
    // The widget never sent irn_subscribe for the pairing topic: wc_proposeSession did it.
    const [response] = await widget.waitForPushes(1)
    expect(response?.params).toEqual({
      id: sha256(pairingTopic + widget.did),
      data: { topic: pairingTopic, message: 'cmVzcG9uc2U=', publishedAt: expect.any(Number), tag: 1101 },
    })
    // The settlement waits for the widget to subscribe to the session topic.
    await widget.result('irn_subscribe', { topic: sessionTopic })
    const pushes = await widget.waitForPushes(2)
    expect(pushes[1]?.params.data).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 })
    // Likewise the wallet is on the session topic without having asked.
    await widget.result('irn_publish', { topic: sessionTopic, message: 'c2V0dGxlZA==', ttl: 300, tag: 1103 })
    const walletPushes = await wallet.waitForPushes(2)
    expect(walletPushes[1]?.params).toMatchObject({
      id: sha256(sessionTopic + wallet.did),
      data: { message: 'c2V0dGxlZA==', tag: 1103 },
    })
    await wallet.settle()
    expect(wallet.pushes).toHaveLength(2)
  })

  it('behavior: the fetch methods hand over what the client has not received, and it is not pushed again', async () => {
    const publisher = await open()
    const reader = await open()
    const [a, b] = [topic(), topic()]
    await publisher.result('irn_publish', { topic: a, message: 'Zmlyc3Q=', ttl: 300, tag: 1 })
    await publisher.result('irn_publish', { topic: b, message: 'c2Vjb25k', ttl: 300, tag: 2 })

    expect(await reader.result('irn_fetchMessages', { topic: a })).toEqual({
      messages: [{ topic: a, message: 'Zmlyc3Q=', publishedAt: expect.any(Number), tag: 1 }],
      hasMore: false,
    })
    expect(await reader.result('irn_batchFetchMessages', { topics: [a, b] })).toEqual({
      messages: [{ topic: b, message: 'c2Vjb25k', publishedAt: expect.any(Number), tag: 2 }],
      hasMore: false,
    })
    await reader.result('irn_batchSubscribe', { topics: [a, b] })
    await reader.settle()
    expect(reader.pushes).toHaveLength(0)
    expect(await publisher.result('irn_batchFetchMessages', { topics: [a] })).toEqual({ messages: [], hasMore: false })
  })

  it('error: bad params are -32602, unknown methods -32601, bad JSON -32700, and the socket stays usable', async () => {
    const client = await open()
    const invalid = [
      ['irn_subscribe', { topic: 'not-a-topic' }],
      ['irn_subscribe', {}],
      ['irn_subscribe', undefined],
      ['irn_publish', { topic: topic(), message: 'bQ==' }],
      ['irn_publish', { topic: topic(), message: '', ttl: 300 }],
      ['irn_publish', { topic: topic(), message: 'bQ==', ttl: -1 }],
      ['irn_publish', { topic: topic(), message: 'bQ==', ttl: 31 * 24 * 3600 }],
      ['irn_publish', { topic: topic(), message: 'bQ==', ttl: 300, tag: 'x' }],
      ['irn_batchSubscribe', { topics: [] }],
      ['irn_batchPublish', { messages: [{ topic: topic() }] }],
      ['irn_unsubscribe', { topic: topic() }],
      ['wc_approveSession', { pairingTopic: topic(), sessionTopic: topic(), sessionProposalResponse: 'cg==' }],
    ] as const
    for (const [method, params] of invalid) {
      const answer = await client.request(method, params)
      expect(answer.error, `${method} ${JSON.stringify(params)}`).toMatchObject({
        code: -32602,
        message: expect.stringMatching(/^Invalid params: /),
      })
    }
    expect((await client.request('irn_teleport', {})).error).toMatchObject({ code: -32601 })
    expect((await client.request('toString', {})).error).toMatchObject({ code: -32601 })
    expect(await client.send('{"id": 9, "method": ', 'null')).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await client.send('[{"id":10,"jsonrpc":"2.0","method":"irn_subscribe"}]', 'null')).toMatchObject({
      id: null,
      error: { code: -32600 },
    })
    expect(await client.result('irn_subscribe', { topic: topic() })).toMatch(/^[0-9a-f]{64}$/)
    expect(relay.stats().errors).toBeGreaterThanOrEqual(invalid.length + 2)
  })

  it('behavior: request ids come back exactly as sent, including strings and integers past 2^53', async () => {
    const client = await open()
    expect(
      await client.send(
        JSON.stringify({
          id: '1745000000000000123',
          jsonrpc: '2.0',
          method: 'irn_subscribe',
          params: { topic: topic() },
        }),
        '1745000000000000123',
      ),
    ).toMatchObject({
      id: '1745000000000000123',
      result: expect.any(String),
    })
    const big = '{"id":1745000000000000123,"jsonrpc":"2.0","method":"irn_nope","params":{"id":"x"}}'
    const answerText = await new Promise<string>((resolve) => {
      client.socket.once('message', (data) => resolve(data.toString()))
      client.socket.send(big)
    })
    expect(answerText).toMatch(/^\{"id":1745000000000000123,/)
    expect(rawNumericId(big, JSON.parse(big).id)).toBe('1745000000000000123')
    expect(formatResponse(3, { result: true })).toBe('{"id":3,"jsonrpc":"2.0","result":true}')
  })

  it('behavior: GET /health answers, and plain HTTP is told to upgrade', async () => {
    const health = await fetch(`${relay.url.replace('ws:', 'http:')}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ ok: true })
    expect((await fetch(`${relay.url.replace('ws:', 'http:')}/`)).status).toBe(426)
  })
})

describe('dev WalletConnect relay: lifetimes', () => {
  it('behavior: a message outlives neither its TTL for late subscribers nor the sweep', async () => {
    let now = Date.now()
    const relay = await startRelay({ port: 4821, now: () => now })
    try {
      const publisher = await RawClient.open(relay.url)
      const t = topic()
      await publisher.result('irn_publish', { topic: t, message: 'c2hvcnQ=', ttl: 10 })
      await publisher.result('irn_publish', { topic: t, message: 'bG9uZw==', ttl: 600 })
      now += 11_000
      const late = await RawClient.open(relay.url)
      await late.result('irn_subscribe', { topic: t })
      await late.waitForPushes(1)
      await late.settle()
      expect(late.pushes.map((p) => p.params.data.message)).toEqual(['bG9uZw=='])
      expect(relay.stats().messages).toBe(2)
      now += 600_000
      const later = await RawClient.open(relay.url)
      await later.result('irn_subscribe', { topic: t })
      await later.settle()
      expect(later.pushes).toHaveLength(0)
      publisher.close()
      late.close()
      later.close()
    } finally {
      await relay.stop()
    }
  })

  it('behavior: pings every socket (the SDK drops a socket that hears no ping for 35 s) and cuts one that stops answering', async () => {
    const relay = await startRelay({ port: 4823, pingIntervalMs: 40 })
    try {
      const lively = await RawClient.open(relay.url)
      const jwt = signRelayJwt({ key: generateRelayClientKey(), aud: relay.url })
      const mute = new WebSocket(`${relay.url}/?auth=${jwt}&projectId=${PROJECT_ID}`, { autoPong: false })
      await new Promise((resolve, reject) => mute.once('open', resolve).once('error', reject))
      let pings = 0
      lively.socket.on('ping', () => pings++)
      const muteClosed = new Promise<number>((resolve) => mute.once('close', resolve))
      // Unanswered once, it is marked; unanswered at the next round, it is cut (1006: no close frame).
      expect(await muteClosed).toBe(1006)
      await until(() => pings >= 3)
      expect(lively.socket.readyState).toBe(WebSocket.OPEN)
      expect(relay.stats().connections).toBe(1)
      lively.close()
    } finally {
      await relay.stop()
    }
  })

  it('behavior: stop() closes every socket with 1001 and frees the port', async () => {
    const relay = await startRelay({ port: 4822 })
    const a = await RawClient.open(relay.url)
    const b = await RawClient.open(relay.url)
    await a.result('irn_subscribe', { topic: topic() })
    expect(relay.stats()).toMatchObject({ connections: 2, subscriptions: 1 })
    const codes = Promise.all([a, b].map((c) => new Promise<number>((resolve) => c.socket.once('close', resolve))))
    await relay.stop()
    expect(await codes).toEqual([1001, 1001])
    expect(relay.stats()).toMatchObject({ connections: 0, subscriptions: 0 })
    await expect(fetch('http://127.0.0.1:4822/health')).rejects.toThrow()
    // The port is free again.
    const again = await startRelay({ port: 4822 })
    await again.stop()
  })
})
