import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSecureFrameAssets, widgetFileHeaders } from './start.js'
import { cacheControlFor, isWidgetOriginPath } from './static-part.js'
import { loadStaticFiles, type StaticFiles } from './static-files.js'
import { serveStatic, type StaticResponse } from './static-response.js'
import { widgetCsp } from './widget-csp.js'

const SECURE_FRAME_ORIGIN = 'https://wallet.example.com'
const CHUNK = '/widget/chunks/chunk-ABCDEFGH.js'
const chunkSource = `export const x = ${JSON.stringify('a'.repeat(2_000))}\n`

let root: string
let files: StaticFiles
let secureFrame: StaticFiles

async function put(relativePath: string, body: string, compressed = true): Promise<void> {
  const file = path.join(root, 'dist', relativePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, body)
  if (compressed) {
    await writeFile(`${file}.br`, brotliCompressSync(body))
    await writeFile(`${file}.gz`, gzipSync(body))
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-response-'))
  await Promise.all([
    put('widget/index.html', '<!doctype html><title>widget</title>'),
    put('loader.js', 'console.log("moving")'),
    put('v0/loader.js', 'console.log("major")'),
    put('v0.1.0/loader.js', 'console.log("exact")'),
    put('wallet-widget.d.ts', 'export {}', false),
    put(CHUNK.slice(1), chunkSource),
    put('test/test-wallet.js', 'never served'),
    put('meta.json', '{}'),
    put('secure-frame/index.html', '<!doctype html>'),
    put('secure-frame/secure-frame-QRSTUVWX.js', 'frame()'),
    writeFile(path.join(root, 'secret.txt'), 'outside'),
  ])
  const dist = path.join(root, 'dist')
  files = await loadStaticFiles({
    root: dist,
    include: isWidgetOriginPath,
    headersFor: (urlPath) => widgetFileHeaders(urlPath, SECURE_FRAME_ORIGIN),
  })
  secureFrame = await loadSecureFrameAssets(dist)
})

afterAll(() => rm(root, { recursive: true, force: true }))

function get(target: string, headers: Record<string, string> = {}, method = 'GET'): StaticResponse | undefined {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  return serveStatic(files, { method, target, header: (name) => lower[name] })
}

function bodyText(answer: StaticResponse | undefined): string {
  const body = answer?.body
  if (body === undefined) throw new Error('no body')
  if (typeof body === 'string') return body
  const encoding = answer?.headers['content-encoding']
  const bytes = Buffer.from(body)
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString()
}

