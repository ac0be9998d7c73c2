import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { ErrorEventBody } from '../../shared/contracts/error-events.js'
import { createErrorReporter, REPORT_LIMIT, REPORT_WINDOW_MS } from './report-error.js'

function setup() {
  const bodies: { url: string; body: Record<string, unknown> }[] = []
  let now = 1_000_000
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    bodies.push({ url: String(url), body: JSON.parse(String(init?.body)) })
    return new Response(null, { status: 202 })
  }) as typeof globalThis.fetch
  const reporter = createErrorReporter(
    () => ({ baseUrl: 'http://api.test', projectId: 'p', fetch }),
    { url: 'http://127.0.0.1:4410/page', domain: '127.0.0.1' },
    () => now,
  )
  return { reporter, bodies, advance: (ms: number) => (now += ms) }
}

describe('error reporting', () => {
  it('behavior: an error is sent to POST /e with projectId, st, sv and the body of the error-event contract', () => {
    const { reporter, bodies } = setup()
    expect(reporter.report('CONNECTION_ERROR', new TypeError('socket closed'))).toBe(true)
    const [sent] = bodies
    const url = new URL(sent!.url)
    expect(url.pathname).toBe('/e')
    expect([url.searchParams.get('projectId'), url.searchParams.get('st'), url.searchParams.get('sv')]).toEqual([
      'p',
      'wallet-widget',
      '0.1.0',
    ])
    expect(sent!.body).toMatchObject({
      url: 'http://127.0.0.1:4410/page',
      domain: '127.0.0.1',
      timestamp: 1_000_000,
      props: { type: 'ERROR', event: 'CONNECTION_ERROR', errorType: 'TypeError', errorMessage: 'socket closed' },
    })
    expect(sent!.body.eventId).toMatch(/^[0-9a-f-]{36}$/)
    // The server reads it with the same contract.
    expect(z.safeParse(ErrorEventBody, sent!.body).success).toBe(true)
  })

  it('behavior: a long message and stack are cut to what the server accepts', () => {
    const { reporter, bodies } = setup()
    const error = new Error('m'.repeat(5_000))
    error.stack = 's'.repeat(20_000)
    reporter.report('INTERNAL_SDK_ERROR', error)
    expect(z.safeParse(ErrorEventBody, bodies[0]!.body).success).toBe(true)
  })

  it('behavior: at most 5 reports in any 60 s; the window slides', () => {
    const { reporter, bodies, advance } = setup()
    for (let i = 0; i < 8; i++) reporter.report('WALLET_ERROR', new Error(`e${i}`))
    expect(bodies).toHaveLength(REPORT_LIMIT)
    expect(reporter.dropped()).toBe(3)
    advance(REPORT_WINDOW_MS - 1)
    expect(reporter.report('WALLET_ERROR', new Error('still too soon'))).toBe(false)
    advance(1)
    expect(reporter.report('WALLET_ERROR', new Error('a new window'))).toBe(true)
    expect(bodies).toHaveLength(REPORT_LIMIT + 1)
  })
})
