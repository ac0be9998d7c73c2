// @vitest-environment happy-dom
/**
 * The frame's social prompt in a document: its button takes the focus when shown, and again when the focus arrives
 * in the frame after the prompt was shown while the frame could not be focused (hidden, or another window active).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSocialPromptView } from './social-prompt.js'

afterEach(() => document.body.replaceChildren())

function showPrompt(status: 'ready' | 'retry' | 'waiting') {
  const root = document.createElement('div')
  document.body.append(root)
  const view = createSocialPromptView({ root })
  const onContinue = vi.fn()
  view.show('google', status, onContinue)
  const button = root.querySelector<HTMLButtonElement>('button')!
  return { view, button, onContinue }
}

describe("the frame's social prompt", () => {
  it('behavior: "Try again" after a closed popup takes the focus, and gets it back when the widget focuses the frame', () => {
    const { button, onContinue } = showPrompt('retry')
    expect(button.textContent).toBe('Try again')
    expect(document.activeElement).toBe(button)

    // The focus could not stay (the frame was hidden when the prompt came): the frame's focus brings it back.
    button.blur()
    expect(document.activeElement).toBe(document.body)
    window.dispatchEvent(new Event('focus'))
    expect(document.activeElement).toBe(button)
    button.click()
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it('behavior: while the popup is open the disabled button is not focused, nor is a hidden prompt', () => {
    const { view, button } = showPrompt('waiting')
    expect(button.disabled).toBe(true)
    window.dispatchEvent(new Event('focus'))
    expect(document.activeElement).not.toBe(button)

    view.hide()
    window.dispatchEvent(new Event('focus'))
    expect(document.activeElement).toBe(document.body)
  })
})
