// @vitest-environment happy-dom
/** The sign-message view in a DOM: what the site asks, Sign, Cancel, the close control, and the error shown. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { fakeSessions, personalSign } from '../state/testing/fake-sessions.js'
import { userRejected } from '../state/testing/widget-fakes.js'
import { SITE_ORIGIN } from './testing/fake-api.js'
import { advance, renderWidget, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const SITE_HOST = new URL(SITE_ORIGIN).host

/** Connects the page's browser wallet with sign-in configured; the sign-message view opens. */
async function signInView(attributes: Record<string, string>) {
  let server: ReturnType<typeof fakeSessions> | undefined
  const rendered = await renderWidget({
    attributes,
    wrapFetch: (fetch) => (server = fakeSessions(SITE_ORIGIN, fetch)).fetch,
  })
  rendered.loader.handlers.personal_sign = personalSign
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy())
  return { ...rendered, server: server! }
}

const closeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Close' })

describe('SignInView', () => {
  it('behavior: names the site and its statement; when required the close control is off and says cancelling disconnects', async () => {
    const { widget } = await signInView({ 'data-sign-in': 'required', 'data-sign-in-statement': 'Welcome back' })
    expect(screen.getByText(`${SITE_HOST} asks you to sign in`)).toBeTruthy()
    expect(screen.getByText('Welcome back')).toBeTruthy()
    expect(screen.getByText('Cancelling will disconnect your wallet.')).toBeTruthy()
    expect(closeButton().disabled).toBe(true)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await advance()
    expect(widget.store.get().open).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await vi.waitFor(() => expect(widget.store.get().open).toBe(false))
    expect((await widget.api.getSession())?.origin).toBe(SITE_ORIGIN)
  })

  it('behavior: optional sign-in keeps the close control, and Cancel only closes', async () => {
    const { widget } = await signInView({ 'data-sign-in': 'optional' })
    expect(screen.queryByText('Cancelling will disconnect your wallet.')).toBeNull()
    expect(closeButton().disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await advance()
    expect(widget.store.get()).toMatchObject({ open: false, status: 'connected' })
  })

  it("error: a refused signature shows 'Error signing message' on the view, and Sign can be tried again", async () => {
    const { widget, loader } = await signInView({ 'data-sign-in': 'required' })
    loader.handlers.personal_sign = () => {
      throw userRejected()
    }
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Error signing message'))
    expect(screen.getAllByText('Error signing message')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy()
    loader.handlers.personal_sign = personalSign
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Sign' })))
    await vi.waitFor(() => expect(widget.store.get().open).toBe(false))
  })
})
