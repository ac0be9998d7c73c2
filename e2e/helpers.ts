/** Helpers shared by the browser tests. */
import { expect, type FrameLocator, type Page } from '@playwright/test'
import { createPublicClient, http, type Address } from 'viem'
import { HOST_URL, RPC_A, RPC_B } from './world-config.js'

export const nodeA = createPublicClient({ transport: http(RPC_A) })
export const nodeB = createPublicClient({ transport: http(RPC_B) })

export function widgetFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Wallet connection"]')
}

/** Opens a fixture page and waits until the loader has defined window.WalletWidget. */
export async function openHost(page: Page, file = 'host.html'): Promise<void> {
  await page.goto(`${HOST_URL}/${file}`)
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
