import { afterEach, describe, expect, it, vi } from 'vitest'
import { until } from '../../secure-frame/testing/fakes.js'
import { emailWallet } from './testing/email-wallet.js'
import type { createWidget } from './widget.js'

describe('the email wallet approval', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['close()', (widget: ReturnType<typeof createWidget>) => widget.api.close(), false, undefined],
    [
      "open({ view: 'Account' })",
      (widget: ReturnType<typeof createWidget>) => widget.api.open({ view: 'Account' }),
      true,
      'Account',
    ],
    ['open()', (widget: ReturnType<typeof createWidget>) => widget.api.open(), true, 'Account'],
    ['the user going Back', (widget: ReturnType<typeof createWidget>) => widget.actions.back(), undefined, undefined],
  ])(
    'error: %s on the approval view refuses the signature with 4001, tells the frame to abort it, and does not show it again',
    async (_name, leave, open, lastView) => {
      const { widget, view, toFrame, approvalView, frame, pendingSignature } = await emailWallet()
      const { reply, requestId } = await pendingSignature()
      leave(widget)
      expect(await reply).toEqual({
        ok: false,
        error: { name: 'ProviderRpcError', code: 4001, message: 'User rejected the request.' },
      })
      expect(toFrame).toContainEqual(expect.objectContaining({ type: 'abortRpc', payload: { requestId } }))
      // The frame dropped it from its own queue and hid its UI; the widget is off the approval view.
      await until(() => frame.approvals.pending() === 0)
      expect(approvalView.hiddenCount()).toBeGreaterThan(0)
      if (open !== undefined) expect(widget.store.get().open).toBe(open)
      if (lastView) expect(view()).toBe(lastView)
      // Opening again shows the modal's own view, not a parked approval.
      widget.api.open()
      expect(view()).toBe('Account')
    },
  )

  it('behavior: an approval answered in the frame is not refused by the view going away', async () => {
    const { widget, approvalView, pendingSignature } = await emailWallet()
    const { reply } = await pendingSignature()
    approvalView.current()!.decide(true)
    const settled = await reply
    expect(settled.ok).toBe(true)
    expect((settled as { result: string }).result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(widget.store.get().history.at(-1)?.name).not.toBe('ApproveTransaction')
  })

  it('behavior: reads running while the approval is refused are left to finish', async () => {
    const { widget, pendingSignature } = await emailWallet()
    const { reply } = await pendingSignature()
    const read = widget.api.providerRequest({ method: 'eth_blockNumber' })
    widget.api.close()
    expect((await reply).ok).toBe(false)
    expect(await read).toEqual({ ok: true, result: '0x10' })
  })
})
