/**
 * The modal opened again once the widget is loaded: `open()` → the `open` event (sent once the Connect view is
 * painted), on the host page, after `close()` has settled. The budget is 100 ms (DESIGN's budgets).
 */
import type { Page } from '@playwright/test'

export const REOPEN_RUNS = 7

export async function benchReopen(page: Page): Promise<void> {
  const times = await page.evaluate(async (runs) => {
    const widget = window.WalletWidget!
    const measured: number[] = []
    for (let run = 0; run < runs; run++) {
      await widget.close()
      const opened = new Promise<number>((resolve) => {
        const off = widget.on('open', () => {
          off()
          resolve(performance.now())
        })
      })
      const started = performance.now()
      await widget.open()
      measured.push((await opened) - started)
    }
    return measured
  }, REOPEN_RUNS)
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  console.log('\nOpened again once loaded (open() → Connect painted, on the host page)')
  console.log(
    `  ${REOPEN_RUNS} runs: min ${sorted[0]!.toFixed(1)} ms / median ${median.toFixed(1)} ms / max ${sorted.at(-1)!.toFixed(1)} ms`,
  )
}
