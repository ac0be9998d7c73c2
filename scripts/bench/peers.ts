/**
 * The products measured beside the widget (bench/peers/, its own package.json so the project's install never
 * pulls them): installed from its lockfile when missing, each host page's script built with esbuild for production
 * (minified, code-split along the products' own dynamic imports) into the benchmark's site.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { repoRoot } from '../build.js'
import { hostPageUrl } from './world.js'

export const PEERS_DIR = path.join(repoRoot, 'bench', 'peers')

export interface Peer {
  name: string
  /** The host page's script in bench/peers/, and the folder its build goes to in the site. */
  entry: string
  folder: string
}

export const PEERS: Peer[] = [
  { name: 'Reown AppKit 1.8.24 (wagmi)', entry: 'appkit.ts', folder: 'appkit' },
  { name: 'RainbowKit 2.2 (wagmi)', entry: 'rainbowkit.tsx', folder: 'rainbowkit' },
]

export function peerPage(peer: Peer): { name: string; url: string } {
  return { name: peer.name, url: hostPageUrl(`${peer.folder}.html`) }
}

/** `npm ci --prefix bench/peers` unless its packages are there already. */
export function installPeers(): void {
  if (existsSync(path.join(PEERS_DIR, 'node_modules', '.package-lock.json'))) return
  console.log('Installing bench/peers (npm ci --prefix bench/peers)…')
  execFileSync('npm', ['ci', '--prefix', PEERS_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' })
}

/** Builds each peer's host page script into `siteDir/<folder>/` and puts its page beside. */
export async function buildPeers(siteDir: string): Promise<void> {
  for (const peer of PEERS) {
    await build({
      absWorkingDir: PEERS_DIR,
      entryPoints: [path.join(PEERS_DIR, peer.entry)],
      outdir: path.join(siteDir, peer.folder),
      bundle: true,
      minify: true,
      splitting: true,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      legalComments: 'none',
      logLevel: 'error',
      chunkNames: 'chunks/[name]-[hash]',
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    })
    await copyFile(path.join(PEERS_DIR, `${peer.folder}.html`), path.join(siteDir, `${peer.folder}.html`))
  }
}
