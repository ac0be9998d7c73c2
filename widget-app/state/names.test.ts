import { hexToString, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'
import { deferred } from '../testing/deferred.js'
import { initialAppState, type AppState } from './app-state.js'
import { coinTypeOf, nameRule } from './name-rules.js'
import { createNames, NAME_LOOKUP_DELAY_MS, type NamesDeps } from './names.js'
import { createStore } from './store.js'

const API = 'https://api.test'
// Anvil's first test key: a real signature the test checks.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0)

interface Call {
  url: URL
  init: RequestInit | undefined
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const refusal = (code: string, description: string) =>
  json(409, { error: description, code, status: 'ERROR', reasons: [{ name: code, description }] })

/** A fake API: suggestions say `taken-name` is registered; other answers come from `answer`. */
function setup(answer: (call: Call) => Response | Promise<Response> | undefined = () => undefined) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(String(input)), init }
    calls.push(call)
    init?.signal?.throwIfAborted()
    const given = await answer(call)
    if (given) return given
    const path = call.url.pathname
    if (path.startsWith('/v1/profile/suggestions/')) {
      const label = decodeURIComponent(path.split('/').pop()!)
      const taken = label === 'taken-name'
      return json(200, {
        suggestions: [
          { name: `${label}.wallet.test`, registered: taken },
          ...(taken ? [{ name: `${label}1.wallet.test`, registered: false }] : []),
        ],
      })
    }
    if (path === '/v1/profile/account') return json(200, { success: true })
    if (path.startsWith('/v1/identity/')) return json(200, { name: 'alice-doe.wallet.test', avatar: null })
    return json(404, { error: 'not found' })
  })
  const app = createStore<AppState>({
    ...initialAppState(),
    status: 'connected',
    address: account.address,
    chainNamespace: 'eip155',
    chainId: 31337,
    history: [{ name: 'Account' }, { name: 'RegisterAccountName' }],
  })
  const requests: RpcRequest[] = []
  const deps: NamesDeps = {
    app,
    apiContext: () => ({ baseUrl: API, projectId: 'test', fetch }),
    walletRequest: vi.fn(async (request: RpcRequest): Promise<RpcResult> => {
      requests.push(request)
      const [data] = request.params as [`0x${string}`]
      return { ok: true, result: await account.signMessage({ message: { raw: data } }) }
    }),
    now: () => Date.now(),
  }
  return { app, calls, requests, deps, names: createNames(deps) }
}

const paths = (calls: Call[]) => calls.map((call) => call.url.pathname)
const views = (app: { get(): AppState }) => app.get().history.map((view) => view.name)

describe('name rules', () => {
  it('behavior: letters, digits and hyphen, at least 4', () => {
    expect(nameRule('ab-9')).toBeNull()
    expect(nameRule('abc')).toBe('tooShort')
    expect(nameRule('ab_c')).toBe('characters')
    expect(nameRule('naïve')).toBe('characters')
    expect(nameRule('a'.repeat(64))).toBe('tooLong')
  })

  it('error: a chain outside EVM or with an id of 2^31 or more cannot sign a registration', () => {
    expect(coinTypeOf('eip155', 31337)).toEqual({ ok: true, coinType: 0x80000000 + 31337 })
    expect(coinTypeOf('solana', 1)).toEqual({ ok: false, rule: 'unsupportedChain' })
    expect(coinTypeOf('eip155', 2 ** 31)).toEqual({ ok: false, rule: 'invalidChainId' })
  })
})

