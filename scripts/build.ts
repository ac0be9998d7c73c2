/**
 * Builds what the origins serve and the server that serves it:
 *   dist/loader.js, dist/v<version>/loader.js, dist/v<major>/loader.js — the script a site pastes (build-loader.ts)
 *   dist/widget/host/{loader-host,solana-host,bitcoin-host,polkadot-host}-<hash>.js — the chunks it loads, pinned by integrity (build-loader-chunks.ts)
 *   dist/wallet-widget.d.ts                           — its types (generated: wallet-widget-dts.ts)
 *   dist/widget/{index.html,widget-<hash>.{js,css},chunks/*-<hash>.js} — the widget iframe (ES modules, code-split,
 *                                                     then regrouped: build-group-chunks.ts; its page preloads
 *                                                     the chunk the entry imports and carries the deployment)
 *   dist/secure-frame/{index.html,secure-frame-<hash>.{js,css},chunks/*-<hash>.js} — the secure frame's origin (ES
 *                                                     modules: the entry a login needs, chunks on demand)
 *   *.br, *.gz next to each text file of those       — precompressed copies (build-compress.ts)
 *   dist/server/index.js (+ PGlite's files)           — the production server (build-server.ts)
 *   dist/snippet.html                                 — the snippet for the versioned loader, with its integrity hash
 *   dist/test/{test-wallet,site-*}.js                 — the browser wallet and site-page libraries of the e2e tests
 * and writes dist/meta.json (esbuild's metafiles) for the size check and the benchmark.
 */
import { build as esbuild, type Metafile } from 'esbuild'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Deployment, inlineDeployment } from '../shared/contracts/deployment.js'
import { isWidgetOriginPath } from '../server/production/static-part.js'
import { deploymentFor } from '../server/production/widget-page.js'
import { precompress } from './build-compress.js'
import { publishLoader } from './build-loader.js'
import { buildLoader } from './build-loader-chunks.js'
import { outputOf, staticImportsOf, writePage } from './build-pages.js'
import { buildServer } from './build-server.js'
import { buildSecureFrame } from './build-secure-frame.js'
import { groupChunks } from './build-group-chunks.js'
import { walletWidgetDts } from './wallet-widget-dts.js'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
export const distDir = join(repoRoot, 'dist')

/**
 * Widget code is written against the React API and runs on Preact: `react` is Preact's hooks plus the one
 * hook they lack (widget-app/react-on-preact.ts), JSX is Preact's; preact/compat comes only where a view
 * downloaded on demand imports it.
 */
const reactOnPreact = join(repoRoot, 'widget-app', 'react-on-preact.ts')
const reactAlias = {
  react: reactOnPreact,
  'react-dom/client': reactOnPreact,
  'react/jsx-runtime': 'preact/jsx-runtime',
}

export interface BuildResult {
  metafiles: Record<string, Metafile>
  /** The snippet for the versioned loader, with its `integrity` (also in dist/snippet.html). */
  snippet: string
}

/** The deployment a build for a static host writes into the widget page, when `PUBLIC_ORIGIN` is set. */
export function deploymentFromEnvironment(env: NodeJS.ProcessEnv): Deployment | undefined {
  return env.PUBLIC_ORIGIN ? deploymentFor(new URL(env.PUBLIC_ORIGIN).origin, env.RELAY_URL || undefined) : undefined
}

export async function build(): Promise<Record<string, Metafile>> {
  return (await buildAll()).metafiles
}

/**
 * Builds everything into `outDir` (dist/ unless told: tests build into a directory of their own). The widget page
 * carries `deployment` when given (by default from `PUBLIC_ORIGIN` and `RELAY_URL`, as the server reads them);
 * the production server and the development world write their own into it when they serve it.
 */
