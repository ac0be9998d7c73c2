import { defineConfig } from 'vitest/config'

/** Unit tests live beside the code (`x.ts` + `x.test.ts`); browser tests are Playwright's, in e2e/. */
export default defineConfig({
  test: {
    include: ['{shared,loader,widget-app,secure-frame,server,relay,dev,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
})
