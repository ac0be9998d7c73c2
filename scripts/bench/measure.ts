/**
 * One product's host page measured in Chromium through the DevTools protocol, the same way for every product:
 * a fresh browser context (empty cache) and page per run, navigation → the page's `dialog-visible` mark (each host
 * page sets it in the first frame its connect dialog is on screen), the bytes of every request of every frame that
 * finished before that moment (`Network.loadingFinished` encodedDataLength, child frames' targets included) and the
 * long tasks of the host page until then, at each CPU slowdown (`Emulation.setCPUThrottlingRate`).
 * Requests that would leave the machine are answered 404 in the browser and reported, not counted.
 */
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test'

export interface Stats {
  min: number
  median: number
  max: number
}

export interface RateFigures {
  rate: number
  bytes: Stats
  visibleMs: Stats
  longTasks: Stats
  longTaskMs: Stats
}

export interface ProductFigures {
  name: string
  rates: RateFigures[]
  /** Hosts answered 404 in the browser (no internet here), with how many requests each. */
  blocked: Map<string, number>
}

interface Run {
  bytes: number
  visibleMs: number
  longTasks: number[]
}

/** Fresh page loads per CPU slowdown (at least 7: the median is printed with min and max). */
export const RUNS = Math.max(7, Number(process.env.BENCH_RUNS) || 7)
export const CPU_RATES: [number, number] = [1, 4]

const LOCAL = /^(https?|wss?):\/\/(localhost|127\.0\.0\.1)(:\d+)?\//
const VISIBLE_TIMEOUT_MS = 120_000

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b)
  return { min: sorted[0] ?? NaN, median: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted.at(-1) ?? NaN }
}

/** Records the host page's long tasks (top frame only) from its first script on. */
function observeLongTasks(): void {
  if (window !== window.top) return
  const tasks: { start: number; duration: number }[] = []
  ;(window as unknown as { benchLongTasks: typeof tasks }).benchLongTasks = tasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** Byte counting on the page's target and, through non-flattened auto-attach, on each child frame's target. */
async function countBytes(cdp: CDPSession, rate: number) {
  const finished: { monotonic: number; bytes: number }[] = []
  const local = new Set<string>()
  let wallOffset = NaN // wall-clock ms minus monotonic ms, from the first request
  const onRequest = (event: { requestId: string; request: { url: string }; timestamp: number; wallTime: number }) => {
    if (Number.isNaN(wallOffset)) wallOffset = event.wallTime * 1000 - event.timestamp * 1000
    if (LOCAL.test(event.request.url)) local.add(event.requestId)
  }
  const onFinished = (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    if (local.has(event.requestId)) finished.push({ monotonic: event.timestamp * 1000, bytes: event.encodedDataLength })
  }
  cdp.on('Network.requestWillBeSent', onRequest)
  cdp.on('Network.loadingFinished', onFinished)
  cdp.on('Target.attachedToTarget', (event) => {
    let id = 0
    const send = (method: string, params: object = {}) =>
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId: event.sessionId,
          message: JSON.stringify({ id: ++id, method, params }),
        })
        .catch(() => {}) // the frame went away
    void send('Network.enable')
      .then(() => send('Emulation.setCPUThrottlingRate', { rate }))
      .then(() => send('Runtime.runIfWaitingForDebugger'))
  })
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { method?: string; params?: never }
    if (message.method === 'Network.requestWillBeSent') onRequest(message.params!)
    if (message.method === 'Network.loadingFinished') onFinished(message.params!)
  })
  await cdp.send('Network.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
  return (untilWallMs: number) =>
    finished.filter((entry) => entry.monotonic + wallOffset <= untilWallMs).reduce((sum, entry) => sum + entry.bytes, 0)
}

async function blockInternet(context: BrowserContext, blocked: Map<string, number>): Promise<void> {
  await context.route(
    (url) => !LOCAL.test(url.href),
    (route) => {
      const host = new URL(route.request().url()).host
      blocked.set(host, (blocked.get(host) ?? 0) + 1)
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'no internet on the benchmark machine\n' })
    },
  )
}

async function oneRun(browser: Browser, url: string, rate: number, blocked: Map<string, number>): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await blockInternet(context, blocked)
    const page: Page = await context.newPage()
    page.on('websocket', (socket) => {
      if (!LOCAL.test(socket.url())) blocked.set(`${new URL(socket.url()).host} (WebSocket)`, 1)
    })
    await page.addInitScript(observeLongTasks)
    const cdp = await context.newCDPSession(page)
    const bytesUntil = await countBytes(cdp, rate)
    await page.goto(url, { waitUntil: 'commit' })
    const visible = await page.waitForFunction(
      () => {
        const [mark] = performance.getEntriesByName('dialog-visible')
        return mark && { at: mark.startTime, wall: performance.timeOrigin + mark.startTime }
      },
      undefined,
      { timeout: VISIBLE_TIMEOUT_MS, polling: 50 },
    )
    const { at, wall } = (await visible.jsonValue()) as { at: number; wall: number }
    const tasks = await page.evaluate(
      () => (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks,
    )
    const longTasks = tasks.filter((task) => task.start <= at).map((task) => task.duration)
    return { bytes: bytesUntil(wall), visibleMs: at, longTasks }
  } finally {
    await context.close()
  }
}

/** `runs` fresh page loads of `url` at each CPU slowdown in `rates`. */
export async function measureProduct(
  browser: Browser,
  product: { name: string; url: string },
  options: { runs: number; rates: number[] },
): Promise<ProductFigures> {
  const blocked = new Map<string, number>()
  const rates: RateFigures[] = []
  for (const rate of options.rates) {
    const runs: Run[] = []
    for (let run = 0; run < options.runs; run++) runs.push(await oneRun(browser, product.url, rate, blocked))
    rates.push({
      rate,
      bytes: stats(runs.map((run) => run.bytes)),
      visibleMs: stats(runs.map((run) => run.visibleMs)),
      longTasks: stats(runs.map((run) => run.longTasks.length)),
      longTaskMs: stats(runs.map((run) => run.longTasks.reduce((sum, task) => sum + task, 0))),
    })
  }
  return { name: product.name, rates, blocked }
}

/** Debian's Chromium, as the benchmark has always used it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
}
