import { defineConfig } from '@playwright/test'

/**
 * Specs that share nothing with others while they run: each uses accounts of its own (fresh keys, fresh email
 * wallets), sends from no shared account, asserts no shared account's balance and stops no part of the world. They
 * run beside one another and beside the serial specs. A new spec is serial until it is shown to be one of these.
 */
const SELF_CONTAINED = [
  'a11y-states',
  'a11y',
  'approval',
  'directory',
  'email',
  'farcaster',
  'first-open',
  'hardening-widget',
  'keyboard-views',
  'keyboard',
  'languages',
  'loader-chunks',
  'names-sign-in-wc',
  'security',
  'sign-in',
  'social',
  'wallets',
].map((name) => `**/${name}.spec.ts`)

/** Specs that stop a part of the world: they run last, alone. */
const ALONE = ['**/faults.spec.ts']

/** Browser tests run in Debian's Chromium against the local world started in e2e/global-setup.ts. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Files run one after another in a worker; two workers: a self-contained spec beside another, or beside a serial one.
  fullyParallel: false,
  workers: 2,
  projects: [
    // Sends from the demo accounts, the funder's tokens, exact balances of shared accounts: one at a time. Listed
    // first, so one worker starts on them while the other takes the self-contained specs.
    { name: 'serial', testIgnore: [...SELF_CONTAINED, ...ALONE], workers: 1 },
    { name: 'self-contained', testMatch: SELF_CONTAINED },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['self-contained', 'serial'] },
  ],
  // One retry on CI: a browser test that fails twice is a failure; one that passes on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
})
