/**
 * The local world the benchmarks run against (dev/world/), on ports of their own (apart from `npm start`'s and the
 * browser tests', so a benchmark never waits for nor disturbs them), with its site and widget origins served as a
 * deployment serves them (bench/origins.ts) instead of by the development file servers. The host pages of
 * bench/site/ and bench/peers/ name these ports.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildAll } from '../build.js'
import { startWorld, type World } from '../../dev/world/index.js'
import { startCompressedSite, startProductionWidgetOrigin } from './origins.js'

export const BENCH_PORTS = {
  site: 4470,
  widget: 4471,
  secureFrame: 4472,
  relay: 4473,
  mailHttp: 4474,
  mailSmtp: 4475,
  chainA: 8570,
  chainB: 8571,
  solana: 8579,
} as const

/** The site is http://127.0.0.1, the widget http://localhost: two different sites, as in production. */
export const BENCH_SITE_URL = `http://127.0.0.1:${BENCH_PORTS.site}`

/** The project the widget's host page names, allowed on the benchmark's site only. */
export const BENCH_PROJECT = 'bench'

export function hostPageUrl(page: string): string {
  return `${BENCH_SITE_URL}/${page}`
}

/** Our host page (bench/site/widget.html). */
export const WIDGET_PAGE = { name: 'wallet widget', url: hostPageUrl('widget.html') }
/** The same page without the test wallet (written by site.ts): what the snippet alone costs the site. */
export const SNIPPET_ONLY_PAGE = {
  name: 'wallet widget, the snippet alone (no wallet)',
  url: hostPageUrl('widget-only.html'),
}

/**
 * Builds everything into a folder of the benchmark's own, so a build or a test elsewhere on the machine that
 * rewrites `dist/` meanwhile changes nothing measured.
 */
export async function buildForBench(): Promise<string> {
  const builtDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-widget-bench-dist-'))
  await buildAll(builtDir)
  return builtDir
}

/** The world on the benchmark's ports, serving the build in `builtDir` and the site in `siteDir`. */
export async function startBenchWorld(builtDir: string, siteDir: string): Promise<World> {
  return startWorld({
    sitePort: BENCH_PORTS.site,
    widgetPort: BENCH_PORTS.widget,
    secureFramePort: BENCH_PORTS.secureFrame,
    mailSmtpPort: BENCH_PORTS.mailSmtp,
    mailHttpPort: BENCH_PORTS.mailHttp,
    relayPort: BENCH_PORTS.relay,
    solanaPort: BENCH_PORTS.solana,
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'wallet-widget-bench-db-')),
    chains: [
      { chainId: 31337, port: BENCH_PORTS.chainA },
      { chainId: 31338, port: BENCH_PORTS.chainB },
    ],
    distDir: builtDir,
    projects: [{ id: BENCH_PROJECT, allowedOrigins: [BENCH_SITE_URL, `http://localhost:${BENCH_PORTS.site}`] }],
    originServers: {
      site: (port) => startCompressedSite(siteDir, port),
      widget: (port, deployment) => startProductionWidgetOrigin(builtDir, port, deployment),
    },
  })
}