describe('the production static handler', () => {
  it('behavior: brotli, gzip or identity by Accept-Encoding, each with its length, ETag and Vary', () => {
    const br = get(CHUNK, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = get(CHUNK, { 'accept-encoding': 'gzip, br;q=0' })
    const identity = get(CHUNK, { 'accept-encoding': 'br;q=0, gzip;q=0' })
    const none = get(CHUNK)
    expect([br, gzip, identity, none].map((answer) => answer?.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
      undefined,
    ])
    for (const answer of [br, gzip, identity, none]) {
      expect(answer?.status).toBe(200)
      expect(bodyText(answer)).toBe(chunkSource)
      expect(answer?.headers['content-length']).toBe(String((answer?.body as Uint8Array | undefined)?.byteLength))
      expect(answer?.headers.vary).toBe('Accept-Encoding')
      expect(answer?.headers['content-type']).toBe('text/javascript; charset=utf-8')
    }
    expect(Number(br?.headers['content-length'])).toBeLessThan(chunkSource.length)
    expect(new Set([br, gzip, identity].map((answer) => answer?.headers.etag)).size).toBe(3)
  })

  it('error: 406 when the client refuses every encoding, identity included', () => {
    const answer = get(CHUNK, { 'accept-encoding': 'br;q=0, gzip;q=0, identity;q=0' })
    expect(answer?.status).toBe(406)
  })

  it('behavior: hashed files and exact versions are immutable; the page, the moving loaders and the types are short', () => {
    const cache = (target: string) => get(target)?.headers['cache-control']
    expect(cache(CHUNK)).toBe('public, max-age=31536000, immutable')
    expect(cache('/v0.1.0/loader.js')).toBe('public, max-age=31536000, immutable')
    for (const target of ['/widget/', '/widget/index.html', '/v0/loader.js', '/loader.js', '/wallet-widget.d.ts']) {
      expect(cache(target)).toBe('public, max-age=300')
    }
    expect(cacheControlFor('/v1.2.3-beta.1/loader.js')).toBe('public, max-age=31536000, immutable')
    expect(isWidgetOriginPath('v1.2.3-beta.1/loader.js')).toBe(true)
    expect(isWidgetOriginPath('server/index.js')).toBe(false)
  })

  it('behavior: 304 on a matching If-None-Match, per encoding', () => {
    const etag = get(CHUNK, { 'accept-encoding': 'br' })?.headers.etag as string
    const again = get(CHUNK, { 'accept-encoding': 'br', 'if-none-match': `"other", ${etag}` })
    expect(again?.status).toBe(304)
    expect(again?.body).toBeUndefined()
    expect(again?.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' })
    // The same tag does not match the gzip representation.
    expect(get(CHUNK, { 'accept-encoding': 'gzip', 'if-none-match': etag })?.status).toBe(200)
  })

  it('behavior: HEAD answers the headers without the body', () => {
    const answer = get('/loader.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(answer?.status).toBe(200)
    expect(answer?.body).toBeUndefined()
    expect(Number(answer?.headers['content-length'])).toBeGreaterThan(0)
    expect(get('/loader.js', {}, 'POST')?.status).toBe(405)
  })

  it('error: a path that climbs out of the root is refused', () => {
    for (const target of [
      '/widget/../../secret.txt',
      '/widget/%2e%2e/%2e%2e/secret.txt',
      '/widget/..%2f..%2fsecret.txt',
    ]) {
      expect(get(target)?.status).toBe(400)
    }
    expect(get('/widget/%E0%A4%A')?.status).toBe(400)
  })

  it('error: unknown paths and files outside the static part are not answered (the caller says 404)', () => {
    for (const target of [
      '/nope.js',
      '/meta.json',
      '/test/test-wallet.js',
      '/secure-frame/index.html',
      '/secret.txt',
    ]) {
      expect(get(target)).toBeUndefined()
    }
  })

  it('behavior: a directory without its slash is redirected, keeping the query', () => {
    const answer = get('/widget?host=https%3A%2F%2Fsite.example')
    expect(answer?.status).toBe(301)
    expect(answer?.headers.location).toBe('/widget/?host=https%3A%2F%2Fsite.example')
  })

  it("behavior: the widget page carries the widget origin's CSP; the loader may be read by any site", () => {
    const page = get('/widget/?host=https://site.example', { 'accept-encoding': 'br' })
    expect(page?.headers['content-security-policy']).toBe(widgetCsp(SECURE_FRAME_ORIGIN))
    expect(page?.headers['x-content-type-options']).toBe('nosniff')
    expect(bodyText(page)).toContain('<title>widget</title>')
    expect(get('/v0.1.0/loader.js')?.headers['access-control-allow-origin']).toBe('*')
    expect(get(CHUNK)?.headers['access-control-allow-origin']).toBeUndefined()
    expect(get(CHUNK)?.headers['content-security-policy']).toBeUndefined()
  })

  it("behavior: the secure frame's hashed files are served, its page is left to the app", () => {
    const lookup = (target: string) => serveStatic(secureFrame, { method: 'GET', target, header: () => undefined })
    expect(lookup('/secure-frame-QRSTUVWX.js')?.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
    expect(lookup('/')).toBeUndefined()
    expect(lookup('/index.html')).toBeUndefined()
  })
})
