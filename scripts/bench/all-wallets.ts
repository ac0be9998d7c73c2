/** All Wallets over the whole directory, measured inside the widget frame of a page whose widget is open. */
import type { Page } from '@playwright/test'

export async function benchAllWallets(page: Page): Promise<void> {
  const widget = page.frames().find((frame) => frame.url().includes('/widget/'))
  if (!widget) throw new Error('All Wallets: the page has no widget frame (is the widget open?)')
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
}
