/**
 * The loader's build: the chunks are written first and the core carries each one's path and the integrity hash of
 * the bytes at that path; what can wait for the host chunk is not in the core.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subresourceIntegrity } from './build-loader.js'
import { buildLoader, type LoaderBuild, loadedBy } from './build-loader-chunks.js'
import { repoRoot } from './build.js'

let outDir: string
let built: LoaderBuild
let core: string

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'loader-chunks-'))
  built = await buildLoader({
    common: { absWorkingDir: repoRoot, bundle: true, minify: true, legalComments: 'none', target: 'es2022' },
    outDir,
  })
  core = await readFile(join(outDir, 'loader.js'), 'utf8')
}, 60_000)
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('buildLoader', () => {
  it('behavior: the core carries each chunk’s path and the integrity hash of the bytes written there', async () => {
    for (const [entry, chunk] of Object.entries(built.chunks)) {
      expect(chunk.path).toMatch(
        /^\/widget\/host\/((loader|solana|bitcoin|polkadot)-(host|dapp)|sats-connect)-[A-Z2-7]{8}\.js$/,
      )
      const bytes = await readFile(join(outDir, chunk.path))
      expect(chunk.integrity).toBe(subresourceIntegrity(bytes))
      // The core adds most chunks; the Polkadot chunk adds its extension-dapp chunk, the Bitcoin chunk sats-connect's.
      const parent = loadedBy(entry as keyof typeof built.chunks)
      const adder =
        parent === 'loader/index.ts' ? core : await readFile(join(outDir, built.chunks[parent].path), 'utf8')
      expect(adder).toContain(JSON.stringify(chunk.path))
      expect(adder).toContain(JSON.stringify(chunk.integrity))
    }
  })

  it('behavior: wallet discovery, the channel calls and the provider bridge are in the host chunk, not the core', async () => {
    const host = await readFile(join(outDir, built.chunks['loader/host/main.ts'].path), 'utf8')
    for (const code of ['eip6963:requestProvider', 'ProviderRpcError', 'walletsChanged']) {
      expect(host, code).toContain(code)
      expect(core, code).not.toContain(code)
    }
    // The core still answers the widget's hello itself.
    expect(core).toContain('host:connect')
    expect(core).toContain('integrity')
  })
})
