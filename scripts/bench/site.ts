/**
 * The benchmark's site: the host pages of bench/site/ (one per product, each with the same EIP-6963 test wallet, and
 * ours once more with the snippet alone),
 * the test wallet from the build, and whatever product builds the caller adds, precompressed as the build does the
 * static part, in a fresh folder served by bench/origins.ts.
 */
import { copyFile, cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { precompress } from '../build-compress.js'
import { repoRoot } from '../build.js'

export const BENCH_SITE_SOURCES = path.join(repoRoot, 'bench', 'site')

/** A fresh site folder with the host pages and the test wallet (from the build in `builtDir`: its test/). */
export async function prepareSite(builtDir: string): Promise<string> {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-widget-bench-site-'))
  await cp(BENCH_SITE_SOURCES, siteDir, { recursive: true })
  await copyFile(path.join(builtDir, 'test', 'test-wallet.js'), path.join(siteDir, 'test-wallet.js'))
  await writeSnippetOnlyPage(siteDir)
  return siteDir
}

/** widget-only.html: our host page without the test wallet and its configuration, the snippet alone. */
async function writeSnippetOnlyPage(siteDir: string): Promise<void> {
  const page = await readFile(path.join(siteDir, 'widget.html'), 'utf8')
  const snippetOnly = page.replace(/^\s*<script src="\/(wallet-config|test-wallet)\.js"><\/script>\n/gm, '')
  if (snippetOnly.includes('test-wallet'))
    throw new Error('bench/site/widget.html: the test wallet could not be left out')
  await writeFile(path.join(siteDir, 'widget-only.html'), snippetOnly)
}

/** Writes the brotli and gzip copies of every text file of the site, once everything is in it. */
export async function compressSite(siteDir: string): Promise<void> {
  await precompress(siteDir, () => true)
}