export async function buildAll(
  outDir: string = distDir,
  deployment: Deployment | undefined = deploymentFromEnvironment(process.env),
): Promise<BuildResult> {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(join(outDir, 'widget'), { recursive: true })
  await mkdir(join(outDir, 'secure-frame'), { recursive: true })
  const common = {
    absWorkingDir: repoRoot,
    bundle: true,
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    target: 'es2022',
  } as const
  const version = (JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version

  const [loader, widget, testWallet, secureFrame] = await Promise.all([
    // The core, and the chunks it loads with Subresource Integrity (their hashes baked into it).
    buildLoader({ common: { ...common, absWorkingDir: repoRoot }, outDir }),
    esbuild({
      ...common,
      entryPoints: [
        { in: join(repoRoot, 'widget-app/main.tsx'), out: 'widget' },
        { in: join(repoRoot, 'widget-app/styles.css'), out: 'widget' },
      ],
      outdir: join(outDir, 'widget'),
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      format: 'esm',
      splitting: true,
      jsx: 'automatic',
      jsxImportSource: 'preact',
      alias: reactAlias,
      define: { 'process.env.NODE_ENV': '"production"' },
    }).then(async ({ metafile }) => ({
      // What paints Connect in two files instead of esbuild's entry and two dozen chunks (build-group-chunks.ts).
      metafile: await groupChunks({
        metafile,
        outDir: join(outDir, 'widget'),
        root: repoRoot,
        entryPoint: 'widget-app/main.tsx',
        entryName: 'widget',
        eagerName: 'connect',
        target: common.target,
      }),
    })),
    esbuild({
      ...common,
      minify: false,
      entryPoints: {
        'test-wallet': join(repoRoot, 'dev/wallets/test-wallet/main.ts'),
        'solana-test-wallet': join(repoRoot, 'dev/wallets/solana-test-wallet/main.ts'),
        'bitcoin-test-wallet': join(repoRoot, 'dev/wallets/bitcoin-test-wallet/main.ts'),
        'sats-test-wallet': join(repoRoot, 'dev/wallets/sats-test-wallet/main.ts'),
        'polkadot-test-extension': join(repoRoot, 'dev/wallets/polkadot-test-extension/main.ts'),
        'site-viem': join(repoRoot, 'e2e/fixtures/site-viem.ts'),
        'site-ethers': join(repoRoot, 'e2e/fixtures/site-ethers.ts'),
        'site-wallet-standard': join(repoRoot, 'e2e/fixtures/site-wallet-standard.ts'),
      },
      outdir: join(outDir, 'test'),
      format: 'iife',
    }),
    // The entry a login needs, and same-origin hashed chunks for smart accounts and Solana (build-secure-frame.ts).
    buildSecureFrame({ common: { ...common, absWorkingDir: repoRoot }, outDir }),
    buildServer(repoRoot, outDir),
  ])
  const [, , , snippet] = await Promise.all([
    writePage({
      source: join(repoRoot, 'widget-app/index.html'),
      target: join(outDir, 'widget/index.html'),
      replacements: {
        './widget.js': outputOf(widget.metafile, 'widget-app/main.tsx', '.js'),
        './widget.css': outputOf(widget.metafile, 'widget-app/styles.css', '.css'),
      },
      // The chunks the entry imports are fetched with it, not after it has been parsed.
      modulePreloads: staticImportsOf(widget.metafile, outputOf(widget.metafile, 'widget-app/main.tsx', '.js')).map(
        (file) => join(repoRoot, file),
      ),
      finish: (html) => (deployment ? inlineDeployment(html, deployment) : html),
    }),
    writePage({
      source: join(repoRoot, 'secure-frame/index.html'),
      target: join(outDir, 'secure-frame/index.html'),
      replacements: { './secure-frame.js': secureFrame.entry, './secure-frame.css': secureFrame.styles },
      // The shared chunks the entry imports are fetched with it; the on-demand chunks are not.
      modulePreloads: staticImportsOf(secureFrame.metafile, secureFrame.entry).map((file) => join(repoRoot, file)),
    }),
    writeFile(join(outDir, 'wallet-widget.d.ts'), walletWidgetDts()),
    publishLoader({
      distDir: outDir,
      version,
      widgetOrigin: process.env.WIDGET_ORIGINS?.split(',')[0]?.trim() || 'https://widget.example',
    }),
  ])
  // The secure frame's page is rewritten per request by the app (its CSP and widget origins): no stored copies.
  await precompress(
    outDir,
    (path) => isWidgetOriginPath(path) || (path.startsWith('secure-frame/') && path !== 'secure-frame/index.html'),
  )
  const metafiles = {
    loader: loader.loader,
    loaderHost: loader.chunks['loader/host/main.ts'].metafile,
    solanaHost: loader.chunks['loader/solana/main.ts'].metafile,
    widget: widget.metafile,
    testWallet: testWallet.metafile,
    secureFrame: secureFrame.metafile,
  }
  await writeFile(join(outDir, 'meta.json'), JSON.stringify(metafiles))
  return { metafiles, snippet }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const { snippet } = await buildAll()
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms\n`)
  console.log(`The snippet (dist/snippet.html):\n\n${snippet}`)
}
