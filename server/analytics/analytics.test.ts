import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import {
  apiQuery,
  seedProject,
  startTestServer,
  WIDGET_ORIGIN,
  widgetClient,
  type ApiClient,
  type TestServer,
} from '../testing/harness.js'

const PROJECT = 'analytics-test'

function event(overrides: Record<string, unknown> = {}, props: Record<string, unknown> = {}) {
  return {
    eventId: crypto.randomUUID(),
    url: 'https://shop.example/checkout?step=2',
    domain: 'shop.example',
    timestamp: Date.parse('2025-06-01T12:00:00Z'),
    props: {
      type: 'ERROR',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'CONNECTION',
      errorMessage: 'Failed to connect',
      stackTrace: 'Error: Failed to connect\n    at connect (widget.js:1:2)',
      ...props,
    },
    ...overrides,
  }
}

describe.each(testDrivers)('analytics error events ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient
  const send = (body: unknown, projectId = PROJECT, options = {}) =>
    widget.post(`/e?${apiQuery(projectId)}`, body, options)
  const stored = () =>
    t.server.db.query<Record<string, unknown>>('select * from analytics_errors order by received_at, event_id')

  beforeAll(async () => {
    database = await driver.create()
    t = await startTestServer({ database })
    widget = widgetClient(t)
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })
  beforeEach(async () => {
    await t.reset()
    await seedProject(t, PROJECT, { analyticsEnabled: true })
  })

  it('behavior: a valid event is accepted with 202 and stored with the sdk type and version', async () => {
    const body = event()
    const res = await send(body)
    expect(res.status).toBe(202)
    expect(res.body).toBe('')
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      event_id: body.eventId,
      project_id: PROJECT,
      sdk_type: 'wallet-widget',
      sdk_version: 'html-0.1.0',
      url: body.url,
      domain: 'shop.example',
      event: 'INTERNAL_SDK_ERROR',
      error_type: 'CONNECTION',
      error_message: 'Failed to connect',
      stack_trace: body.props.stackTrace,
    })
    expect((rows[0]!.occurred_at as Date).toISOString()).toBe('2025-06-01T12:00:00.000Z')
    expect((rows[0]!.received_at as Date).getTime()).toBe(t.clock().getTime())
  })

  it('behavior: a retried event is kept once; an event without a stack trace is kept with an empty one', async () => {
    const body = event({}, { stackTrace: undefined })
    expect((await send(body)).status).toBe(202)
    expect((await send(body)).status).toBe(202)
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.stack_trace).toBe('')
  })

  it('behavior: sendBeacon bodies (text/plain) are read as JSON too', async () => {
    const body = event()
    const res = await widget.post(`/e?${apiQuery(PROJECT)}`, undefined, {
      raw: JSON.stringify(body),
      contentType: 'text/plain;charset=UTF-8',
    })
    expect(res.status).toBe(202)
    expect(await stored()).toHaveLength(1)
  })

  it('behavior: a project with analytics off keeps nothing', async () => {
    await seedProject(t, 'quiet')
    expect((await send(event(), 'quiet')).status).toBe(202)
    expect(await stored()).toEqual([])
  })

  it.each([
    ['no eventId', { eventId: undefined }, 'eventId', 'eventId is required'],
    ['eventId not a UUID', { eventId: 'not-a-uuid' }, 'eventId', 'eventId must be a UUID'],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'url', 'url must be an http(s) URL'],
    [
      'a url over 2048 characters',
      { url: `https://shop.example/${'x'.repeat(2048)}` },
      'url',
      'url must be at most 2048 characters',
    ],
    ['a domain with a path', { domain: 'shop.example/<b>' }, 'domain', 'domain must be a host name'],
    ['an empty domain', { domain: '' }, 'domain', 'domain must not be empty'],
    ['a timestamp string', { timestamp: '2025-06-01' }, 'timestamp', 'timestamp must be a number'],
    ['a fractional timestamp', { timestamp: 1.5 }, 'timestamp', 'timestamp must be milliseconds since 1970'],
    ['a negative timestamp', { timestamp: -1 }, 'timestamp', 'timestamp must be milliseconds since 1970'],
    ['no props', { props: undefined }, 'props', 'props is required'],
  ])(
    'error: %s is refused with 400, naming the field, and nothing is stored',
    async (_label, overrides, field, message) => {
      const res = await send(event(overrides))
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: message, field })
      expect(await stored()).toEqual([])
    },
  )

  it.each([
    ['type CLICK', { type: 'CLICK' }, 'props.type', "props.type must be 'ERROR'"],
    ['an empty event', { event: '' }, 'props.event', 'props.event must not be empty'],
    [
      'an event over 64 characters',
      { event: 'E'.repeat(65) },
      'props.event',
      'props.event must be at most 64 characters',
    ],
    ['no errorType', { errorType: undefined }, 'props.errorType', 'props.errorType is required'],
    [
      'an errorMessage over 1024 characters',
      { errorMessage: 'm'.repeat(1025) },
      'props.errorMessage',
      'props.errorMessage must be at most 1024 characters',
    ],
    [
      'a stackTrace over 8192 characters',
      { stackTrace: 's'.repeat(8193) },
      'props.stackTrace',
      'props.stackTrace must be at most 8192 characters',
    ],
    ['a numeric stackTrace', { stackTrace: 42 }, 'props.stackTrace', 'props.stackTrace must be a string'],
  ])('error: props with %s are refused with 400 naming %s', async (_label, props, field, message) => {
    const res = await send(event({}, props))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: message, field })
  })

  it('error: bodies that are not one JSON object, too large, or of another type are refused', async () => {
    const post = (raw: string, contentType = 'application/json') =>
      widget.post(`/e?${apiQuery(PROJECT)}`, undefined, { raw, contentType })
    expect((await post('{nope')).body).toEqual({ error: 'Body must be valid JSON' })
    expect((await post('[1]')).body).toEqual({ error: 'Body must be a JSON object' })
    expect((await post('x=1', 'application/x-www-form-urlencoded')).status).toBe(415)
    const huge = await send(event({}, { stackTrace: 's'.repeat(17_000) }))
    expect(huge.status).toBe(413)
    expect(await stored()).toEqual([])
  })

  it('error: an unknown project gets 403, a page of another origin 403, both storing nothing', async () => {
    expect((await send(event(), 'nobody')).body).toEqual({ error: 'Invalid Project ID' })
    const foreign = await send(event(), PROJECT, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ error: 'Origin not allowed' })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    // A client that sends no Origin (a server, a test tool) is not a page and may report.
    expect((await send(event(), PROJECT, { origin: null })).status).toBe(202)
    expect(await stored()).toHaveLength(1)
  })

  it('error: past its per-minute limit a client gets 429', async () => {
    expect((await send(event())).status).toBe(202)
    await t.server.db.query(`update rate_limits set count = 1000 where key like 'events:%'`)
    const limited = await send(event())
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await stored()).toHaveLength(1)
  })

  it('behavior: the preflight of the widget origin allows the JSON POST', async () => {
    const res = await fetch(`${t.url}/e?${apiQuery(PROJECT)}`, {
      method: 'OPTIONS',
      headers: {
        origin: WIDGET_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
  })
})
