import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { openDatabase } from '../../server/db/open.js'
import { runProjectCommand } from '../../server/projects/commands.js'
import { listProjects } from '../../server/projects/store.js'
import { testDrivers, type TestDatabase } from '../../server/testing/databases.js'
import { checkWorldProjects, defaultWorldProjects, seedProjects } from './projects.js'

describe('world project seeds', () => {
  it("behavior: every default project passes the admin command's origin rules", () => {
    expect(() => checkWorldProjects(defaultWorldProjects())).not.toThrow()
  })

  it('error: a seed with an origin the admin command refuses is not written, and the error names the project', () => {
    expect(() =>
      checkWorldProjects([{ id: 'loose', allowedOrigins: ['http://localhost:4400', 'https://*.co.uk'] }]),
    ).toThrow(/^world project loose: "https:\/\/\*\.co\.uk" is wider than one registrable domain/)
    expect(() => checkWorldProjects([{ id: 'plain', allowedOrigins: ['http://shop.example.com'] }])).toThrow(
      /^world project plain: "http:\/\/shop\.example\.com" uses plain http/,
    )
  })
})

describe.each(testDrivers)('world projects ($name)', (driver) => {
  let database: TestDatabase
  let db: Database

  beforeAll(async () => {
    database = await driver.create()
    db = await openDatabase(
      database.databaseUrl ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir },
    )
  }, 30_000)
  afterAll(async () => {
    await db?.close()
    await database?.destroy()
  })

  it('behavior: the default projects are demo for the dev site and e2e, first, second and two checking projects for the browser tests', async () => {
    await seedProjects(db, defaultWorldProjects(), new Date())
    const projects = await listProjects(db)
    expect(projects.map((p) => [p.id, p.allowedOrigins, p.analyticsEnabled])).toEqual([
      ['demo', ['http://localhost:4400', 'http://127.0.0.1:4400'], true],
      ['e2e', ['http://127.0.0.1:4410', 'http://localhost:4410'], true],
      ['e2e-elsewhere', ['https://*.example.com'], false],
      ['e2e-multi', ['http://127.0.0.1:4410', 'http://localhost:4410'], false],
      ['e2e-no-email', ['http://127.0.0.1:4410', 'http://localhost:4410'], false],
      ['e2e-smart', ['http://127.0.0.1:4410', 'http://localhost:4410'], false],
      ['first', ['http://127.0.0.1:4410', 'http://localhost:4410'], true],
      ['second', ['http://127.0.0.1:4410', 'http://localhost:4410'], true],
    ])
    const features = Object.fromEntries(projects.map((p) => [p.id, p.features]))
    expect(features).toMatchObject({
      demo: {},
      e2e: {},
      first: {},
      second: {},
      'e2e-elsewhere': {},
      'e2e-no-email': { email: false },
    })
  })

  it('behavior: seeding again changes nothing, keeps switches set by the admin command, and restores the origins', async () => {
    await runProjectCommand(
      db,
      { op: 'set', id: 'demo', features: { multiWallet: true }, allowedOrigins: ['https://elsewhere.example'] },
      new Date(),
    )
    await seedProjects(db, defaultWorldProjects(), new Date())
    await seedProjects(db, defaultWorldProjects(), new Date())
    const demo = (await listProjects(db)).find((p) => p.id === 'demo')!
    expect(demo.features).toEqual({ multiWallet: true })
    expect(demo.allowedOrigins).toEqual(['http://localhost:4400', 'http://127.0.0.1:4400'])
    expect(await listProjects(db)).toHaveLength(8)
  })

  it('error: seeding a project with a refused origin writes nothing', async () => {
    await expect(seedProjects(db, [{ id: 'loose', allowedOrigins: ['https://*'] }], new Date())).rejects.toThrow(
      /^world project loose: "https:\/\/\*" is too wide/,
    )
    expect((await listProjects(db)).map((p) => p.id)).not.toContain('loose')
  })

  it('behavior: a seed that names features replaces the switches', async () => {
    await seedProjects(db, [{ id: 'demo', allowedOrigins: [], features: { swaps: false } }], new Date())
    expect((await listProjects(db)).find((p) => p.id === 'demo')!.features).toEqual({ swaps: false })
  })
})
