/**
 * `npm run bench:peers`: the widget beside the products sites use today — Reown AppKit and RainbowKit, each with
 * wagmi (bench/peers/, installed on demand) — each on a host page of the same site with the same EIP-6963 test
 * wallet, built for production and served compressed the same way, measured with the same code in the same run
 * (bench/measure.ts), printed side by side with the ratio of each figure to ours.
 * Figures are printed, not asserted: timings on a shared machine are noisy; the ratios within one run compare.
 */
import { CPU_RATES, launchChromium, measureProduct, RUNS, type ProductFigures } from './bench/measure.js'
import { buildPeers, installPeers, PEERS, peerPage } from './bench/peers.js'
import { compressSite, prepareSite } from './bench/site.js'
import { printProduct, printSideBySide } from './bench/table.js'
import { buildForBench, startBenchWorld, WIDGET_PAGE } from './bench/world.js'

installPeers()
const builtDir = await buildForBench()
const siteDir = await prepareSite(builtDir)
await buildPeers(siteDir)
await compressSite(siteDir)
const world = await startBenchWorld(builtDir, siteDir)
const browser = await launchChromium()
try {
  const figures: ProductFigures[] = []
  for (const product of [WIDGET_PAGE, ...PEERS.map(peerPage)]) {
    const measured = await measureProduct(browser, product, { runs: RUNS, rates: CPU_RATES })
    printProduct(measured, RUNS)
    figures.push(measured)
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${RUNS} fresh page loads per cell, Chromium ${browser.version()}`,
  )
  printSideBySide(figures, CPU_RATES)
} finally {
  await browser.close()
  await world.stop()
}
