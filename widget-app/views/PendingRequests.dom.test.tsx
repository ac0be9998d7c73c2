// @vitest-environment happy-dom
/** A WalletConnect request waiting on the phone: the modal shows it on Account with "Cancel request". */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { PendingWalletRequest } from '../connectors/walletconnect-requests.js'
import { REQUEST_PROMPT_DELAY_MS } from '../state/wallet-request-prompt.js'
import { advance, renderWidget, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

/** Connected (the modal closed), with the wallet's waiting requests set by the test. */
async function connected() {
  const rendered = await renderWidget()
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  const { widget } = rendered
  const waiting = (requests: PendingWalletRequest[]) =>
    act(() => widget.store.set({ walletConnect: { ...widget.store.get().walletConnect, requests } }))
  return { ...rendered, waiting }
}

const SIGN: PendingWalletRequest = { id: 1, method: 'personal_sign', deadline: 0 }

describe('PendingRequests', () => {
  it('behavior: a request still waiting after a moment opens Account, which names it and cancels it', async () => {
    const { widget, waiting } = await connected()
    const cancel = vi.fn()
    widget.actions.cancelWalletRequest = cancel
    waiting([SIGN])
    await advance(REQUEST_PROMPT_DELAY_MS - 1)
    expect(screen.queryByRole('dialog')).toBeNull()
    await advance(1)
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(screen.getByTestId('pending-request').textContent).toContain('Sign a message')
    expect(screen.getByTestId('pending-request').textContent).toContain('Waiting for Test Wallet')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }))
    expect(cancel).toHaveBeenCalledWith(1)
    // Settled: the modal this opened closes again.
    waiting([])
    await advance()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('behavior: a wallet that answers within the moment never opens the modal', async () => {
    const { waiting } = await connected()
    waiting([SIGN])
    await advance(REQUEST_PROMPT_DELAY_MS / 2)
    waiting([])
    await advance(REQUEST_PROMPT_DELAY_MS * 2)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('behavior: a modal the user opened stays open when the request settles', async () => {
    const { widget, waiting } = await connected()
    act(() => widget.api.open())
    await advance()
    waiting([SIGN])
    await advance(REQUEST_PROMPT_DELAY_MS)
    expect(screen.getByTestId('pending-request')).toBeTruthy()
    waiting([])
    await advance()
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(screen.queryByTestId('pending-request')).toBeNull()
  })
})
