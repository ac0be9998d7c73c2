/** Helpers for the email-wallet browser tests: unique addresses, codes from the mail catcher, login. */
import { expect, type Browser, type FrameLocator, type Page } from '@playwright/test'
import { MAIL_URL } from '../dev/world/test-world.js'
import { openModal, widgetFrame } from './helpers.js'

let counter = 0
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${++counter}@example.com`
}

interface CaughtMail {
  to: string | string[]
  subject: string
  text: string
  date: string
}

/** The 6-digit code of the newest mail to `to` that arrived after `since`. */
export async function codeFor(to: string, since: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_URL}/api/messages?to=${encodeURIComponent(to)}`)
        const messages = (await response.json()) as CaughtMail[]
        const fresh = messages.find(
          (message) =>
            Date.parse(message.date) >= since - 1000 && /\b\d{6}\b/.test(`${message.subject} ${message.text}`),
        )
        code = fresh ? /\b(\d{6})\b/.exec(`${fresh.subject} ${fresh.text}`)![1] : undefined
        return code
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return code!
}

/** The browser-approval link of the newest approval mail to `to` after `since`. */
export async function approvalLinkFor(to: string, since: number): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const messages = (await (
          await fetch(`${MAIL_URL}/api/messages?to=${encodeURIComponent(to)}`)
        ).json()) as CaughtMail[]
        const fresh = messages.find(
          (message) =>
            Date.parse(message.date) >= since - 1000 && /\/auth\/v1\/device\/approve\?token=/.test(message.text),
        )
        link = fresh
          ? /(https?:\/\/\S+\/auth\/v1\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(fresh.text)?.[1]
          : undefined
        return link
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return link!
}

/**
 * Does what the account owner does with the approval mail: opens the link in a browser of its
 * own (a phone, a mail app), checks the page describes the sign-in, and presses its button.
 * Answers the text of the page before the button was pressed.
 */
export async function confirmApprovalLink(browser: Browser, link: string): Promise<string> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Approve this browser?' })).toBeVisible()
    const description = await page.locator('main').innerText()
    await page.getByRole('button', { name: 'Approve this browser' }).click()
    await expect(page.getByRole('heading', { name: 'Browser approved' })).toBeVisible()
    return description
  } finally {
    await context.close()
  }
}

export function secureFrame(page: Page): FrameLocator {
  return widgetFrame(page).frameLocator('iframe[title="Secure wallet"]')
}

/** Opens the modal, enters the email, reads the code from the catcher and enters it; waits until connected. */
export async function loginWithEmail(page: Page, email: string): Promise<void> {
  const frame = await openModal(page)
  const since = Date.now()
  await frame.getByLabel('Email').fill(email)
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect(frame.getByTestId('modal')).toHaveAttribute('data-view', 'EmailLogin')
  const code = await codeFor(email, since)
  await frame.getByLabel('Code').fill(code)
  await frame.getByRole('button', { name: 'Continue' }).click()
  await expect
    .poll(() => page.evaluate(() => window.WalletWidget!.getState().status), { timeout: 20_000 })
    .toBe('connected')
}

/**
 * Records every message in every frame of the page: window messages where they arrive (a
 * cross-origin `parent.postMessage` runs the target realm's function, so the receiver is where to
 * look) and MessagePort messages where they are sent.
 */
export async function recordPostMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __posted: string[] }).__posted = seen
    const record = (message: unknown) => {
      try {
        seen.push(JSON.stringify(message))
      } catch {
        seen.push(String(message))
      }
    }
    addEventListener('message', (event) => record(event.data), true)
    const portPost = MessagePort.prototype.postMessage
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
      record(message)
      return (portPost as (...args: unknown[]) => void).call(this, message, ...rest)
    } as typeof MessagePort.prototype.postMessage
  })
}

/** Everything posted in every frame so far. */
export async function postedPayloads(page: Page): Promise<string[]> {
  const all: string[] = []
  for (const frame of page.frames()) {
    all.push(
      ...(await frame.evaluate(() => (window as unknown as { __posted?: string[] }).__posted ?? []).catch(() => [])),
    )
  }
  return all
}
