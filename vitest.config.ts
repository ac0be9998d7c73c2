import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const SHARED_MODULE_TESTS = ['{server,relay,dev,scripts}/**/*.test.{ts,tsx}']
const ISOLATED_NODE_TESTS = [
  'server/**/appkit-compat.test.ts',
  'server/**/*-balances.test.ts',
  'server/names/ens-lookup.test.ts',
  'server/smart-accounts/smart-accounts.test.ts',
]
const ISOLATED_TESTS = ['{shared,loader,widget-app,secure-frame}/**/*.test.{ts,tsx}']

/** Unit tests live beside the code (`x.ts` + `x.test.ts`); browser tests are Playwright's, in e2e/. */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Vitest leaves a core to itself by default: one worker on a two-core machine. Most server tests wait on
    // anvil, PGlite and sockets, so two workers there run the suite in about 70 % of the time.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // The server's, the world's and the scripts' tests share each worker's loaded modules: they import the same
      // heavy libraries (viem, PGlite, Hono) and mock nothing, and loading those once per worker saves minutes.
      {
        extends: true,
        test: { name: 'node', include: [...SHARED_MODULE_TESTS], exclude: [...ISOLATED_NODE_TESTS], isolate: false },
      },
      // The widget's, the loader's and the frame's tests fake timers, globals and modules: each file gets fresh ones.
      // So do the tests that drive AppKit's own client, whose controllers keep their state in module singletons.
      {
        extends: true,
        test: { name: 'isolated', include: [...ISOLATED_TESTS, ...ISOLATED_NODE_TESTS] },
      },
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // As the widget's build maps them (scripts/build.ts): the React API on Preact's own hooks.
  resolve: {
    alias: {
      'react-dom/client': fileURLToPath(new URL('./widget-app/react-on-preact.ts', import.meta.url)),
      react: fileURLToPath(new URL('./widget-app/react-on-preact.ts', import.meta.url)),
    },
  },
})
