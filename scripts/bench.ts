/**
 * `npm run bench`: prints the gzipped sizes of what visitors download; then, in Debian's Chromium through the
 * DevTools protocol, the widget from the production build served compressed (as `npm run serve` serves it) on a
 * host page of another site with the EIP-6963 test wallet, and on one with the snippet alone: bytes until the Connect view is painted, navigation →
 * dialog visible and the host page's long tasks, at 1× and 4× CPU slowdown (bench/measure.ts); the modal opened
 * again once loaded (bench/reopen.ts); All Wallets inside
 * the widget frame; then the balance API under 200 concurrent clients (bench-balances.ts), the indexer's catch-up
 * speed and the history under the same load (bench-indexer.ts).
 * Figures are printed, not asserted: timings on a shared machine are not a test.
 */
import { benchBalances } from './bench-balances.js'
import { benchIndexer } from './bench-indexer.js'
import { kb, measureSizes } from './sizes.js'
import { benchAllWallets } from './bench/all-wallets.js'
import { benchReopen } from './bench/reopen.js'
import { CPU_RATES, launchChromium, measureProduct, RUNS } from './bench/measure.js'
import { compressSite, prepareSite } from './bench/site.js'
import { printProduct } from './bench/table.js'
import { buildForBench, SNIPPET_ONLY_PAGE, startBenchWorld, WIDGET_PAGE } from './bench/world.js'

const builtDir = await buildForBench()
const sizes = measureSizes(builtDir)
console.log('Sizes (gzip -9)')
console.log(`  loader.js                  ${kb(sizes.loader)}`)
console.log(`  Connect view JS            ${kb(sizes.connectView)}  (${sizes.connectViewFiles.join(' + ')})`)
console.log(`  widget.css                 ${kb(sizes.css)}`)
console.log(
  `  on demand (viem balance, WalletConnect, QR)  ${kb(sizes.onDemand.reduce((sum, chunk) => sum + chunk.gzip, 0))} in ${sizes.onDemand.length} chunks`,
)

const siteDir = await prepareSite(builtDir)
await compressSite(siteDir)
const world = await startBenchWorld(builtDir, siteDir)
const browser = await launchChromium()
try {
  console.log('\nSite http://127.0.0.1, widget http://localhost (different sites), both served compressed')
  printProduct(await measureProduct(browser, WIDGET_PAGE, { runs: RUNS, rates: CPU_RATES }), RUNS)
  printProduct(await measureProduct(browser, SNIPPET_ONLY_PAGE, { runs: RUNS, rates: CPU_RATES }), RUNS)
  const page = await browser.newPage()
  await page.goto(WIDGET_PAGE.url)
  await page.waitForFunction(() => performance.getEntriesByName('dialog-visible').length > 0)
  await benchReopen(page)
  await benchAllWallets(page)
} finally {
  await browser.close()
  await world.stop()
}

await benchBalances()
await benchIndexer()
