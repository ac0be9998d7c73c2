/**
 * `npm run bench`: prints the gzipped sizes of what visitors download and, in Debian's Chromium
 * with the site's page and the widget on different sites, the time from `WalletWidget.open()` to
 * the Connect view being painted and the long tasks the loader adds to the site's page; then the balance API
 * under 200 concurrent clients (bench-balances.ts), the indexer's catch-up speed and the
 * history under the same load (bench-indexer.ts).
 * Figures are printed, not asserted: timings on a shared machine are not a test.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { build, repoRoot } from './build.js'
import { benchBalances } from './bench-balances.js'
import { benchIndexer } from './bench-indexer.js'
import { kb, measureSizes } from './sizes.js'
import { startWorld } from '../dev/world/index.js'
import { SITE_URL, TEST_PORTS } from '../dev/world/test-world.js'

const RUNS = 20

await build()
const sizes = measureSizes()
console.log('Sizes (gzip -9)')
console.log(`  loader.js                  ${kb(sizes.loader)}`)
console.log(`  Connect view JS            ${kb(sizes.connectView)}  (${sizes.connectViewFiles.join(' + ')})`)
console.log(`  widget.css                 ${kb(sizes.css)}`)
console.log(
  `  on demand (viem balance, WalletConnect, QR)  ${kb(sizes.onDemand.reduce((sum, chunk) => sum + chunk.gzip, 0))} in ${sizes.onDemand.length} chunks`,
)

const world = await startWorld({
  sitePort: TEST_PORTS.site,
  widgetPort: TEST_PORTS.widget,
  secureFramePort: TEST_PORTS.secureFrame,
  mailSmtpPort: TEST_PORTS.mailSmtp,
  mailHttpPort: TEST_PORTS.mailHttp,
  relayPort: TEST_PORTS.relay,
  dataDir: await mkdtemp(path.join(os.tmpdir(), 'wallet-widget-bench-db-')),
  chains: [
    { chainId: 31337, port: TEST_PORTS.chainA },
    { chainId: 31338, port: TEST_PORTS.chainB },
  ],
  siteRoots: [{ prefix: '/', dir: path.join(repoRoot, 'e2e/fixtures') }],
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  const page = await browser.newPage()
  await page.addInitScript(() => {
    const tasks: number[] = []
    ;(window as unknown as { longTasks: number[] }).longTasks = tasks
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    })
  })
  // A page with nothing but the snippet, so its long tasks are the loader's own.
  await page.goto(`${SITE_URL}/bench.html`)
  await page.waitForFunction(() => Boolean(window.WalletWidget))

  /** open() → the widget's `open` event, which it sends after the frame with the view has been painted. */
  const timeOpen = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const started = performance.now()
          const off = window.WalletWidget!.on('open', () => {
            off()
            resolve(performance.now() - started)
          })
          void window.WalletWidget!.open()
        }),
    )
  const close = () => page.evaluate(() => window.WalletWidget!.close())

  const first = await timeOpen()
  await close()
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    times.push(await timeOpen())
    await close()
  }
  times.sort((a, b) => a - b)
  const loadTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
  const navigation = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return entry ? entry.loadEventEnd : NaN
  })
  console.log('\nTimings (Chromium, site http://127.0.0.1, widget http://localhost: different sites)')
  console.log(`  site page load event       ${navigation.toFixed(0)} ms`)
  console.log(`  first open() → painted     ${first.toFixed(1)} ms (includes waiting for the widget to finish loading)`)
  console.log(
    `  open() → painted, ${RUNS} runs  median ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms, p90 ${times[Math.floor(RUNS * 0.9)]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms`,
  )
  console.log(
    `  site long tasks            ${loadTasks.length} (${loadTasks.reduce((sum, task) => sum + task, 0).toFixed(0)} ms in all)`,
  )

  // All Wallets over the whole directory, measured inside the widget frame.
  await page.evaluate(() => window.WalletWidget!.open())
  const widget = page.frames().find((frame) => frame.url().includes('/widget/'))!
  const allWallets = await widget.evaluate(async () => {
    const started = performance.now()
    ;(document.querySelector('[data-testid="all-wallets-option"]') as HTMLButtonElement).click()
    while (!document.querySelector('[data-testid="directory-wallet"]'))
      await new Promise((resolve) => requestAnimationFrame(resolve))
    const firstRows = performance.now() - started
    const total = Number(/\d+/.exec(document.querySelector('[data-testid="wallet-count"]')!.textContent ?? '')?.[0])
    const list = document.querySelector('[data-testid="all-wallets"]') as HTMLElement
    // Scroll through the whole list, a screen at a time, and count the rows the DOM ever held.
    let maxRows = 0
    const scrollStarted = performance.now()
    for (let top = 0; top < list.scrollHeight; top += list.clientHeight) {
      list.scrollTop = top
      list.dispatchEvent(new Event('scroll'))
      await new Promise((resolve) => requestAnimationFrame(resolve))
      maxRows = Math.max(
        maxRows,
        document.querySelectorAll('[data-testid="directory-wallet"], .wallet-row--placeholder').length,
      )
    }
    const scrollThrough = performance.now() - scrollStarted
    // Per keystroke: time for the input to show the character (handler + render), then results after the pause.
    const input = document.getElementById('wallet-search') as HTMLInputElement
    const keystrokes: number[] = []
    for (const text of ['m', 'me', 'met', 'meta']) {
      const t = performance.now()
      input.value = text
      input.dispatchEvent(new InputEvent('input', { bubbles: true }))
      await new Promise((resolve) => requestAnimationFrame(resolve))
      keystrokes.push(performance.now() - t)
    }
    const typed = performance.now()
    while (!/found/.test(document.querySelector('[data-testid="wallet-count"]')!.textContent ?? ''))
      await new Promise((resolve) => setTimeout(resolve, 5))
    const results = performance.now() - typed
    return { firstRows, total, maxRows, scrollThrough, keystrokes, results }
  })
  console.log('\nAll Wallets (widget frame)')
  console.log(
    `  first rows painted         ${allWallets.firstRows.toFixed(1)} ms (${allWallets.total} wallets in the directory)`,
  )
  console.log(
    `  scrolled through all       ${allWallets.scrollThrough.toFixed(0)} ms; at most ${allWallets.maxRows} rows in the DOM at once`,
  )
  console.log(`  per keystroke (to paint)   ${allWallets.keystrokes.map((ms) => ms.toFixed(1)).join(', ')} ms`)
  console.log(
    `  search results after the last keystroke  ${allWallets.results.toFixed(0)} ms (300 ms of it is the search debounce)`,
  )
} finally {
  await browser.close()
  await world.stop()
}

await benchBalances()
await benchIndexer()
