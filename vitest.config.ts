import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Unit tests live beside the code (`x.ts` + `x.test.ts`); browser tests are Playwright's, in e2e/. */
export default defineConfig({
  test: {
    include: ['{shared,loader,widget-app,secure-frame,server,relay,dev,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest leaves a core to itself by default: one worker on a two-core machine. Most server tests wait on
    // anvil, PGlite and sockets, so two workers there run the suite in about 70 % of the time.
    maxWorkers: Math.max(2, availableParallelism()),
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
