/**
 * Renders the real modal (`App`) over a real widget controller (`createWidget`) built from fakes,
 * for view tests in happy-dom: the site is configured, the test wallet announced, the project
 * check answered, and the modal open. Clocks are fake; `advance` moves them and lets answers land.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/preact'
import { afterEach, beforeEach, vi } from 'vitest'
import type { WalletEntry } from '../../api/wallets.js'
import { createWidget, type WidgetDeps } from '../../state/widget.js'
import { App } from '../App.js'
import { WidgetContext } from '../context.js'
import { VIEW_CHUNKS } from '../registry.js'
import { API_URL, createFakeApi, SITE_ORIGIN } from './fake-api.js'
import { BROWSER_WALLET, createFakeLoader } from './fake-loader.js'
import type { FakeSecureFrame } from './fake-secure-frame.js'

/** Anvil Local first (the test wallet's chain), then Ethereum. */
const ATTRIBUTES = { 'data-project-id': 'test', 'data-networks': 'eip155:31337,eip155:1' }

export interface RenderWidgetOptions {
  /** The wallet directory behind /getWallets (100 wallets by default). */
  directory?: WalletEntry[]
  readBalance?: WidgetDeps['readBalance']
  readBlockNumber?: WidgetDeps['readBlockNumber']
  writeClipboard?: WidgetDeps['writeClipboard']
  /** Offers email login through this frame; without it the Connect view has no email field. */
  secureFrame?: FakeSecureFrame
  /** More of the site's attributes (e.g. data-sign-in). */
  attributes?: Record<string, string>
  /** Wraps the fake API's fetch, to answer more paths. */
  wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch
}

/**
 * Fake timers and Date for every test of the file (promise jobs still run), and the DOM and
 * clocks restored after each. Call once at the top of a view test file.
 */
export function useViewTestHooks(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })
}

/** Moves the fake clocks by `ms` and lets every answer due by then reach the screen. */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** The real clock's timer, taken before the tests fake it. */
const realSetTimeout = globalThis.setTimeout

/**
 * Lets answers land (the fake clocks stand still) until `check` passes: for what waits on real work,
 * such as a module imported for the first time, which a busy machine may take longer to load than
 * one turn. Gives up after `timeout` ms of real time with the check's own error.
 */
export async function advanceUntil<T>(check: () => T, timeout = 10_000): Promise<T> {
  const deadline = performance.now() + timeout
  for (;;) {
    await advance()
    try {
      return check()
    } catch (error) {
      if (performance.now() > deadline) throw error
      await new Promise((resolve) => realSetTimeout(resolve, 10))
    }
  }
}

/** Types into a field as the user would (the views listen to `input`). */
export function typeInto(field: HTMLElement, value: string): void {
  fireEvent.input(field, { target: { value } })
}

/**
 * Presses Enter in a form field: the browser submits the field's form (implicit submission,
 * which happy-dom does not do by itself) unless a keydown listener prevented it.
 */
export function pressEnter(field: HTMLInputElement): void {
  if (fireEvent.keyDown(field, { key: 'Enter' })) field.form?.requestSubmit()
}

/** The modal open on Connect, over a configured controller; the fakes are returned for the test to drive and inspect. */
export async function renderWidget(options: RenderWidgetOptions = {}) {
  const loader = createFakeLoader()
  const api = createFakeApi(options.directory)
  const widget = createWidget({
    loader: loader.loader,
    storage: memoryStorage(),
    readBalance: options.readBalance ?? (async () => 10n ** 18n),
    readBlockNumber: options.readBlockNumber ?? (async () => 1n),
    writeClipboard: options.writeClipboard ?? (async () => undefined),
    afterPaint: (callback) => callback(),
    apiUrl: API_URL,
    siteOrigin: SITE_ORIGIN,
    fetch: options.wrapFetch ? options.wrapFetch(api.fetch) : api.fetch,
    now: () => Date.now(),
    loadSignIn: () => import('../lazy-views.js'),
    ...(options.secureFrame && {
      secureFrame: {
        base: 'http://secure.test/frame/',
        widgetOrigin: 'http://widget.test',
        create: options.secureFrame.create,
      },
    }),
  })
  widget.api.configure({ ...ATTRIBUTES, ...options.attributes }, {})
  widget.api.walletsChanged([BROWSER_WALLET])
  // Every view's code is here before the modal renders (lazy-view.dom.test.tsx tests its arrival).
  await Promise.all(VIEW_CHUNKS.map((chunk) => chunk.load()))
  // And the login's account-type code, which the widget downloads when a login completes.
  await import('../../state/account-type.js')
  const screen = render(
    <WidgetContext.Provider value={widget}>
      <App />
    </WidgetContext.Provider>,
  )
  await advance()
  act(() => widget.api.open())
  await advance()
  return { widget, loader, api, ...screen }
}

/** The widget's saved preferences, kept in memory. */
function memoryStorage(): NonNullable<WidgetDeps['storage']> {
  const values = new Map<string, string>()
  return {
    load(saved) {
      values.clear()
      for (const [key, value] of Object.entries(saved)) values.set(key, value)
    },
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}
