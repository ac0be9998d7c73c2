// @vitest-environment happy-dom
/** Keyboard and focus in the open modal: Escape and Tab from `<body>`, and focus following the view's content. */
import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import { focusableIn } from './focus-trap.js'
import { deferred } from '../testing/deferred.js'
import { createFakeSecureFrame, type FakeSecureFrame } from './testing/fake-secure-frame.js'
import { advance, pressEnter, renderWidget, typeInto, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const EMAIL = 'ada@example.com'
const dialog = () => screen.getByRole('dialog')
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' })
/** Focus dropped to `<body>`, as after the focused element was removed. */
const dropFocus = () => (document.activeElement as HTMLElement | null)?.blur()
/** Whether a browser would keep focus on the element: a control of the dialog, or an element given a tabindex. */
const holdsFocus = (element: Element | null) =>
  element instanceof HTMLElement &&
  dialog().contains(element) &&
  (focusableIn(dialog()).includes(element) || element.hasAttribute('tabindex'))

/** A secure frame that stays loading for `ms`, then fails to load (as the real one times out). */
function frameFailingAfter(ms: number): FakeSecureFrame {
  const frame = createFakeSecureFrame({ loads: false })
  const create = frame.create
  frame.create = () => {
    const client = create()
    const ready = new Promise<void>((_, reject) => setTimeout(() => client.ready.catch(reject), ms))
    ready.catch(() => {})
    return { ...client, ready }
  }
  return frame
}

describe('keyboard wherever focus is in the widget', () => {
  it('behavior: Escape with focus on <body> closes the modal', async () => {
    await renderWidget()
    dropFocus()
    expect(dialog().contains(document.activeElement)).toBe(false)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    await advance()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('behavior: Tab with focus on <body> goes to the first control of the dialog', async () => {
    await renderWidget()
    dropFocus()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(document.activeElement).toBe(focusableIn(dialog())[0])
  })
})

describe('focus follows the content', () => {
  /** A widget whose deployment configuration (which switches email on) answers only when `release` is called. */
  async function renderWithLateConfig() {
    const config = deferred<void>()
    const rendered = await renderWidget({
      secureFrame: createFakeSecureFrame(),
      wrapFetch: (fetch) => async (input, init) =>
        String(input).includes('/appkit/v1/config')
          ? config.promise.then(() => fetch(input, init))
          : fetch(input, init),
    })
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    const placed = document.activeElement
    expect(holdsFocus(placed)).toBe(true)
    return { ...rendered, placed, release: () => config.resolve() }
  }

  it('behavior: the email field appearing after the dialog opened takes the focus the widget placed', async () => {
    const { release } = await renderWithLateConfig()
    release()
    await advance()
    expect(document.activeElement).toBe(emailField())
  })

  it('behavior: focus the user moved before the email field appeared stays where the user put it', async () => {
    const { placed, release } = await renderWithLateConfig()
    const chosen = focusableIn(dialog()).find((control) => control !== placed)
    chosen?.focus()
    release()
    await advance()
    expect(document.activeElement).toBe(chosen)
    expect(emailField()).toBeTruthy()
  })

  it('behavior: after the email is sent, focus waits on the title, then moves to the code field once it appears', async () => {
    const frame = createFakeSecureFrame()
    const answer = deferred<OperationResult<'connectEmail'>>()
    frame.handlers.connectEmail = () => answer.promise
    await renderWidget({ secureFrame: frame })
    typeInto(emailField(), EMAIL)
    pressEnter(emailField())
    await advance()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Email' }))
    expect(holdsFocus(document.activeElement)).toBe(true)
    answer.resolve({ action: 'VERIFY_OTP' })
    await advance()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }))
  })

  it('error: with the secure frame never loading, focus stays inside the dialog, never on <body>', async () => {
    await renderWidget({ secureFrame: frameFailingAfter(5_000) })
    typeInto(emailField(), EMAIL)
    pressEnter(emailField())
    await advance()
    expect(screen.getByText(`Sending a code to ${EMAIL}…`)).toBeTruthy()
    expect(holdsFocus(document.activeElement)).toBe(true)
    await advance(5_000)
    expect(screen.getByRole('alert').textContent).toBe('Unable to load email login dependency')
    expect(document.activeElement).not.toBe(document.body)
    expect(holdsFocus(document.activeElement)).toBe(true)
  })

  it('behavior: focus on a control the user is on is not moved by a change of the content', async () => {
    await renderWidget({ secureFrame: createFakeSecureFrame() })
    const close = screen.getByRole('button', { name: 'Close' })
    close.focus()
    typeInto(emailField(), 'ada@example')
    fireEvent.submit(emailField().form!)
    await advance()
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(document.activeElement).toBe(close)
  })
})
