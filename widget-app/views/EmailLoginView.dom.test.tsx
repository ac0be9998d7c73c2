// @vitest-environment happy-dom
/** Email login in a DOM (the Connect view's email field, then EmailLogin), the secure frame faked. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import { deferred } from '../testing/deferred.js'
import {
  createFakeSecureFrame,
  EMAIL_ADDRESS,
  GOOD_OTP,
  WRONG_OTP_MESSAGE,
  type FakeSecureFrame,
} from './testing/fake-secure-frame.js'
import { advance, pressEnter, renderWidget, typeInto, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const EMAIL = 'ada@example.com'

const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' })
const codeField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' })
/** An element whose whole text is `text` (for sentences split by inline markup). */
const sentence = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text)

/** The Connect view with email login offered through a fake secure frame. */
async function connectView(frame: FakeSecureFrame = createFakeSecureFrame()) {
  const rendered = await renderWidget({ secureFrame: frame })
  return { ...rendered, frame }
}

/** Enters the email on the Connect view and waits for the code step. */
async function codeStep(frame?: FakeSecureFrame) {
  const rendered = await connectView(frame)
  typeInto(emailField(), EMAIL)
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await advance()
  return rendered
}

describe('EmailForm (the Connect view)', () => {
  it('behavior: opening the modal focuses the email field', async () => {
    await connectView()
    expect(document.activeElement).toBe(emailField())
  })

  it('error: an invalid email is refused in place, without asking the frame', async () => {
    const { frame } = await connectView()
    typeInto(emailField(), 'ada@example')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advance()
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
    expect(emailField().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(frame.sent('connectEmail')).toEqual([])
  })

  it('behavior: Enter in the email field sends the code; the view says so while the frame is asked', async () => {
    const frame = createFakeSecureFrame()
    const answer = deferred<OperationResult<'connectEmail'>>()
    frame.handlers.connectEmail = () => answer.promise
    await connectView(frame)
    typeInto(emailField(), ` ${EMAIL} `)
    pressEnter(emailField())
    await advance()
    expect(screen.getByRole('heading', { name: 'Email' })).toBeTruthy()
    expect(screen.getByText(`Sending a code to ${EMAIL}…`)).toBeTruthy()
    expect(frame.sent('connectEmail')).toEqual([{ email: EMAIL }])
    answer.resolve({ action: 'VERIFY_OTP' })
    await advance()
    expect(sentence(`Enter the code we sent to ${EMAIL}`)).toBeTruthy()
    expect(codeField().value).toBe('')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy()
  })

  it('error: a secure frame that does not load says so and disables Continue', async () => {
    await connectView(createFakeSecureFrame({ loads: false }))
    expect(screen.getByRole('alert').textContent).toBe('Unable to load email login dependency')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true)
  })
})

describe('EmailLoginView: the code', () => {
  it('behavior: the field keeps digits only, and a code of other than 6 digits is refused without asking the frame', async () => {
    const { frame } = await codeStep()
    typeInto(codeField(), '12a3')
    expect(codeField().value).toBe('123')
    pressEnter(codeField())
    await advance()
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code from the email')
    expect(codeField().getAttribute('aria-invalid')).toBe('true')
    expect(frame.sent('connectOtp')).toEqual([])
  })

  it('error: a wrong code shows the frame’s message after "Checking…", and Continue works again', async () => {
    const frame = createFakeSecureFrame()
    const checked = deferred<void>()
    const check = frame.handlers.connectOtp!
    frame.handlers.connectOtp = async (payload) => {
      await checked.promise
      return check(payload)
    }
    await codeStep(frame)
    typeInto(codeField(), '000000')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advance()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checking…' }).disabled).toBe(true)
    checked.resolve()
    await advance()
    expect(screen.getByRole('alert').textContent).toBe(WRONG_OTP_MESSAGE)
    expect(codeField().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(false)
    expect(frame.sent('connectOtp')).toEqual([{ email: EMAIL, otp: '000000' }])
  })

  it('behavior: the right code signs in: the modal closes, and Account shows the email wallet', async () => {
    const { widget, loader } = await codeStep()
    typeInto(codeField(), GOOD_OTP)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advance()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(loader.emittedTypes()).toContain('connect')
    act(() => widget.api.open())
    await advance()
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(screen.getByText(EMAIL)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update email' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /copy the full address/ }).getAttribute('title')).toBe(EMAIL_ADDRESS)
  })

  it('behavior: Back returns to Connect with the email still filled in; a new login within 30 s is refused with the wait', async () => {
    const { frame } = await codeStep()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await advance()
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(emailField().value).toBe(EMAIL)
    await advance(4_500)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advance()
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 26 seconds')
    expect(frame.sent('connectEmail')).toHaveLength(1)
  })
})

describe('EmailLoginView: resend and device approval', () => {
  it('behavior: resend counts down 30 s; pressed early it shows the wait, afterwards it sends a new code', async () => {
    const { frame } = await codeStep()
    expect(screen.getByRole('button', { name: 'Resend code (30 s)' })).toBeTruthy()
    await advance(10_000)
    fireEvent.click(screen.getByRole('button', { name: 'Resend code (20 s)' }))
    await advance()
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 20 seconds')
    expect(frame.sent('connectEmail')).toHaveLength(1)
    await advance(20_000)
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    await advance()
    expect(frame.sent('connectEmail')).toEqual([{ email: EMAIL }, { email: EMAIL }])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Resend code (30 s)' })).toBeTruthy()
  })

  it('behavior: a new browser waits for the emailed approval link, then asks for the code', async () => {
    const frame = createFakeSecureFrame()
    const approved = deferred<OperationResult<'connectDevice'>>()
    frame.handlers.connectEmail = () => ({ action: 'VERIFY_DEVICE' })
    frame.handlers.connectDevice = () => approved.promise
    await codeStep(frame)
    expect(screen.getByText('Approve this browser')).toBeTruthy()
    expect(
      screen.getByText(
        `We emailed a link to ${EMAIL}. Open it to approve this browser; this page continues by itself.`,
      ),
    ).toBeTruthy()
    expect(frame.sent('connectDevice')).toEqual([{ email: EMAIL }])
    approved.resolve({ action: 'VERIFY_OTP' })
    await advance()
    expect(sentence(`Enter the code we sent to ${EMAIL}`)).toBeTruthy()
    expect(codeField()).toBeTruthy()
  })
})
