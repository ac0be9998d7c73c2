import { createHash } from 'node:crypto'
import { mkdir, readFile, mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAll, repoRoot } from '../../scripts/build.js'
import { copyInitializedCluster } from '../testing/pglite-template.js'
import { secureFrameChunkOutput } from '../../scripts/build-secure-frame.js'
import { readSecureFrameMetafile } from '../../scripts/secure-frame-sizes.js'
import { secureFrameCsp } from '../secure-frame-static.js'
import { loadProductionConfig } from './config.js'
import { TEST_SESSION_SIGNING_KEYS } from '../sessions/testing/signing-key.js'
import { startProduction, type ProductionServer } from './start.js'
import { widgetCsp } from './widget-csp.js'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET that keeps the bytes as sent (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body)
  if (encoding === 'gzip') return gunzipSync(answer.body)
  return answer.body
}

let work: string
let dist: string
let snippet: string
let production: ProductionServer

/**
 * `npm test` builds dist/ (scripts/build.ts, for the size budgets) before the unit tests and names it here, so the
 * server is tried on that build instead of a second one of the same sources; alone, the test builds its own.
 */
const PREBUILT_DIST = process.env.TEST_PREBUILT_DIST

async function builtDist(work: string): Promise<{ dist: string; snippet: string }> {
  if (PREBUILT_DIST)
    return { dist: PREBUILT_DIST, snippet: await readFile(path.join(PREBUILT_DIST, 'snippet.html'), 'utf8') }
  const dist = path.join(work, 'dist')
  return { dist, snippet: (await buildAll(dist)).snippet }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'production-server-'))
  // The server's PGlite directory starts as an initialized, empty cluster: seconds of initdb skipped.
  const [built] = await Promise.all([
    builtDist(work),
    mkdir(path.join(work, 'db')).then(() => copyInitializedCluster(path.join(work, 'db'))),
  ])
  ;({ dist, snippet } = built)
  const config = loadProductionConfig(
    {
      PUBLIC_ORIGIN: 'http://localhost:0',
      PORT: '0',
      WIDGET_PORT: '0',
      WIDGET_ORIGINS: 'http://localhost:4491',
      SITE_ORIGINS: 'http://localhost:4490',
      DATA_DIR: path.join(work, 'db'),
      SMTP_URL: 'smtp://127.0.0.1:4499',
      MAIL_FROM: 'Wallet <no-reply@example.com>',
      RELAY_URL: 'ws://127.0.0.1:4493',
      SESSION_SIGNING_KEYS: TEST_SESSION_SIGNING_KEYS,
    },
    dist,
  )
  production = await startProduction(config)
}, 120_000)

afterAll(async () => {
  await production?.stop()
  await rm(work, { recursive: true, force: true })
})

