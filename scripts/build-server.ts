/**
 * The production server as one file, `dist/server/index.js` (Node, ESM), runnable from any directory without
 * `node_modules`. PGlite finds its WebAssembly and data files next to the module that loads it
 * (`new URL('pglite.wasm', import.meta.url)`), so they are copied beside the bundle.
 */
import { createRequire } from 'node:module'
import { copyFile, cp, mkdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { build as esbuild, type Plugin } from 'esbuild'

const require = createRequire(import.meta.url)

/** What PGlite reads from disk at start: PostgreSQL compiled to WebAssembly, its initdb and its data files. */
const PGLITE_FILES = ['pglite.wasm', 'pglite.data', 'initdb.wasm']

/** How a module of the repo asks whether it is the program being run. */
const RUN_AS_PROGRAM = 'process.argv[1] === fileURLToPath(import.meta.url)'

/**
 * Inside the bundle every module shares the bundle's `import.meta.url`, so a library module that is also a program
 * (server/index.ts) would think it was started. Only the entry is the program: elsewhere the check becomes `false`.
 */
function onlyTheEntryRuns(entry: string): Plugin {
  return {
    name: 'only-the-entry-runs',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path === entry || args.path.includes('node_modules')) return undefined
        const source = await readFile(args.path, 'utf8')
        if (!source.includes(RUN_AS_PROGRAM)) return undefined
        return { contents: source.replaceAll(RUN_AS_PROGRAM, 'false'), loader: 'ts' }
      })
    },
  }
}

export async function buildServer(repoRoot: string, distDir: string): Promise<void> {
  const outdir = join(distDir, 'server')
  await mkdir(outdir, { recursive: true })
  const pgliteDir = dirname(require.resolve('@electric-sql/pglite'))
  const entry = join(repoRoot, 'server/production/main.ts')
  await Promise.all([
    esbuild({
      absWorkingDir: repoRoot,
      entryPoints: { index: entry },
      plugins: [onlyTheEntryRuns(entry)],
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minify: false,
      legalComments: 'none',
      logLevel: 'warning',
      // CommonJS packages (nodemailer, pg) call require() for Node's own modules; an ES module has none of its own.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      // pg's optional native binding: never installed, never used.
      external: ['pg-native'],
    }),
    ...PGLITE_FILES.map((file) => copyFile(join(pgliteDir, file), join(outdir, file))),
    // Token icons, read at run time from icons/ beside the module (server/chain-data/token-images.ts).
    cp(join(repoRoot, 'server/chain-data/icons'), join(outdir, 'icons'), { recursive: true }),
  ])
}
