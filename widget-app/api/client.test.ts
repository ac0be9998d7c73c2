import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { WalletsQuery } from '../../shared/contracts/api-queries.js'
import { ProjectConfigCall } from '../../shared/contracts/project-api.js'
import { ApiError, getJson } from './client.js'
import { fetchRemoteFeatures } from './config.js'
import { retryAfterMs } from './retry.js'
import { fetchWallets } from './wallets.js'

function server(status: number, body: unknown) {
  const urls: URL[] = []
  const fetch = (async (url: string | URL | Request) => {
    urls.push(new URL(String(url)))
    return new Response(JSON.stringify(body), { status })
  }) as typeof globalThis.fetch
  return { context: { baseUrl: 'http://api.test', projectId: 'demo', fetch }, urls }
}

describe('the API client', () => {
  it('behavior: what fetchWallets sends is a query the server reads back as asked (the shared WalletsQuery)', async () => {
    const { context, urls } = server(200, { count: 0, data: [] })
    await fetchWallets(context, { page: 2, entries: 40, search: 'rain', include: ['a', 'b'], chains: ['eip155:1'] })
    const [url] = urls
    expect(url?.pathname).toBe('/getWallets')
    expect(z.parse(WalletsQuery, Object.fromEntries(url!.searchParams))).toEqual({
      projectId: 'demo',
      st: 'wallet-widget',
      sv: '0.1.0',
      page: 2,
      entries: 40,
      search: 'rain',
      include: ['a', 'b'],
      chains: ['eip155:1'],
    })
  })

  it('behavior: the project config answer is read with the contract; no features means none set', async () => {
    expect(await fetchRemoteFeatures(server(200, { features: { email: false } }).context)).toEqual({ email: false })
    expect(await fetchRemoteFeatures(server(200, { features: null }).context)).toEqual({})
  })

  it('error: an answer that breaks the contract is a 502, a refused call keeps its status', async () => {
    await expect(
      getJson(server(200, { features: { socials: ['myspace'] } }).context, ProjectConfigCall),
    ).rejects.toEqual(new ApiError(502, '/appkit/v1/config answered something unexpected'))
    await expect(
      getJson(server(403, { error: 'Invalid Project ID' }).context, ProjectConfigCall),
    ).rejects.toMatchObject({
      status: 403,
    })
  })
})

/** A server answering `answers` in turn (the last one repeats), with a clock that records each wait. */
function scripted(answers: (() => Response | Promise<Response>)[], now = 0) {
  const waits: number[] = []
  let calls = 0
  const fetch = (async () => answers[Math.min(calls++, answers.length - 1)]!()) as unknown as typeof globalThis.fetch
  const context = {
    baseUrl: 'http://api.test',
    projectId: 'demo',
    fetch,
    now: () => now,
    random: () => 0.5,
    sleep: async (ms: number) => void waits.push(ms),
  }
  return { context, waits, calls: () => calls }
}
const answer =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify({ features: null }), { status, headers })
const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('the API client: retries', () => {
  it('behavior: a 503 then a 200 succeeds on the second attempt after a jittered backoff', async () => {
    const { context, waits, calls } = scripted([answer(503), answer(200)])
    expect(await getJson(context, ProjectConfigCall)).toEqual({ features: null })
    expect(calls()).toBe(2)
    expect(waits).toEqual([250]) // half (random 0.5) of the 500 ms first ceiling
  })

  it('behavior: the backoff ceiling doubles per attempt; three attempts in all, then the last error with its status', async () => {
    const { context, waits, calls } = scripted([answer(502)])
    await expect(getJson(context, ProjectConfigCall)).rejects.toMatchObject({
      status: 502,
      message: '/appkit/v1/config answered 502',
    })
    expect(calls()).toBe(3)
    expect(waits).toEqual([250, 500])
  })

  it('behavior: Retry-After in seconds or as an HTTP date is waited, capped at 30 s', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    const { context, waits } = scripted(
      [
        answer(429, { 'retry-after': '2' }),
        answer(429, { 'retry-after': 'Thu, 01 Jan 2026 00:05:00 GMT' }),
        answer(200),
      ],
      now,
    )
    await getJson(context, ProjectConfigCall)
    expect(waits).toEqual([2000, 30_000])
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:07 GMT', now)).toBe(7000)
    expect(retryAfterMs('soon', now)).toBeUndefined()
  })

  it('behavior: a network failure is tried again and, when it lasts, is an error of status 0 that says what failed', async () => {
    const { context, calls } = scripted([offline])
    await expect(getJson(context, ProjectConfigCall)).rejects.toMatchObject({
      status: 0,
      message: '/appkit/v1/config could not be reached',
    })
    expect(calls()).toBe(3)
  })

  it('error: a 4xx other than 429, or an answer that breaks the contract, is not tried again', async () => {
    for (const status of [400, 401, 403, 404]) {
      const { context, calls } = scripted([answer(status)])
      await expect(getJson(context, ProjectConfigCall)).rejects.toMatchObject({ status })
      expect(calls()).toBe(1)
    }
    const { context, calls } = scripted([() => new Response('<html>', { status: 200 })])
    await expect(getJson(context, ProjectConfigCall)).rejects.toMatchObject({ status: 502 })
    expect(calls()).toBe(1)
  })

  it('error: an attempt that does not answer within 10 s is aborted and counts as a network failure', async () => {
    vi.useFakeTimers()
    try {
      const signals: AbortSignal[] = []
      const hanging = (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signals.push(init!.signal!)
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        })
      const { context } = scripted([])
      const call = getJson({ ...context, fetch: hanging as typeof fetch }, ProjectConfigCall)
      const outcome = expect(call).rejects.toMatchObject({
        status: 0,
        message: '/appkit/v1/config did not answer within 10 s',
      })
      await vi.advanceTimersByTimeAsync(9_999)
      expect(signals.map((signal) => signal.aborted)).toEqual([false])
      await vi.advanceTimersByTimeAsync(20_002)
      await outcome
      expect(signals).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it("error: the caller's signal cancels the call at once, between attempts too", async () => {
    const controller = new AbortController()
    const context = {
      ...scripted([answer(503)]).context,
      sleep: (_ms: number, signal?: AbortSignal) =>
        new Promise<void>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    }
    const call = getJson(context, ProjectConfigCall, {}, controller.signal)
    await new Promise((resolve) => setTimeout(resolve, 0))
    controller.abort(new Error('left the view'))
    await expect(call).rejects.toThrow('left the view')
  })
})
