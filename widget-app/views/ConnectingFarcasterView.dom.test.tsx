// @vitest-environment happy-dom
/** Sign In With Farcaster in a DOM: the socials row, the ConnectingFarcaster view, the secure frame faked. */
import { act, fireEvent } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { snapshot } from '../state/app-state.js'
import { createFakeSecureFrame, EMAIL_ADDRESS } from './testing/fake-secure-frame.js'
import { advance, advanceUntil, renderWidget, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const relayLink = (n: number) => `http://localhost:4406/phone?channelToken=token-${n}`

function farcasterFrame() {
  const frame = createFakeSecureFrame()
  let links = 0
  let answer: ((value: { userName: string }) => void) | undefined
  let refuse: ((error: Error) => void) | undefined
  frame.handlers.getFarcasterUri = () => ({ url: relayLink(++links) })
  frame.handlers.connectFarcaster = () =>
    new Promise((resolve, reject) => {
      answer = resolve
      refuse = reject
    })
  return { frame, answer: (userName: string) => answer?.({ userName }), refuse: (error: Error) => refuse?.(error) }
}

describe('ConnectingFarcasterView', () => {
  it('behavior: Farcaster on Connect shows the QR code and the link; the wallet connects once the phone answered', async () => {
    const { frame, answer } = farcasterFrame()
    const { getByRole, widget } = await renderWidget({ secureFrame: frame })
    const socials = getByRole('group', { name: 'Sign in with a social account' })
    fireEvent.click(socials.querySelector('[data-testid="social-farcaster"]')!)
    await advance()
    expect(getByRole('heading', { name: 'Farcaster' })).toBeTruthy()
    // The QR encoder arrives with the first code shown.
    await act(async () => void (await import('./QrCode.js')))
    await advanceUntil(() => getByRole('img', { name: 'QR code to sign in with Farcaster' }))
    expect(getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(relayLink(1))
    expect(widget.store.get().farcaster.url).toBe(relayLink(1))

    answer('alice-fc')
    await advance()
    expect(widget.store.get().status).toBe('connected')
    expect(widget.store.get().address).toBe(EMAIL_ADDRESS)
    expect(frame.sent('getUser')).toHaveLength(1)
    expect(widget.store.get().connectorId).toBe('auth')
    // The site's getState() names the social login, its username and the link.
    expect(snapshot(widget.store.get())).toMatchObject({
      socialProvider: 'farcaster',
      socialUsername: 'alice-fc',
      farcasterUrl: relayLink(1),
    })
  })

  it('behavior: leaving the view with no account resets the link; coming back asks for a new one', async () => {
    const { frame } = farcasterFrame()
    const { getByRole, getByTestId, widget, loader } = await renderWidget({ secureFrame: frame })
    fireEvent.click(getByTestId('social-farcaster'))
    await advanceUntil(() => expect(widget.store.get().farcaster.url).toBe(relayLink(1)))
    fireEvent.click(getByRole('button', { name: 'Back' }))
    await advance()
    expect(widget.store.get().farcaster.url).toBeNull()
    // The site's getState() followed the link while the view showed it, and dropped it after.
    const heard = loader.emitted.filter((event) => event.type === 'farcasterUrlChanged')
    expect(heard.map((event) => event.state.farcasterUrl)).toEqual([relayLink(1), null])
    fireEvent.click(getByTestId('social-farcaster'))
    await advance()
    expect(getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(relayLink(2))
    expect(frame.sent('getFarcasterUri')).toHaveLength(2)
  })

  it("error: the frame's failure is shown with its text and a retry that asks again", async () => {
    const { frame, refuse } = farcasterFrame()
    const { getByRole, getByTestId } = await renderWidget({ secureFrame: frame })
    fireEvent.click(getByTestId('social-farcaster'))
    await advanceUntil(() => expect(frame.sent('connectFarcaster')).toHaveLength(1))
    refuse(new Error('Failed to connect to farcaster'))
    await advance()
    expect(getByTestId('farcaster-error').textContent).toBe('Failed to connect to farcaster')
    fireEvent.click(getByRole('button', { name: 'Try again' }))
    await advance()
    expect(getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')).toBe(relayLink(2))
  })
})