describe('names state', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('behavior: the label is looked up once, after the pause that follows the last keystroke', async () => {
    const { calls, names } = setup()
    names.setInput('ali')
    expect(names.store.get().availability).toEqual({ state: 'invalid', rule: 'tooShort' })
    names.setInput('alic')
    names.setInput('alice')
    expect(names.store.get().availability).toEqual({ state: 'checking' })
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(paths(calls)).toEqual(['/v1/profile/suggestions/alice'])
    expect(names.store.get()).toMatchObject({
      availability: { state: 'available', name: 'alice.wallet.test' },
      zone: 'wallet.test',
    })
  })

  it('behavior: a taken name offers the free alternatives, and one picked is available at once', async () => {
    const { names } = setup()
    names.setInput('taken-name')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(names.store.get()).toMatchObject({
      availability: { state: 'taken', name: 'taken-name.wallet.test' },
      suggestions: ['taken-name1.wallet.test'],
    })
    names.chooseSuggestion('taken-name1.wallet.test')
    expect(names.store.get()).toMatchObject({
      input: 'taken-name1',
      availability: { state: 'available', name: 'taken-name1.wallet.test' },
    })
  })

  it('behavior: an answer for an outdated label is cancelled and never shown', async () => {
    const held = deferred<Response>()
    const { calls, names } = setup((call) => (call.url.pathname.endsWith('/first') ? held.promise : undefined))
    names.setInput('first')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    names.setInput('second')
    expect(calls[0]!.init!.signal!.aborted).toBe(true)
    held.resolve(json(200, { suggestions: [{ name: 'first.wallet.test', registered: true }] }))
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(names.store.get().availability).toEqual({ state: 'available', name: 'second.wallet.test' })
  })

  it('error: suggestions that cannot be fetched say so', async () => {
    const { names } = setup((call) => (call.url.pathname.includes('suggestions') ? json(500, {}) : undefined))
    names.setInput('alice')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(names.store.get().availability).toEqual({ state: 'failed' })
  })

  it('behavior: registration signs the message with the wallet, posts it, sets the profile and shows the success view', async () => {
    const { app, calls, requests, names } = setup()
    names.setInput('alice-doe')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    const registering = names.register()
    expect(names.store.get().loading).toBe(true)
    await registering

    expect(requests[0]!.method).toBe('personal_sign')
    const [data, signer] = requests[0]!.params as [`0x${string}`, string]
    expect(signer).toBe(account.address)
    const message = hexToString(data)
    expect(JSON.parse(message)).toEqual({ name: 'alice-doe.wallet.test', attributes: {}, timestamp: NOW / 1000 })
    const post = calls.find((call) => call.url.pathname === '/v1/profile/account')!
    const body = JSON.parse(String(post.init!.body))
    expect(body).toMatchObject({ coin_type: 0x80000000 + 31337, address: account.address, message })
    expect(await verifyMessage({ address: account.address, message, signature: body.signature })).toBe(true)

    expect(names.store.get()).toMatchObject({
      loading: false,
      registered: 'alice-doe.wallet.test',
      error: null,
      input: '',
      availability: { state: 'idle' },
    })
    expect(names.profileOf(account.address)?.name).toBe('alice-doe.wallet.test')
    expect(views(app)).toEqual(['Account', 'RegisterAccountNameSuccess'])
    // The server's answer is read past the browser's cache.
    await vi.advanceTimersByTimeAsync(0)
    const identity = calls.find((call) => call.url.pathname.startsWith('/v1/identity/'))!
    expect(identity.init!.cache).toBe('no-store')
  })

  it("error: the API's refusal brings the form back with the name and the API's reason", async () => {
    const { app, names } = setup((call) =>
      call.url.pathname === '/v1/profile/account' ? refusal('NAME_TAKEN', 'alice-doe.wallet.test is taken') : undefined,
    )
    names.setInput('alice-doe')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    app.set({ history: [...app.get().history, { name: 'ApproveTransaction' }] })
    await names.register()
    expect(names.store.get()).toMatchObject({
      loading: false,
      registered: null,
      error: { name: 'alice-doe.wallet.test', reason: 'alice-doe.wallet.test is taken' },
    })
    expect(views(app)).toEqual(['Account', 'RegisterAccountName'])
  })

  it("error: a signature the wallet refuses is a failure with the wallet's reason, and nothing is posted", async () => {
    const { calls, deps, names } = setup()
    vi.mocked(deps.walletRequest).mockResolvedValueOnce({
      ok: false,
      error: { name: 'UserRejectedRequestError', code: 4001, message: 'User rejected the request.' },
    } as RpcResult)
    names.setInput('alice-doe')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    await names.register()
    expect(names.store.get().error).toEqual({ name: 'alice-doe.wallet.test', reason: 'User rejected the request.' })
    expect(paths(calls)).not.toContain('/v1/profile/account')
  })

  it('error: on a chain id of 2^31 or more the registration is refused before the wallet is asked', async () => {
    const { app, requests, names } = setup()
    names.setInput('alice-doe')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    app.set({ chainId: 2 ** 31 })
    await names.register()
    expect(names.store.get().error).toEqual({ name: 'alice-doe.wallet.test', rule: 'invalidChainId' })
    expect(requests).toHaveLength(0)
  })

  it('behavior: identities and names are cached for 5 minutes, then read again', async () => {
    const { calls, names } = setup((call) =>
      call.url.pathname.startsWith('/v1/profile/account/')
        ? json(200, {
            name: 'bobby.wallet.test',
            registered_at: '2026-11-27T09:00:00.000Z',
            addresses: { '60': { address: account.address, created: '2026-11-27T09:00:00.000Z' } },
            attributes: [],
          })
        : undefined,
    )
    expect(await names.resolveName('bobby.wallet.test')).toBe(account.address)
    expect(await names.resolveName('bobby.wallet.test')).toBe(account.address)
    await names.identityOf(account.address)
    await names.identityOf(account.address)
    expect(calls).toHaveLength(2)
    vi.setSystemTime(NOW + 5 * 60_000)
    await names.resolveName('bobby.wallet.test')
    await names.identityOf(account.address)
    expect(calls).toHaveLength(4)
  })

  it('behavior: a free name resolves to nothing', async () => {
    const { names } = setup((call) =>
      call.url.pathname.startsWith('/v1/profile/account/')
        ? refusal('NAME_NOT_FOUND', 'nobody.wallet.test is not registered')
        : undefined,
    )
    expect(await names.resolveName('nobody.wallet.test')).toBeNull()
  })
})