describe('the production server on the build output', () => {
  it('behavior: the versioned loader comes as brotli and gzip, both decompressing to the file, with the snippet’s integrity', async () => {
    const file = await readFile(path.join(dist, 'v0.1.0/loader.js'))
    for (const encoding of ['br', 'gzip']) {
      const answer = await rawGet(`${production.widgetUrl}/v0.1.0/loader.js`, { 'accept-encoding': encoding })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['access-control-allow-origin']).toBe('*')
      expect(decoded(answer).equals(file)).toBe(true)
    }
    const integrity = `sha384-${createHash('sha384').update(file).digest('base64')}`
    expect(snippet).toContain(`integrity="${integrity}" crossorigin="anonymous"`)
    expect(await readFile(path.join(dist, 'snippet.html'), 'utf8')).toBe(snippet)
    // Whichever path the site pasted, the loader looks for the widget at /widget/ on its own origin.
    expect(file.toString()).toContain('"/widget/"')
    const moving = await rawGet(`${production.widgetUrl}/v0/loader.js`, { 'accept-encoding': 'br' })
    expect(moving.headers['cache-control']).toBe('public, max-age=300')
    expect(decoded(moving).equals(file)).toBe(true)
  })

  it('behavior: the widget page names its hashed entry, which is served immutable in both encodings', async () => {
    const page = await rawGet(`${production.widgetUrl}/widget/?host=http://localhost:4490`, { 'accept-encoding': 'br' })
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toBe(widgetCsp(production.server.url))
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    const html = decoded(page).toString()
    const entry = /src="\.\/(widget-[A-Z2-7]{8}\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const file = await readFile(path.join(dist, 'widget', entry as string))
    for (const encoding of ['br', 'gzip']) {
      const answer = await rawGet(`${production.widgetUrl}/widget/${entry}`, { 'accept-encoding': encoding })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(decoded(answer).equals(file)).toBe(true)
    }
    const etag = (await rawGet(`${production.widgetUrl}/widget/${entry}`, { 'accept-encoding': 'br' })).headers.etag
    const again = await rawGet(`${production.widgetUrl}/widget/${entry}`, {
      'accept-encoding': 'br',
      'if-none-match': etag as string,
    })
    expect(again.status).toBe(304)
  })

  it('behavior: the widget page carries the configuration pointing the widget at this server and the relay', async () => {
    const expected = {
      secureFrameUrl: `${production.server.url}/`,
      apiUrl: `${production.server.url}/`,
      // As the widget reads them: URLs in their normal form.
      relayUrl: 'ws://127.0.0.1:4493/',
    }
    for (const encoding of ['br', 'gzip', 'identity']) {
      const page = await rawGet(`${production.widgetUrl}/widget/`, { 'accept-encoding': encoding })
      const block = /<script type="application\/json" id="wallet-widget-deployment">([^<]*)<\/script>/.exec(
        decoded(page).toString(),
      )
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(expected)
    }
    // Nothing to fetch: the file the widget once asked for is gone.
    expect((await rawGet(`${production.widgetUrl}/deployment/widget.json`)).status).toBe(404)
  })

  it("behavior: the API origin serves the secure frame's page with its CSP, its hashed bundle, and the API", async () => {
    const page = await rawGet(`${production.server.url}/`)
    expect(page.headers['content-security-policy']).toBe(
      secureFrameCsp(['http://localhost:4491', 'http://localhost:4490']),
    )
    const script = /src="\.\/(secure-frame-[A-Z2-7]{8}\.js)"/.exec(page.body.toString())?.[1]
    const bundle = await rawGet(`${production.server.url}/${script}`, { 'accept-encoding': 'gzip' })
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(decoded(bundle).equals(await readFile(path.join(dist, 'secure-frame', script as string)))).toBe(true)
    // The app answers the API beside the files: a call without its project is refused by the route itself.
    const api = await rawGet(`${production.server.url}/v1/supported-chains`)
    expect(api.status).toBe(400)
    expect(JSON.parse(api.body.toString())).toMatchObject({ error: 'projectId is required' })
  })

  it("behavior: the secure frame's page preloads its entry's chunks; the on-demand chunks are hashed, immutable and precompressed", async () => {
    const page = (await rawGet(`${production.server.url}/`)).body.toString()
    const preloads = [...page.matchAll(/<link rel="modulepreload" href="\.\/(chunks\/[\w-]+-[A-Z2-7]{8}\.js)"/g)]
    expect(preloads.length).toBeGreaterThan(0)
    const metafile = readSecureFrameMetafile(dist)
    const onDemand = (['smartAccount', 'solana'] as const).map((chunk) =>
      path.relative(path.join(dist, 'secure-frame'), path.join(repoRoot, secureFrameChunkOutput(metafile, chunk))),
    )
    for (const file of [...preloads.map((match) => match[1] as string), ...onDemand]) {
      const answer = await rawGet(`${production.server.url}/${file}`, { 'accept-encoding': 'br' })
      expect(answer.status, file).toBe(200)
      expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['content-encoding'], file).toBe('br')
      expect(decoded(answer).equals(await readFile(path.join(dist, 'secure-frame', file))), file).toBe(true)
    }
    // What a login preloads never includes the on-demand chunks.
    for (const file of onDemand) expect(page).not.toContain(file)
  })

  it('error: unknown paths, the server bundle and the build metafile are 404 on the widget origin', async () => {
    for (const target of ['/nope.js', '/server/index.js', '/meta.json', '/test/test-wallet.js', '/snippet.html']) {
      expect((await rawGet(`${production.widgetUrl}${target}`)).status).toBe(404)
    }
  })
})
