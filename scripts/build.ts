/**
 * Builds what the origins serve:
 *   dist/loader.js, dist/wallet-widget.d.ts          — the script a site pastes, and its types (generated:
 *                                                      wallet-widget-dts.ts)
 *   dist/widget/{index.html,widget.css,widget.js,…}  — the widget iframe (ES modules, code-split)
 *   dist/secure-frame/{index.html,secure-frame.js,secure-frame.css} — the secure frame's origin (one ESM bundle)
 *   dist/test/{test-wallet,site-*}.js                — the browser wallet and site-page libraries of the e2e tests
 * and writes dist/meta.json (esbuild's metafile) for the size check and the benchmark.
 */
import { build as esbuild, type Metafile } from 'esbuild'
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { walletWidgetDts } from './wallet-widget-dts.js'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
export const distDir = join(repoRoot, 'dist')

/** Widget code is written against the React API and runs on preact/compat. */
const reactAlias = { react: 'preact/compat', 'react-dom': 'preact/compat' }

export async function build(): Promise<Record<string, Metafile>> {
  await rm(distDir, { recursive: true, force: true })
  await mkdir(join(distDir, 'widget'), { recursive: true })
  await mkdir(join(distDir, 'secure-frame'), { recursive: true })
  const common = {
    bundle: true,
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    target: 'es2022',
  } as const

  const [loader, widget, testWallet, secureFrame] = await Promise.all([
    esbuild({
      ...common,
      entryPoints: [join(repoRoot, 'loader/index.ts')],
      outfile: join(distDir, 'loader.js'),
      format: 'iife',
    }),
    esbuild({
      ...common,
      entryPoints: {
        widget: join(repoRoot, 'widget-app/main.tsx'),
        'widget-styles': join(repoRoot, 'widget-app/styles.css'),
      },
      outdir: join(distDir, 'widget'),
      entryNames: '[name]',
      chunkNames: 'chunks/[name]-[hash]',
      format: 'esm',
      splitting: true,
      jsx: 'automatic',
      jsxImportSource: 'react',
      alias: reactAlias,
      define: { 'process.env.NODE_ENV': '"production"' },
    }),
    esbuild({
      ...common,
      minify: false,
      entryPoints: {
        'test-wallet': join(repoRoot, 'dev/wallets/test-wallet/main.ts'),
        'site-viem': join(repoRoot, 'e2e/fixtures/site-viem.ts'),
        'site-ethers': join(repoRoot, 'e2e/fixtures/site-ethers.ts'),
      },
      outdir: join(distDir, 'test'),
      format: 'iife',
    }),
    // One bundle, no chunks: the frame holds the key, so it loads nothing it did not ship with.
    esbuild({
      ...common,
      entryPoints: {
        'secure-frame': join(repoRoot, 'secure-frame/main.ts'),
        'secure-frame-styles': join(repoRoot, 'secure-frame/styles.css'),
      },
      outdir: join(distDir, 'secure-frame'),
      entryNames: '[name]',
      format: 'esm',
    }),
  ])
  await Promise.all([
    copyFile(join(distDir, 'widget/widget-styles.css'), join(distDir, 'widget/widget.css')).then(() =>
      rm(join(distDir, 'widget/widget-styles.css')),
    ),
    copyFile(join(repoRoot, 'widget-app/index.html'), join(distDir, 'widget/index.html')),
    writeFile(join(distDir, 'wallet-widget.d.ts'), walletWidgetDts()),
    copyFile(
      join(distDir, 'secure-frame/secure-frame-styles.css'),
      join(distDir, 'secure-frame/secure-frame.css'),
    ).then(() => rm(join(distDir, 'secure-frame/secure-frame-styles.css'))),
    copyFile(join(repoRoot, 'secure-frame/index.html'), join(distDir, 'secure-frame/index.html')),
  ])
  const metafiles = {
    loader: loader.metafile,
    widget: widget.metafile,
    testWallet: testWallet.metafile,
    secureFrame: secureFrame.metafile,
  }
  await writeFile(join(distDir, 'meta.json'), JSON.stringify(metafiles))
  return metafiles
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  await build()
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`)
}
