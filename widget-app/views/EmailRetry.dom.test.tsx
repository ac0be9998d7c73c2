// @vitest-environment happy-dom
/** Email login when the secure frame cannot be reached: the reason, "Try again", and never "we sent". */
import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { SecureFrameError } from '../secure-frame/secure-frame-client.js'
import { createFakeSecureFrame, type FakeSecureFrame } from './testing/fake-secure-frame.js'
import { advance, renderWidget, typeInto, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const EMAIL = 'ada@example.com'
const UNREACHABLE = 'Unable to load email login dependency'
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' })
const saysSent = () => document.body.textContent?.includes('we sent') ?? false

/** A frame whose first load fails and whose next loads work (the page came back). */
function frameThatLoadsSecondTime() {
  const failing = createFakeSecureFrame({ loads: false })
  const working = createFakeSecureFrame()
  let loads = 0
  const frame: FakeSecureFrame = { ...working, create: () => (loads++ === 0 ? failing.create() : working.create()) }
  return { frame, loads: () => loads }
}

async function submitEmail() {
  typeInto(emailField(), EMAIL)
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await advance()
}

describe('email login with the secure frame unreachable', () => {
  it('error: a frame whose page did not load offers Try again on the form, which loads it afresh and lets the login go on', async () => {
    const { frame, loads } = frameThatLoadsSecondTime()
    await renderWidget({ secureFrame: frame })
    expect(screen.getByRole('alert').textContent).toBe(UNREACHABLE)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await advance()
    expect(loads()).toBe(2)
    expect(screen.queryByText(UNREACHABLE)).toBeNull()
    await submitEmail()
    expect(frame.sent('connectEmail')).toEqual([{ email: EMAIL }])
    expect(saysSent()).toBe(true)
  })

  it('error: a send that times out says the dependency is unavailable, never that a code was sent, and Try again sends without a cooldown', async () => {
    const frame = createFakeSecureFrame()
    let attempts = 0
    frame.handlers.connectEmail = () => {
      if (attempts++ === 0) throw new SecureFrameError('Something went wrong', { code: 'iframe_request_timeout' })
      return { action: 'VERIFY_OTP' }
    }
    await renderWidget({ secureFrame: frame })
    await submitEmail()
    expect(screen.getByRole('heading', { name: 'Email' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(UNREACHABLE)
    expect(saysSent()).toBe(false)
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await advance()
    expect(attempts).toBe(2)
    expect(saysSent()).toBe(true)
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeTruthy()
  })

  it('error: a failure while waiting for the browser approval does not lead to the code step', async () => {
    const frame = createFakeSecureFrame()
    frame.handlers.connectEmail = () => ({ action: 'VERIFY_DEVICE' })
    frame.handlers.connectDevice = () => {
      throw new SecureFrameError('Something went wrong', { code: 'iframe_request_timeout' })
    }
    await renderWidget({ secureFrame: frame })
    await submitEmail()
    expect(screen.getByRole('alert').textContent).toBe(UNREACHABLE)
    expect(saysSent()).toBe(false)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
