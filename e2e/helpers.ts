/** Helpers shared by the browser tests. */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { expect, type Frame, type FrameLocator, type Page } from '@playwright/test'
import { createPublicClient, http, type Address } from 'viem'
import { SITE_URL, RPC_A, RPC_B } from '../dev/world/test-world.js'

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
        .map((a) => a.finished),
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
