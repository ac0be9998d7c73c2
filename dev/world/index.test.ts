import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { BITCOIN_LOCAL_NETWORK_ID } from '../../shared/bitcoin-networks.js'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyInitializedCluster } from '../../server/testing/pglite-template.js'
import { startWorld, widgetCsp, type World } from './index.js'

// Away from the defaults (4400-4402, 4404/4425, 8545/8546) and the browser
// tests' (4410-4412, 4434/4435) so a developer's running world doesn't collide
// with the test run.
const PORTS = {
  sitePort: 4490,
  widgetPort: 4491,
  secureFramePort: 4492,
  mailHttpPort: 4496,
  mailSmtpPort: 4497,
  relayPort: 4489,
}
const CHAINS = [
  { chainId: 31337, port: 8590 },
  { chainId: 31338, port: 8591 },
]
const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * fetch() normalizes '..' and '%2e%2e' away before sending, so traversal
 * attempts have to go out verbatim through node:http.
 */
function rawRequest(port: number, target: string, method = 'GET', host = '127.0.0.1'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host, port, path: target, method, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:4490' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

describe('local world', { timeout: 30_000 }, () => {
  let tmp: string
  let distDir: string
  let dataDir: string
  let world: World

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'world-test-'))
    distDir = path.join(tmp, 'dist')
    dataDir = path.join(tmp, 'db')
    const demoDir = path.join(tmp, 'demo')
    await Promise.all([
      mkdir(path.join(distDir, 'widget'), { recursive: true }),
      mkdir(path.join(distDir, 'secure-frame'), { recursive: true }),
      mkdir(path.join(distDir, 'test'), { recursive: true }),
      mkdir(demoDir, { recursive: true }),
      // The server's PGlite directories start as an initialized, empty cluster: each skips seconds of initdb.
      mkdir(dataDir).then(() => copyInitializedCluster(dataDir)),
      mkdir(path.join(tmp, 'db-2')).then(() => copyInitializedCluster(path.join(tmp, 'db-2'))),
    ])
    await Promise.all([
      writeFile(path.join(distDir, 'loader.js'), 'console.log("loader");\n'),
      writeFile(
        path.join(distDir, 'widget', 'index.html'),
        '<!doctype html><title>widget</title><script type="application/json" id="wallet-widget-deployment">{}</script>\n',
      ),
      writeFile(path.join(distDir, 'secure-frame', 'index.html'), '<!doctype html><title>secure</title>\n'),
      writeFile(path.join(distDir, 'test', 'probe.js'), 'export const probe = 1;\n'),
      writeFile(path.join(demoDir, 'index.html'), '<!doctype html><title>demo site</title>\n'),
      // Something a traversal from the widget root would love to reach.
      writeFile(path.join(tmp, 'secret.txt'), 'do not serve\n'),
    ])

    world = await startWorld({ ...PORTS, chains: CHAINS, distDir, dataDir, siteRoots: [{ prefix: '/', dir: demoDir }] })
    // Two bundlers (Alto) start with the chains: a few seconds each on a busy machine.
  }, 90_000)

  afterAll(async () => {
    await world?.stop()
    if (tmp) await rm(tmp, { recursive: true, force: true })
  })

  it('behavior: reports the origins and chains it started', () => {
    expect(world.urls).toEqual({
      site: 'http://localhost:4490',
      widget: 'http://localhost:4491',
      secureFrame: 'http://localhost:4492',
      loader: 'http://localhost:4491/loader.js',
      mail: 'http://127.0.0.1:4496',
    })
    expect(world.mail.smtpPort).toBe(4497)
    expect(world.chains).toEqual([
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8590' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8591' },
    ])
  })

  it('behavior: each anvil node answers eth_chainId with its own id', async () => {
    const ids = await Promise.all(
      world.chains.map(
        async ({ rpcUrl }) => ((await (await rpc(rpcUrl, 'eth_chainId')).json()) as { result: string }).result,
      ),
    )
    expect(ids).toEqual(['0x7a69', '0x7a6a'])
  })

  it("behavior: anvil's default account 0 holds 10000 ETH", async () => {
    const res = await rpc(world.chains[0]!.rpcUrl, 'eth_getBalance', [ANVIL_ACCOUNT_0, 'latest'])
    const { result } = (await res.json()) as { result: string }
    expect(BigInt(result)).toBe(10_000n * 10n ** 18n)
  })

  it('behavior: anvil allows cross-origin calls from a browser page', async () => {
    const res = await rpc(world.chains[1]!.rpcUrl, 'eth_chainId')
    expect(res.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:4490)$/)
  })

  it('behavior: /loader.js is served from the widget origin as JavaScript', async () => {
    const res = await fetch(world.urls.loader)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('loader')
  })

  it("behavior: widget HTML carries the CSP that only frames the secure frame's origin", async () => {
    const res = await fetch(`${world.urls.widget}/widget/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = res.headers.get('content-security-policy')
    expect(csp).toBe(widgetCsp(world.urls.secureFrame))
    expect(csp).toContain('frame-src http://localhost:4492')
    // The page tells the widget where this world's secure frame, API and relay are.
    expect(await res.text()).toContain(
      '{"secureFrameUrl":"http://localhost:4492/","apiUrl":"http://localhost:4492/","relayUrl":"ws://127.0.0.1:4489/"}',
    )
    // Scripts are not HTML documents and get no document policy.
    expect((await fetch(world.urls.loader)).headers.get('content-security-policy')).toBeNull()
  })

  it('behavior: site origin serves siteRoots and the test-only bundles under /dist-test/', async () => {
    const page = await fetch(`${world.urls.site}/`)
    expect(await page.text()).toContain('demo site')
    const probe = await fetch(`${world.urls.site}/dist-test/probe.js`)
    expect(probe.status).toBe(200)
    expect(probe.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(probe.headers.get('content-security-policy')).toBeNull()
  })

  it("behavior: the secure frame's origin serves the secure-frame build at /, framable only under the widget origin and the site pages", async () => {
    const res = await fetch(`${world.urls.secureFrame}/`)
    expect(await res.text()).toContain('secure')
    const sitePort = new URL(world.urls.site).port
    expect(res.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${world.urls.widget} ${world.urls.site} http://127.0.0.1:${sitePort};`,
    )
  })

  it("behavior: the secure frame's origin runs the auth API, whose code mail lands in the world mail catcher", async () => {
    const headers = { origin: world.urls.secureFrame, 'content-type': 'application/json' }
    const session = await fetch(`${world.urls.secureFrame}/auth/v1/session`)
    expect(await session.json()).toEqual({ user: null })
    const start = await fetch(`${world.urls.secureFrame}/auth/v1/email/start`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ projectId: 'demo', email: 'world@example.com' }),
    })
    expect(await start.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = await world.mail.waitForMessage({ to: 'world@example.com' })
    expect(mail.subject).toMatch(/^Your code is \d{6}$/)
    const listed = (await (await fetch(`${world.urls.mail}/api/messages?to=world@example.com`)).json()) as {
      subject: string
    }[]
    expect(listed.map((m) => m.subject)).toEqual([mail.subject])
  })

  it('behavior: a server is reachable as both localhost and 127.0.0.1', async () => {
    const viaName = await rawRequest(PORTS.widgetPort, '/loader.js', 'GET', 'localhost')
    const viaIp = await rawRequest(PORTS.widgetPort, '/loader.js', 'GET', '127.0.0.1')
    expect([viaName.status, viaIp.status]).toEqual([200, 200])
  })

  it('behavior: a directory without a trailing slash redirects so relative URLs resolve', async () => {
    const res = await rawRequest(PORTS.widgetPort, '/widget?x=1')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/widget/?x=1')
  })

  it('behavior: HEAD returns headers without a body', async () => {
    const res = await rawRequest(PORTS.widgetPort, '/loader.js', 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers['content-length']).toBe(String('console.log("loader");\n'.length))
    expect(res.body).toBe('')
  })

  it.each([
    '/../secret.txt',
    '/widget/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/widget/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
  ])('error: path traversal %s is rejected with 400', async (target) => {
    const res = await rawRequest(PORTS.widgetPort, target)
    expect(res.status).toBe(400)
    expect(res.body).not.toContain('do not serve')
  })

  it('error: malformed percent-encoding is rejected with 400', async () => {
    expect((await rawRequest(PORTS.widgetPort, '/%E0%A4%A')).status).toBe(400)
  })

  it('error: a missing file is a plain-text 404', async () => {
    const res = await rawRequest(PORTS.widgetPort, '/nope.js')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('error: methods other than GET and HEAD get 405', async () => {
    const res = await rawRequest(PORTS.widgetPort, '/loader.js', 'POST')
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it('error: a second world on the same ports rejects and names the port', async () => {
    // No bundlers: they would boot in front of the running world's chains (whose EntryPoint is there) only to be
    // stopped again, seconds of Alto that prove nothing about the ports.
    const second = startWorld({ ...PORTS, chains: CHAINS, distDir, dataDir, smartAccounts: false })
    await expect(second).rejects.toThrow(/port 4490\b/)
    await expect(second).rejects.toThrow(/port 8590\b/)
    await expect(second).rejects.toThrow(/port 4492\b/)
    await expect(second).rejects.toThrow(/SMTP port 4497\b/)
    // The failed attempt must not have disturbed the running world.
    expect((await fetch(world.urls.loader)).status).toBe(200)
    expect((await rpc(world.chains[0]!.rpcUrl, 'eth_chainId')).status).toBe(200)
  })

  it('error: when one part cannot start, the parts that did start are released', async () => {
    const freePorts = {
      sitePort: 4493,
      widgetPort: 4494,
      secureFramePort: 4495,
      mailHttpPort: 4498,
      mailSmtpPort: 4499,
      relayPort: 4488,
    }
    // Chain port 8590 is held by the running world, so only the servers come up.
    await expect(
      startWorld({
        ...freePorts,
        chains: [{ chainId: 31337, port: 8590 }],
        distDir,
        dataDir: path.join(tmp, 'db-2'),
        smartAccounts: false,
      }),
    ).rejects.toThrow(/port 8590\b/)
    expect(await Promise.all(Object.values(freePorts).map(canBind))).toEqual(Object.values(freePorts).map(() => true))
  })

  it("behavior: the secure frame's origin serves the directory and project API for the world's projects, to the widget origin", async () => {
    const query = (projectId: string): string =>
      new URLSearchParams({ projectId, st: 'wallet-widget', sv: 'test' }).toString()
    const config = await fetch(`${world.urls.secureFrame}/appkit/v1/config?${query('demo')}`, {
      headers: { origin: world.urls.widget },
    })
    expect(config.status).toBe(200)
    expect(config.headers.get('access-control-allow-origin')).toBe(world.urls.widget)
    expect(((await config.json()) as { features: { swaps: unknown } }).features.swaps).toBe('1inch')
    const origins = await fetch(`${world.urls.secureFrame}/projects/v1/origins?${query('e2e')}`)
    expect(await origins.json()).toEqual({ allowedOrigins: ['http://127.0.0.1:4410', 'http://localhost:4410'] })
    const wallets = (await (
      await fetch(`${world.urls.secureFrame}/getWallets?${query('first')}&entries=40`)
    ).json()) as {
      count: number
      data: unknown[]
    }
    expect(wallets.count).toBeGreaterThanOrEqual(300)
    expect(wallets.data).toHaveLength(40)
    expect((await fetch(`${world.urls.secureFrame}/getWallets?${query('not-seeded')}`)).status).toBe(403)
  })

  it("behavior: the blockchain API lists the world's chains and proxies JSON-RPC to their anvil nodes", async () => {
    const query = new URLSearchParams({ projectId: 'demo', st: 'wallet-widget', sv: 'test' })
    expect(await (await fetch(`${world.urls.secureFrame}/v1/supported-chains?${query}`)).json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', world.solana.networkId, BITCOIN_LOCAL_NETWORK_ID],
      ws: [],
    })
    const res = await fetch(`${world.urls.secureFrame}/v1/?chainId=eip155:31338&projectId=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a6a' })
  })

  // Runs last: it tears the shared world down.
  it('behavior: stop() frees every port and is safe to call twice', async () => {
    // An open keep-alive connection must not hold the port after stop().
    await fetch(`${world.urls.site}/`)
    await world.stop()
    await world.stop()
    const ports = [...Object.values(PORTS), ...CHAINS.map((c) => c.port)]
    expect(await Promise.all(ports.map(canBind))).toEqual(ports.map(() => true))
  })
})
