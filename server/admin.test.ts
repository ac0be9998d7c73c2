import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commandFromArgs, runAdmin } from './admin.js'
import { DataDirInUseError } from './db/dir-lock.js'
import { openDatabase } from './db/open.js'
import { testDrivers, type TestDatabase } from './testing/databases.js'
import { startTestServer } from './testing/harness.js'

interface Run {
  code: number
  out: string[]
  err: string[]
}

async function admin(argv: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { code, out, err }
}

describe('admin command line', () => {
  it('behavior: arguments become commands', () => {
    expect(commandFromArgs(['project', 'list'])).toEqual({ op: 'list' })
    expect(commandFromArgs(['project', 'show', 'demo'])).toEqual({ op: 'show', id: 'demo' })
    expect(
      commandFromArgs([
        'project',
        'set',
        'demo',
        '--features',
        '{"swaps":false}',
        '--origins',
        'https://a.example, https://*.b.example,',
        '--analytics',
        'false',
      ]),
    ).toEqual({
      op: 'set',
      id: 'demo',
      features: { swaps: false },
      allowedOrigins: ['https://a.example', 'https://*.b.example'],
      analyticsEnabled: false,
    })
    expect(commandFromArgs(['project', 'set', 'demo', '--origins', ''])).toEqual({
      op: 'set',
      id: 'demo',
      allowedOrigins: [],
    })
  })

  it.each([
    [[], 'admin: no command given'],
    [['user', 'list'], 'admin: unknown command "user"'],
    [['project'], 'admin: project needs set, show or list'],
    [['project', 'delete', 'x'], 'admin: unknown project command "delete"'],
    [['project', 'show'], 'admin: project show needs an id'],
    [['project', 'set'], 'admin: project set needs an id'],
    [['project', 'list', 'x'], 'admin: project list takes no id, got "x"'],
    [['project', 'set', 'x', '--analytics', 'yes'], 'admin: --analytics must be true or false, got "yes"'],
    [['project', 'set', 'x', '--features', '{nope'], 'admin: --features must be a JSON object, got {nope'],
    [['project', 'set', 'x', '--colour', 'red'], "admin: Unknown option '--colour'"],
    [['project', 'set', 'bad id!'], 'admin: id: projectId must be 1 to 64 of A-Z a-z 0-9 - _'],
    [
      ['project', 'set', 'x', '--features', '{"socials":["myspace"]}'],
      'admin: features.socials: socials are google, x, discord, farcaster, github, apple, facebook',
    ],
    [['project', 'set', 'x', '--features', '{"swapz":false}'], 'admin: features: Unrecognized key: "swapz"'],
    [
      ['project', 'set', 'x', '--origins', 'https://a.example/path'],
      'admin: allowedOrigins.0: origins must be an origin like http://localhost:4401, got "https://a.example/path"',
    ],
    [
      ['project', 'set', 'x', '--origins', '*'],
      'admin: allowedOrigins.0: "*" is too wide: it would allow every site; list sites like https://app.example.com, or one domain and its subdomains like https://*.example.com',
    ],
    [
      ['project', 'set', 'x', '--origins', 'https://ok.example.com,https://*'],
      'admin: allowedOrigins.1: "https://*" is too wide: it would allow every https site; list sites like https://app.example.com, or one domain and its subdomains like https://*.example.com',
    ],
    [
      ['project', 'set', 'x', '--origins', 'https://*.com'],
      'admin: allowedOrigins.0: "https://*.com" is wider than one registrable domain: com is a public suffix, so the pattern covers every site registered under it, whoever owns it; name one domain\'s subdomains instead, like https://*.example.com',
    ],
    [
      ['project', 'set', 'x', '--origins', 'https://*.co.uk'],
      'admin: allowedOrigins.0: "https://*.co.uk" is wider than one registrable domain: co.uk is a public suffix, so the pattern covers every site registered under it, whoever owns it; name one domain\'s subdomains instead, like https://*.example.co.uk',
    ],
    [
      ['project', 'set', 'x', '--origins', 'http://*.example.com'],
      'admin: allowedOrigins.0: "http://*.example.com" is too wide: a wildcard needs https, since any network between a visitor and an http site can pose as it',
    ],
    [
      ['project', 'set', 'x', '--origins', 'http://shop.example.com'],
      'admin: allowedOrigins.0: "http://shop.example.com" uses plain http, which is accepted only for this machine (http://localhost, http://127.0.0.1, http://[::1], any port); use https://shop.example.com',
    ],
  ])('error: %j is refused with exit code 2 before any database is opened', async (argv, message) => {
    // A database URL that cannot work: reaching it would fail differently.
    const run = await admin(argv, { DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none' })
    expect(run.code).toBe(2)
    expect(run.err[0]).toBe(message)
    expect(run.out).toEqual([])
  })
})

describe.each(testDrivers)('admin command ($name)', (driver) => {
  let database: TestDatabase
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    database = await driver.create()
    env = database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }
  }, 30_000)
  afterAll(async () => {
    await database?.destroy()
  })

  it('behavior: with no server running, set, show and list work on the database itself', async () => {
    const set = await admin(
      [
        'project',
        'set',
        'alpha',
        '--features',
        '{"multiWallet":true}',
        '--origins',
        'https://alpha.example',
        '--analytics',
        'true',
      ],
      env,
    )
    expect(set.err).toEqual([])
    expect(set.code).toBe(0)
    const shown = JSON.parse(set.out.join('\n'))
    expect(shown).toMatchObject({
      id: 'alpha',
      features: { multiWallet: true },
      effectiveFeatures: { multiWallet: true, swaps: '1inch', email: true },
      allowedOrigins: ['https://alpha.example'],
      analyticsEnabled: true,
    })
    // Setting one field leaves the others.
    expect((await admin(['project', 'set', 'alpha', '--analytics', 'false'], env)).code).toBe(0)
    expect((await admin(['project', 'set', 'beta'], env)).code).toBe(0)
    const show = await admin(['project', 'show', 'alpha'], env)
    expect(JSON.parse(show.out.join('\n'))).toMatchObject({
      features: { multiWallet: true },
      allowedOrigins: ['https://alpha.example'],
      analyticsEnabled: false,
    })
    const list = await admin(['project', 'list'], env)
    expect(list.out).toEqual([
      'alpha\tanalytics off\thttps://alpha.example\tsets multiWallet',
      'beta\tanalytics off\t(no origins)\tdefault features',
    ])
  })

  it('behavior: one-domain wildcards over https and plain http on this machine are accepted', async () => {
    const origins =
      'https://*.shop.example.co.uk,https://app.example.com,http://localhost:4400,http://127.0.0.1:4410,http://[::1]:4400'
    const run = await admin(['project', 'set', 'local', '--origins', origins], env)
    expect(run.err).toEqual([])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.out.join('\n')).allowedOrigins).toEqual(origins.split(','))
  })

  it('error: showing a project that does not exist fails with exit code 1', async () => {
    const run = await admin(['project', 'show', 'missing'], env)
    expect(run.code).toBe(1)
    expect(run.err).toEqual(['admin: no project "missing"'])
  })

  it('behavior: while a server runs, the command changes what it serves', async () => {
    const t = await startTestServer({ database })
    try {
      if (driver.name === 'pglite') expect(t.server.adminSocketPath).toBeDefined()
      else expect(t.server.adminSocketPath).toBeUndefined()
      const run = await admin(['project', 'set', 'gamma', '--origins', 'https://gamma.example'], env)
      expect(run.err).toEqual([])
      const [row] = await t.server.db.query<{ allowed_origins: string[] }>(
        'select allowed_origins from projects where id = $1',
        ['gamma'],
      )
      expect(row?.allowed_origins).toEqual(['https://gamma.example'])
    } finally {
      await t.stop()
    }
  })
})

describe('admin command and the embedded database', () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await testDrivers.find((d) => d.name === 'pglite')!.create()
  })
  afterAll(async () => {
    await database?.destroy()
  })

  it('error: a second opener of a PGlite directory in use is refused instead of corrupting it', async () => {
    const t = await startTestServer({ database })
    try {
      await expect(openDatabase({ dataDir: database.dataDir })).rejects.toThrow(DataDirInUseError)
      await expect(openDatabase({ dataDir: database.dataDir })).rejects.toThrow(/is open in process \d+ \(this one\)/)
      // The server is unharmed and the admin command still reaches it.
      const run = await admin(['project', 'list'], { DATA_DIR: database.dataDir })
      expect(run.code).toBe(0)
    } finally {
      await t.stop()
    }
    // Once the server has stopped, the directory is free again.
    const db = await openDatabase({ dataDir: database.dataDir })
    await db.close()
  })
})
