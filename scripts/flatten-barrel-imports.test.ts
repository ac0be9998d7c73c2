import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flattenImports, readBarrel, type ReExport } from './flatten-barrel-imports.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'flatten-barrel-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const barrel = new Map<string, ReExport>([
  ['toHex', { from: '/lib/utils/toHex.js', name: 'toHex' }],
  ['createClient', { from: '/lib/clients/createClient.js', name: 'createClient' }],
  ['ccipFetch', { from: '/lib/utils/ccip.js', name: 'ccipRequest' }],
])

describe('readBarrel', () => {
  it('behavior: maps each re-exported value to its file and its name there; type-only exports are left out', async () => {
    const file = join(dir, 'index.js')
    await writeFile(
      file,
      [
        "export { toHex, fromHex as hexToValue } from './utils/encoding.js';",
        "export { parseAbi } from 'abitype';",
        "export type { Hex } from './types.js';",
        "export * from './everything.js';",
        'export const local = 1;',
      ].join('\n'),
    )
    expect([...readBarrel(file)]).toEqual([
      ['toHex', { from: join(dir, 'utils/encoding.js'), name: 'toHex' }],
      ['hexToValue', { from: join(dir, 'utils/encoding.js'), name: 'fromHex' }],
      ['parseAbi', { from: 'abitype', name: 'parseAbi' }],
    ])
  })
})

describe('flattenImports', () => {
  it('behavior: each value comes from its own file under its local name; types stay (erased) on the barrel', () => {
    const code = [
      "import { createClient, toHex as hex, type Hex } from 'lib'",
      "import { ccipFetch } from 'lib'",
      'export const x: Hex = hex(createClient, ccipFetch)',
    ].join('\n')
    expect(flattenImports(code, 'a.ts', 'lib', barrel)).toBe(
      [
        'import { type Hex } from "lib"',
        'import { createClient as createClient } from "/lib/clients/createClient.js"',
        'import { toHex as hex } from "/lib/utils/toHex.js"',
        'import { ccipRequest as ccipFetch } from "/lib/utils/ccip.js"',
        'export const x: Hex = hex(createClient, ccipFetch)',
      ].join('\n'),
    )
  })

  it('error: a value the barrel does not re-export by name fails the build instead of bringing the barrel back', () => {
    expect(() => flattenImports("import { toHex, notThere } from 'lib'", 'a.ts', 'lib', barrel)).toThrow(
      'a.ts imports notThere from lib, whose barrel does not re-export it by name',
    )
  })

  it('behavior: type-only, namespace and other packages’ imports are left as written', () => {
    const code = [
      "import type { Hex } from 'lib'",
      "import * as lib from 'lib'",
      "import { toHex } from 'lib/sub'",
      "import { toHex as other } from 'other'",
    ].join('\n')
    expect(flattenImports(code, 'a.ts', 'lib', barrel)).toBeUndefined()
  })
})
