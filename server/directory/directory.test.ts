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
import { IMAGE_CSP } from '../api/image-policy.js'
import { IMAGE_CACHE_CONTROL } from './routes.js'
import { WALLETS } from './wallets.js'

const PROJECT = 'directory-test'
const ENTRY_FIELDS = [
  'chains',
  'desktop_link',
  'homepage',
  'id',
  'image_id',
  'mobile_link',
  'name',
  'order',
  'rdns',
  'webapp_link',
]

describe.each(testDrivers)('wallet directory ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient
  const wallets = (extra: Record<string, string> = {}, projectId = PROJECT) =>
    widget.get(`/getWallets?${apiQuery(projectId, extra)}`)

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
    await seedProject(t, PROJECT)
  })

  it('behavior: pages of 40 differ, keep a constant count, and list each visible wallet once in a stable order', async () => {
    const first = await wallets({ page: '1', entries: '40' })
    const second = await wallets({ page: '2', entries: '40' })
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(40)
    expect(second.body.data).toHaveLength(40)
    expect(first.body.count).toBeGreaterThanOrEqual(300)
    expect(second.body.count).toBe(first.body.count)
    const firstIds = first.body.data.map((w: { id: string }) => w.id)
    const secondIds = second.body.data.map((w: { id: string }) => w.id)
    expect(firstIds.filter((id: string) => secondIds.includes(id))).toEqual([])
    expect(firstIds[0]).toBe('metamask')
    expect(Object.keys(first.body.data[0]).sort()).toEqual(ENTRY_FIELDS)

    // Walking every page gives every visible wallet exactly once, in order, then nothing.
    const seen: { id: string; order: number }[] = []
    for (let page = 1; ; page += 1) {
      const res = await wallets({ page: String(page), entries: '100' })
      if (res.body.data.length === 0) break
      seen.push(...res.body.data)
    }
    expect(seen).toHaveLength(first.body.count)
    expect(new Set(seen.map((w) => w.id)).size).toBe(seen.length)
    expect(seen.map((w) => w.order)).toEqual([...seen.map((w) => w.order)].sort((a, b) => a - b))
    expect(seen.some((w) => w.id === 'hostile-test-entry')).toBe(false)
    // Same request, same answer.
    expect((await wallets({ page: '2', entries: '40' })).body).toEqual(second.body)
  })

  it('behavior: without page and entries the first 40 are listed', async () => {
    const res = await wallets()
    expect(res.body.data).toHaveLength(40)
    expect(res.body.data).toEqual((await wallets({ page: '1', entries: '40' })).body.data)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('behavior: search matches names and rdns case-insensitively and answers at most 100', async () => {
    const meta = await wallets({ search: 'mEtAmAsK' })
    expect(meta.body.data.map((w: { id: string }) => w.id)).toEqual(['metamask'])
    expect(meta.body.count).toBe(1)
    const byRdns = await wallets({ search: 'ME.RAINBOW' })
    expect(byRdns.body.data.map((w: { id: string }) => w.id)).toEqual(['rainbow'])
    // "Vault" names dozens of generated wallets; one page of 100 at most, count says how many.
    const many = await wallets({ search: 'a', entries: '100' })
    expect(many.body.data.length).toBe(100)
    expect(many.body.count).toBeGreaterThan(100)
    for (const w of many.body.data as { name: string; rdns: string | null }[]) {
      expect(`${w.name} ${w.rdns ?? ''}`.toLowerCase()).toContain('a')
    }
    const none = await wallets({ search: 'no wallet is called this' })
    expect(none.body).toEqual({ count: 0, data: [] })
    // The hostile entry is not found by searching for it.
    expect((await wallets({ search: 'onerror' })).body.count).toBe(0)
  })

  it('behavior: include lists only the named wallets, and is the only way to see the hostile entry', async () => {
    const res = await wallets({ include: 'rainbow,metamask,hostile-test-entry,no-such-wallet' })
    expect(res.body.count).toBe(3)
    expect(res.body.data.map((w: { id: string }) => w.id)).toEqual(['metamask', 'rainbow', 'hostile-test-entry'])
    const hostile = res.body.data[2]
    expect(hostile).toMatchObject({ name: '<img src=x onerror=alert(1)>', mobile_link: 'javascript:alert(1)' })
  })

  it('behavior: exclude drops the named wallets, also from an include', async () => {
    const all = await wallets({ entries: '3' })
    expect(all.body.data.map((w: { id: string }) => w.id)).toEqual(['metamask', 'trust', 'coinbase'])
    const res = await wallets({ entries: '3', exclude: 'trust,coinbase' })
    expect(res.body.data.map((w: { id: string }) => w.id)).toEqual(['metamask', 'rainbow', 'okx'])
    expect(res.body.count).toBe(all.body.count - 2)
    const both = await wallets({ include: 'metamask,rainbow', exclude: 'rainbow' })
    expect(both.body.data.map((w: { id: string }) => w.id)).toEqual(['metamask'])
  })

  it('behavior: chains keeps wallets that support any of the networks', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const sol = await wallets({ chains: solana, entries: '100' })
    expect(sol.body.count).toBeGreaterThan(10)
    for (const w of sol.body.data as { chains: string[] }[]) expect(w.chains).toContain(solana)
    expect(sol.body.data.map((w: { id: string }) => w.id)).toContain('phantom')
    expect(sol.body.data.map((w: { id: string }) => w.id)).not.toContain('metamask')

    const btc = await wallets({ chains: bitcoin })
    const either = await wallets({ chains: `${solana},${bitcoin}` })
    const both = WALLETS.filter((w) => !w.hidden && w.chains.includes(solana) && w.chains.includes(bitcoin)).length
    expect(either.body.count).toBe(sol.body.count + btc.body.count - both)
    expect((await wallets({ chains: 'eip155:999999' })).body).toEqual({ count: 0, data: [] })
  })

  it('behavior: badge_type=certified lists only certified wallets; none applies no badge filter', async () => {
    const certified = await wallets({ badge_type: 'certified', entries: '100' })
    const expected = WALLETS.filter((w) => w.badge === 'certified' && !w.hidden).map((w) => w.id)
    expect(certified.body.count).toBe(expected.length)
    expect(certified.body.data.map((w: { id: string }) => w.id).sort()).toEqual([...expected].sort())
    expect(expected).toContain('metamask')
    const none = await wallets({ badge_type: 'none' })
    expect(none.body.count).toBe((await wallets()).body.count)
  })

  it.each([
    [{ page: '0' }, 'page', 'page must be a whole number of at least 1'],
    [{ page: 'two' }, 'page', 'page must be a whole number of at least 1'],
    [{ page: '-1' }, 'page', 'page must be a whole number of at least 1'],
    [{ entries: '0' }, 'entries', 'entries must be a whole number from 1 to 100'],
    [{ entries: '101' }, 'entries', 'entries must be a whole number from 1 to 100'],
    [{ entries: '4.5' }, 'entries', 'entries must be a whole number from 1 to 100'],
    [{ search: 'x'.repeat(65) }, 'search', 'search must be at most 64 characters'],
    [{ badge_type: 'gold' }, 'badge_type', 'badge_type must be certified or none'],
    [{ include: 'metamask,<script>' }, 'include', 'include must be a comma list of at most 100 wallet ids'],
    [{ exclude: 'a b' }, 'exclude', 'exclude must be a comma list of at most 100 wallet ids'],
    [{ chains: 'eip155:1,banana' }, 'chains', 'chains must be a comma list of CAIP-2 network ids (e.g. eip155:1)'],
  ])('error: getWallets with %j answers 400 naming %s', async (extra, field, message) => {
    const res = await wallets(extra)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: message, field })
  })

  it.each([
    ['projectId', 'st=wallet-widget&sv=1.0.0', 'projectId is required'],
    ['st', `projectId=${PROJECT}&sv=1.0.0`, 'st is required'],
    ['sv', `projectId=${PROJECT}&st=wallet-widget`, 'sv is required'],
    ['projectId', 'projectId=bad%20id&st=wallet-widget&sv=1.0.0', 'projectId must be 1 to 64 of A-Z a-z 0-9 - _'],
    ['st', `projectId=${PROJECT}&st=${'s'.repeat(33)}&sv=1.0.0`, 'st must be 1 to 32 of A-Z a-z 0-9 . _ -'],
    ['sv', `projectId=${PROJECT}&st=wallet-widget&sv=1%200`, 'sv must be 1 to 64 of A-Z a-z 0-9 . _ + -'],
  ])('error: a call without a good %s answers 400 naming it', async (field, query, message) => {
    for (const path of ['/getWallets', '/getWalletImage/metamask']) {
      const res = await widget.get(`${path}?${query}`)
      expect(res.status, path).toBe(400)
      expect(res.body, path).toEqual({ error: message, field })
    }
  })

  it('error: an unknown project is refused with 403 Invalid Project ID', async () => {
    for (const path of ['/getWallets', '/getWalletImage/metamask', '/public/getTokenImage/USDC']) {
      const res = await widget.get(`${path}?${apiQuery('no-such-project')}`)
      expect(res.status, path).toBe(403)
      expect(res.body, path).toEqual({ error: 'Invalid Project ID' })
    }
  })

  it('behavior: images are safe SVG, cached immutably, with a validator that answers 304', async () => {
    const paths = [
      `/getWalletImage/metamask`,
      `/getWalletImage/generated-017`,
      `/getWalletImage/hostile-test-entry`,
      `/public/getAssetImage/eip155:1`,
      `/public/getCurrencyImage/USD`,
      `/public/getTokenImage/USDC`,
    ]
    for (const path of paths) {
      const res = await fetch(`${t.url}${path}?${apiQuery(PROJECT)}`, { headers: { origin: WIDGET_ORIGIN } })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe('image/svg+xml')
      expect(res.headers.get('cache-control'), path).toBe(IMAGE_CACHE_CONTROL)
      expect(res.headers.get('content-security-policy'), path).toBe(IMAGE_CSP)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('access-control-allow-origin'), path).toBe(WIDGET_ORIGIN)
      const etag = res.headers.get('etag')!
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
      const svg = await res.text()
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
      expect(svg, path).not.toMatch(/<script|<foreignObject|\son\w+\s*=|javascript:|href=|<img/i)

      const again = await fetch(`${t.url}${path}?${apiQuery(PROJECT)}`, { headers: { 'if-none-match': etag } })
      expect(again.status, path).toBe(304)
      expect(again.headers.get('etag'), path).toBe(etag)
      expect(await again.text(), path).toBe('')
    }
    // The hostile name becomes a plain letter, never markup.
    const hostile = await (await fetch(`${t.url}/getWalletImage/hostile-test-entry?${apiQuery(PROJECT)}`)).text()
    expect(hostile).toContain('>I</text>')
    // Different wallets get different tiles; the same wallet always the same.
    const a = await (await fetch(`${t.url}/getWalletImage/metamask?${apiQuery(PROJECT)}`)).text()
    const b = await (await fetch(`${t.url}/getWalletImage/rainbow?${apiQuery(PROJECT)}`)).text()
    expect(a).not.toBe(b)
    expect(await (await fetch(`${t.url}/getWalletImage/metamask?${apiQuery(PROJECT)}`)).text()).toBe(a)
  })

  it('error: an unknown image is a 404, whatever its kind', async () => {
    for (const path of [
      '/getWalletImage/no-such-wallet',
      '/getWalletImage/..%2Fpackage.json',
      '/public/getAssetImage/eip155:999999',
      '/public/getCurrencyImage/usd',
      '/public/getTokenImage/NOPE',
    ]) {
      const res = await widget.get(`${path}?${apiQuery(PROJECT)}`)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toEqual({ error: 'Image not found' })
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
  })
})
