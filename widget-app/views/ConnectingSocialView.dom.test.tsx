// @vitest-environment happy-dom
/** A social login in a DOM: the socials row, the ConnectingSocial view and its states, the secure frame faked. */
import { fireEvent } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import {
  type FrameEvent,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
} from '../../shared/protocol/secure-frame.js'
import { SecureFrameError } from '../secure-frame/frame-client.js'
import { snapshot } from '../state/app-state.js'
import { createFakeSecureFrame, EMAIL_ADDRESS } from './testing/fake-secure-frame.js'
import { advance, renderWidget, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const RESULT = 'http://secure.test/auth/v1/social/result?state=s&result=r'

/** A frame whose popup phase the test ends: with the result page's uri, or with a §8 error. */
function socialFrame() {
  const frame = createFakeSecureFrame()
  let settle: { resolve(value: { uri: string }): void; reject(error: Error): void } | undefined
  frame.handlers.getSocialRedirectUri = () =>
    new Promise((resolve, reject) => {
      settle = { resolve, reject }
    })
  frame.handlers.connectSocial = ({ chainId }) => ({
    email: null,
    address: EMAIL_ADDRESS,
    chainId: chainId ?? 31337,
    userName: 'alice',
  })
  const status = (value: 'ready' | 'retry' | 'blocked' | 'waiting'): FrameEvent => ({
    ns: SECURE_FRAME_NAMESPACE,
    v: SECURE_FRAME_PROTOCOL_VERSION,
    type: 'socialStatus',
    status: value,
  })
  return {
    frame,
    prompt: (value: Parameters<typeof status>[0]) => frame.emit(status(value)),
    answer: () => settle?.resolve({ uri: RESULT }),
    fail: (message: string, code: string) => settle?.reject(new SecureFrameError(message, { code })),
  }
}

async function startWith(brand: string) {
  // The login's code arrives with the first click; here it is loaded before.
  await import('../state/social-login.js')
  const social = socialFrame()
  const screen = await renderWidget({ secureFrame: social.frame })
  const socials = screen.getByRole('group', { name: 'Sign in with a social account' })
  fireEvent.click([...socials.querySelectorAll('button')].find((button) => button.textContent === brand)!)
  await advance()
  return { ...social, ...screen }
}

describe('ConnectingSocialView', () => {
  it('behavior: a provider on Connect opens the view, which says what the frame shows until the wallet connects', async () => {
    const { getByRole, getByTestId, queryByTestId, widget, frame, prompt, answer } = await startWith('Google')
    expect(getByTestId('modal').dataset.view).toBe('ConnectingSocial')
    expect(getByRole('heading', { name: 'Google' })).toBeTruthy()
    // A live region: screen readers hear each state.
    expect(getByTestId('social-status').getAttribute('role')).toBe('status')
    expect(getByTestId('social-status').textContent).toContain('Getting the sign-in ready…')
    expect(frame.sent('getSocialRedirectUri')).toEqual([{ provider: 'google' }])
    expect(queryByTestId('social-frame-area')).toBeNull()

    prompt('ready')
    await advance()
    // The frame's own button sits in this area; the view says what it does.
    expect(getByTestId('social-frame-area')).toBeTruthy()
    expect(getByTestId('social-status').textContent).toContain(
      'Select Continue to open the Google sign-in in a popup window.',
    )
    prompt('waiting')
    await advance()
    expect(getByTestId('social-status').textContent).toContain('Continue in the popup')

    answer()
    await advance()
    expect(frame.sent('connectSocial')).toEqual([{ uri: RESULT, chainId: 31337 }])
    expect(widget.store.get().status).toBe('connected')
    expect(widget.store.get().open).toBe(false)
    expect(snapshot(widget.store.get())).toMatchObject({ socialProvider: 'google', socialUsername: 'alice' })
  })

  it("error: a closed popup is said in the view and the frame's button offers to try again; Cancel goes back", async () => {
    const { getByRole, getByTestId, widget, frame, prompt, fail } = await startWith('GitHub')
    prompt('ready')
    prompt('waiting')
    await advance()
    fail('Popup closed', 'popup_closed')
    await advance()
    expect(getByTestId('social-error').textContent).toBe('Popup closed')
    // The frame is hidden until it shows its button again: the focus is kept in the view.
    expect(document.activeElement).toBe(getByRole('button', { name: 'Cancel' }))
    // Asked again at once: the frame's button now reads "Try again", and one click re-opens the popup.
    expect(frame.sent('getSocialRedirectUri')).toEqual([{ provider: 'github' }, { provider: 'github', retry: true }])
    prompt('retry')
    await advance()
    expect(getByTestId('social-frame-area')).toBeTruthy()
    expect(getByTestId('social-error').textContent).toBe('Popup closed')

    fireEvent.click(getByRole('button', { name: 'Cancel' }))
    await advance()
    expect(getByTestId('modal').dataset.view).toBe('Connect')
    expect(widget.store.get().socialFlow.step).toBe('idle')
    expect(widget.store.get().status).toBe('disconnected')
  })

  it("error: a login that failed before the frame's button showed offers the view's own Try again, focused", async () => {
    const { getByRole, getByTestId, frame, fail } = await startWith('Discord')
    fail('Failed to initiate social connection', 'social_start_failed')
    await advance()
    expect(getByTestId('social-error').textContent).toBe('Failed to initiate social connection')
    expect(getByTestId('social-status').textContent).toContain('Sign-in with Discord failed')
    const retry = getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(retry)
    fireEvent.click(retry)
    await advance()
    expect(frame.sent('getSocialRedirectUri')).toEqual([{ provider: 'discord' }, { provider: 'discord' }])
    expect(getByTestId('social-status').textContent).toContain('Getting the sign-in ready…')
  })

  it("error: closing the modal while the frame's button waits ends the login with 'Modal closed'", async () => {
    const { getByRole, widget, prompt } = await startWith('X')
    prompt('ready')
    await advance()
    fireEvent.click(getByRole('button', { name: 'Close' }))
    await advance()
    expect(widget.store.get().open).toBe(false)
    expect(widget.store.get().toast).toMatchObject({ open: true, variant: 'error', message: 'Modal closed' })
  })
})

describe("Connect's social logins inside Telegram", () => {
  it("behavior: the platform the loader read from Telegram's WebApp drops what Telegram's browser cannot complete", async () => {
    const names = async (attributes: Record<string, string>) => {
      const screen = await renderWidget({ secureFrame: createFakeSecureFrame(), attributes })
      const socials = screen.getByRole('group', { name: 'Sign in with a social account' })
      const shown = [...socials.querySelectorAll('button')].map((button) => button.textContent)
      screen.unmount()
      return shown
    }
    // Outside Telegram the loader sends an empty value.
    expect(await names({ 'telegram-platform': '' })).toEqual([
      'Google',
      'X',
      'Discord',
      'Farcaster',
      'GitHub',
      'Apple',
      'Facebook',
    ])
    expect(await names({ 'telegram-platform': 'android' })).toEqual([
      'Google',
      'Discord',
      'Farcaster',
      'GitHub',
      'Apple',
    ])
    expect(await names({ 'telegram-platform': 'ios' })).toEqual([
      'X',
      'Discord',
      'Farcaster',
      'GitHub',
      'Apple',
      'Facebook',
    ])
    expect(await names({ 'telegram-platform': 'macos' })).toEqual([
      'Google',
      'Discord',
      'Farcaster',
      'GitHub',
      'Apple',
      'Facebook',
    ])
    // Telegram's other platforms (its desktop and web apps) remove nothing.
    expect(await names({ 'telegram-platform': 'tdesktop' })).toHaveLength(7)
  })
})
