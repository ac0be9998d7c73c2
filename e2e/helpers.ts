/** Helpers shared by the browser tests. */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { createPublicClient, http, type Address } from 'viem'
import { SITE_URL, RPC_A, RPC_B, WIDGET_ORIGIN } from '../dev/world/test-world.js'

export const nodeA = createPublicClient({ transport: http(RPC_A) })
export const nodeB = createPublicClient({ transport: http(RPC_B) })

export function widgetFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Wallet connection"]')
}

/** Opens a fixture page and waits until the loader has defined window.WalletWidget. */
export async function openSite(page: Page, file = 'site.html'): Promise<void> {
  await page.goto(`${SITE_URL}/${file}`)
  await page.waitForFunction(() => Boolean(window.WalletWidget))
}

export async function openModal(page: Page, view?: string): Promise<FrameLocator> {
  await page.evaluate((v) => window.WalletWidget!.open(v ? { view: v as 'Connect' } : undefined), view)
  const frame = widgetFrame(page)
  await expect(frame.getByRole('dialog')).toBeVisible()
  return frame
}

/**
 * Opens WalletConnect in the modal, copies its pairing link with the Copy button and returns it
 * (the context needs clipboard permissions).
 */
/** Opens Buy from Account; answers the widget's frame once the token picker is there. */
export async function openBuy(page: Page): Promise<FrameLocator> {
  const frame = await openModal(page, 'Account')
  await frame.getByTestId('buy-button').click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'Buy')
  await expect(frame.getByLabel('Token to buy')).toBeVisible({ timeout: 15_000 })
  return frame
}

/** Types 50 USD in Buy and waits for the provider's quote (not the estimate); answers the amount to receive. */
export async function quoteFiftyUsd(frame: FrameLocator): Promise<string> {
  await frame.getByLabel('Amount to pay').fill('50')
  const receive = frame.getByTestId('buy-receive')
  await expect(receive).toHaveAttribute('data-amount', /^\d+(\.\d+)?$/, { timeout: 15_000 })
  await expect(frame.getByTestId('buy-quote')).not.toHaveAttribute('data-estimated', 'true')
  await expect(frame.getByTestId('buy-total')).toHaveText('50.00 USD')
  return (await receive.getAttribute('data-amount'))!
}

export async function copyWalletConnectUri(page: Page, frame: FrameLocator): Promise<string> {
  await frame.getByTestId('walletconnect-option').click()
  await expect(frame.getByTestId('wc-qr')).toBeVisible({ timeout: 20_000 })
  await frame.getByTestId('wc-copy').click()
  await expect(frame.getByTestId('toast')).toHaveText(/Link copied/)
  return page.evaluate(() => navigator.clipboard.readText())
}

/**
 * Adds a site button "Sign a message" that asks the widget's provider to personal_sign "hi" for
 * `account`; the signature, or the error's code, lands in `window.signed`.
 */
export async function addSignButton(page: Page, account: string): Promise<Locator> {
  await page.evaluate((address) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Sign a message'
    button.onclick = () => {
      ;(window as unknown as { signed: Promise<unknown> }).signed = window
        .WalletWidget!.getProvider('eip155')
        .request({ method: 'personal_sign', params: ['0x6869', address] })
        .catch((error: { code: number }) => error.code)
    }
    document.querySelector('main')!.append(button)
  }, account)
  return page.getByRole('button', { name: 'Sign a message' })
}

/** A request of the site's provider of `namespace` (`getProvider(namespace).request(…)`), as a site makes it. */
export function siteRequest(page: Page, namespace: string, method: string, params?: unknown): Promise<unknown> {
  return page.evaluate(
    ([ns, m, p]) =>
      (window.WalletWidget as unknown as { getProvider(ns: string): { request(a: object): Promise<unknown> } })
        .getProvider(ns as string)
        .request(p === undefined ? { method: m } : { method: m as string, params: p }),
    [namespace, method, params] as const,
  )
}

export async function connectTestWallet(page: Page): Promise<void> {
  const frame = await openModal(page)
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await expect.poll(() => page.evaluate(() => window.WalletWidget!.getState().status)).toBe('connected')
}

export async function balanceOf(address: Address, node = nodeA): Promise<bigint> {
  return node.getBalance({ address })
}

export function nodeFor(chainId: number) {
  return chainId === 31338 ? nodeB : nodeA
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's WCAG 2.1 A/AA and best-practice violations in one frame, once its entrance animations are done. */
export async function axeViolationsIn(frame: Frame): Promise<{ id: string; nodes: string[] }[]> {
  // Contrast is judged on the settled view, not halfway through its fade-in.
  await frame.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        // An animation cancelled meanwhile (its element re-rendered or removed) rejects `finished`
        // with an AbortError: it will not paint, so there is nothing to wait for.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  await frame.evaluate(axeSource)
  return frame.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
  })
}

/** The widget iframe's document as a Frame (for evaluate and axe). */
export function widgetDocument(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${WIDGET_ORIGIN}/widget/`))
  if (!frame) throw new Error('widget frame not found')
  return frame
}

type Theme = 'light' | 'dark'
type Violation = { id: string; nodes: string[] }

/**
 * Runs `check` with the widget in `theme`: its document's `data-theme` is held there (the widget
 * writes its configured theme back on each state change) and restored afterwards.
 */
async function inTheme<T>(page: Page, theme: Theme, check: () => Promise<T>): Promise<T> {
  const frame = widgetDocument(page)
  const configured = await frame.evaluate((wanted) => {
    const root = document.documentElement
    const before = root.dataset.theme
    const hold = new MutationObserver(() => {
      if (root.dataset.theme !== wanted) root.dataset.theme = wanted
    })
    hold.observe(root, { attributes: true, attributeFilter: ['data-theme'] })
    ;(window as unknown as { __holdTheme?: MutationObserver }).__holdTheme = hold
    root.dataset.theme = wanted
    return before
  }, theme)
  try {
    return await check()
  } finally {
    await frame.evaluate((before) => {
      ;(window as unknown as { __holdTheme?: MutationObserver }).__holdTheme?.disconnect()
      if (before) document.documentElement.dataset.theme = before
    }, configured)
  }
}

/**
 * axe over the widget in the light and the dark theme, each at 100 % and at 200 % zoom: the
 * browser's zoom halves the viewport in CSS pixels, so the zoomed check runs in a viewport of half
 * the width and height. Each violation is marked with where it was found.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const found: Violation[] = []
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  for (const theme of ['light', 'dark'] as const) {
    for (const zoom of [1, 2]) {
      await page.setViewportSize({ width: size.width / zoom, height: size.height / zoom })
      try {
        const violations = await inTheme(page, theme, () => axeViolationsIn(widgetDocument(page)))
        found.push(
          ...violations.map((violation) => ({ ...violation, id: `${violation.id} (${theme}, ${zoom * 100} %)` })),
        )
      } finally {
        await page.setViewportSize(size)
      }
    }
  }
  return found
}
