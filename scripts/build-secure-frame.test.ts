/**
 * The secure frame's build: what an email login loads holds the login and EOA signing but neither the
 * smart-account code nor the Solana code; those are content-hashed chunks beside it, which the production server
 * caches as immutable and the build precompresses.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheControlFor, IMMUTABLE } from '../server/production/static-part.js'
import { LANGUAGE_FILES_NAME, readLanguageFiles } from '../server/secure-frame-languages.js'
import { LOCALES } from '../shared/i18n/locales.js'
import { precompress } from './build-compress.js'
import { outputOf } from './build-pages.js'
import {
  buildSecureFrame,
  SECURE_FRAME_CHUNKS,
  type SecureFrameBuild,
  secureFrameChunkOutput,
  secureFrameEntryOutputs,
} from './build-secure-frame.js'
import { repoRoot } from './build.js'
import { measureSecureFrame } from './secure-frame-sizes.js'
import { BUDGETS } from './sizes.js'

let outDir: string
let built: SecureFrameBuild
/** What an email login loads: the entry and its static imports, as metafile paths. */
let eager: Set<string>
/** The modules (repository paths) in those files. */
let eagerModules: string[]

const repositoryPath = (module: string) => relative(repoRoot, join(repoRoot, module))

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'secure-frame-build-'))
  built = await buildSecureFrame({
    common: { absWorkingDir: repoRoot, bundle: true, minify: true, legalComments: 'none', target: 'es2022' },
    outDir,
  })
  eager = secureFrameEntryOutputs(built.metafile)
  eagerModules = [...eager].flatMap((file) =>
    Object.entries(built.metafile.outputs[file]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([module]) => repositoryPath(module)),
  )
}, 120_000)
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('buildSecureFrame', () => {
  it('behavior: the login holds the keyring, EOA signing and the approval view, and no smart-account or Solana code', () => {
    for (const module of ['secure-frame/keyring.ts', 'secure-frame/rpc.ts', 'secure-frame/approval.ts'])
      expect(eagerModules, module).toContain(module)
    const heavy = eagerModules.filter((module) =>
      /viem\/_esm\/account-abstraction\/|@solana\/|secure-frame\/solana\/(wallet|key|transaction-summary)\.ts|secure-frame\/smart-account\/account-clients\.ts|shared\/smart-account\/account\.ts|viem\/_esm\/clients\//.test(
        module,
      ),
    )
    expect(heavy).toEqual([])
  })

  it('behavior: the login holds the English texts only; each other language is a chunk of its own, loaded on demand', () => {
    const translations = LOCALES.filter((locale) => locale !== 'en')
    expect(eagerModules).toContain('secure-frame/i18n/messages/en.ts')
    expect(eagerModules.filter((module) => /\/i18n\/(?!en\.ts)[a-z]{2}\.ts$/.test(module))).toEqual([])
    expect(eagerModules).not.toContain('secure-frame/smart-account/rpc.ts')
    for (const locale of translations) {
      const output = outputOf(built.metafile, `secure-frame/i18n/messages/${locale}.ts`, '.js')
      expect(eager.has(output), locale).toBe(false)
      expect(relative(join(outDir, 'secure-frame'), join(repoRoot, output))).toMatch(
        /^chunks\/[a-z]{2}-[A-Z2-7]{8}\.js$/,
      )
    }
  })

  it('behavior: the language manifest names, for each translation, the chunk built from its catalog, and no English', async () => {
    const frameDir = join(outDir, 'secure-frame')
    const manifest = await readLanguageFiles(frameDir)
    expect(JSON.parse(await readFile(join(frameDir, LANGUAGE_FILES_NAME), 'utf8'))).toEqual(manifest)
    const translations = LOCALES.filter((locale) => locale !== 'en')
    expect(Object.keys(manifest).sort()).toEqual([...translations].sort())
    const written = await readdir(join(frameDir, 'chunks'))
    for (const locale of translations) {
      const chunk = relative(
        frameDir,
        join(repoRoot, outputOf(built.metafile, `secure-frame/i18n/messages/${locale}.ts`, '.js')),
      )
      // The chunk first; anything after it is a file it imports that the page does not load already.
      expect(manifest[locale]?.[0], locale).toBe(chunk)
      for (const file of manifest[locale] ?? []) expect(written, file).toContain(basename(file))
    }
  })

  it('behavior: each on-demand chunk is a hashed file under chunks/, reached from the login only through a dynamic import', async () => {
    for (const chunk of Object.keys(SECURE_FRAME_CHUNKS) as (keyof typeof SECURE_FRAME_CHUNKS)[]) {
      const output = secureFrameChunkOutput(built.metafile, chunk)
      expect(eager.has(output), chunk).toBe(false)
      expect(relative(join(outDir, 'secure-frame'), join(repoRoot, output))).toMatch(/^chunks\/[\w-]+-[A-Z2-7]{8}\.js$/)
      // The login's files import it only dynamically (pieces it loads itself later may import it statically).
      const importers = Object.entries(built.metafile.outputs)
        .filter(([file]) => eager.has(file))
        .flatMap(([, file]) =>
          file.imports.filter((imported) => imported.path === output).map((imported) => imported.kind),
        )
      expect(new Set(importers), chunk).toEqual(new Set(['dynamic-import']))
    }
    // What each chunk brings (itself and the shared chunks it imports that the login did not load).
    const brings = (chunk: keyof typeof SECURE_FRAME_CHUNKS) => {
      const files = new Set<string>()
      const visit = (file: string) => {
        if (files.has(file) || eager.has(file)) return
        files.add(file)
        for (const imported of built.metafile.outputs[file]?.imports ?? [])
          if (imported.kind === 'import-statement') visit(imported.path)
      }
      visit(secureFrameChunkOutput(built.metafile, chunk))
      return [...files].flatMap((file) => Object.keys(built.metafile.outputs[file]?.inputs ?? {}).map(repositoryPath))
    }
    expect(brings('smartAccount')).toEqual(
      expect.arrayContaining([
        'shared/smart-account/account.ts',
        expect.stringMatching(/viem\/_esm\/account-abstraction\/actions\/bundler\/sendUserOperation\.js$/),
      ]),
    )
    expect(brings('solana')).toEqual(
      expect.arrayContaining(['secure-frame/solana/wallet.ts', expect.stringMatching(/@solana\/keys\//)]),
    )
  })

  it('behavior: every script is served as immutable and precompressed; the entry fits its budget', async () => {
    const scripts = (await readdir(join(outDir, 'secure-frame'), { recursive: true })).filter((file) =>
      file.endsWith('.js'),
    )
    expect(scripts.length).toBeGreaterThan(2)
    for (const file of scripts) expect(cacheControlFor(`/${file}`), file).toBe(IMMUTABLE)
    await precompress(outDir, (path) => path.startsWith('secure-frame/'))
    const written = await readdir(join(outDir, 'secure-frame/chunks'))
    for (const file of written.filter((name) => name.endsWith('.js')))
      expect(written, file).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]))
    const sizes = measureSecureFrame(built.metafile, outDir)
    expect(sizes.entry).toBeLessThanOrEqual(BUDGETS.secureFrameEntry)
    expect(sizes.entryFiles.map((file) => basename(file))).toContain(basename(built.entry))
    expect(
      sizes.onDemand
        .map((chunk) => chunk.chunk)
        .filter(Boolean)
        .sort(),
    ).toEqual(['smartAccount', 'solana'])
  })
})
