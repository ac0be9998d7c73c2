import { describe, expect, it } from 'vitest'
import { MAX_PENDING_APPROVALS, createApprovalQueue, type ApprovalRequest } from './approval-queue.js'
import { createFakeView } from './testing/fakes.js'

const request = (text: string): ApprovalRequest => ({
  subject: { kind: 'message', text, isText: true },
  account: '0x0000000000000000000000000000000000000001',
  chain: { id: 1, name: 'Ethereum', symbol: 'ETH', decimals: 18 },
  site: { origin: null },
})

function setup() {
  const fake = createFakeView()
  const visibility: boolean[] = []
  const queue = createApprovalQueue({ view: fake.view, setVisible: (visible) => void visibility.push(visible) })
  return { ...fake, visibility, queue }
}

describe('approval queue', () => {
  it('behavior: asks to be shown before the first request is on screen, and hidden after the decision', async () => {
    const { queue, shown, visibility, hiddenCount } = setup()
    const decision = queue.approve(request('a'), new AbortController().signal)
    expect(visibility).toEqual([true])
    expect(shown).toHaveLength(1)
    shown[0]!.decide(true)
    await expect(decision).resolves.toBeUndefined()
    expect(visibility).toEqual([true, false])
    expect(hiddenCount()).toBe(1)
  })

  it('behavior: shows one request at a time, in arrival order', async () => {
    const { queue, shown, visibility } = setup()
    const a = queue.approve(request('a'), new AbortController().signal)
    const b = queue.approve(request('b'), new AbortController().signal)
    expect(shown.map((entry) => entry.request.subject)).toMatchObject([{ text: 'a' }])
    shown[0]!.decide(false)
    await expect(a).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(shown.map((entry) => entry.request.subject)).toMatchObject([{ text: 'a' }, { text: 'b' }])
    shown[1]!.decide(true)
    await b
    expect(visibility).toEqual([true, false])
  })

  it('behavior: an aborted request leaves the queue, shown or waiting; its late click is ignored', async () => {
    const { queue, shown } = setup()
    const first = new AbortController()
    const second = new AbortController()
    const a = queue.approve(request('a'), first.signal)
    const b = queue.approve(request('b'), second.signal)
    const c = queue.approve(request('c'), new AbortController().signal)
    second.abort(new Error('gone'))
    await expect(b).rejects.toThrow('gone')
    first.abort(new Error('gone too'))
    await expect(a).rejects.toThrow('gone too')
    shown[0]!.decide(true) // the click arrives after the abort
    expect(shown.map((entry) => entry.request.subject)).toMatchObject([{ text: 'a' }, { text: 'c' }])
    expect(queue.pending()).toBe(1)
    shown[1]!.decide(true)
    await c
    expect(queue.pending()).toBe(0)
  })

  it('behavior: cancelAll rejects everything and hides once', async () => {
    const { queue, visibility, shown } = setup()
    const all = [
      queue.approve(request('a'), new AbortController().signal),
      queue.approve(request('b'), new AbortController().signal),
    ]
    queue.cancelAll(() => new Error('signed out'))
    for (const decision of all) await expect(decision).rejects.toThrow('signed out')
    expect(shown).toHaveLength(1)
    expect(visibility).toEqual([true, false])
  })

  it('behavior: an already-aborted signal is refused without showing anything', async () => {
    const { queue, shown, visibility } = setup()
    const controller = new AbortController()
    controller.abort(new Error('before'))
    await expect(queue.approve(request('a'), controller.signal)).rejects.toThrow('before')
    expect(shown).toEqual([])
    expect(visibility).toEqual([])
  })

  it('error: an eleventh waiting approval is refused with -32005; the ten others are untouched', async () => {
    const { queue, shown } = setup()
    const waiting = Array.from({ length: MAX_PENDING_APPROVALS }, (_, index) =>
      queue.approve(request(String(index)), new AbortController().signal),
    )
    await expect(queue.approve(request('one too many'), new AbortController().signal)).rejects.toMatchObject({
      code: -32005,
      message: "10 requests are already waiting for the user's approval; wait for an answer before sending more",
    })
    expect(queue.pending()).toBe(MAX_PENDING_APPROVALS)
    shown[0]!.decide(true)
    await waiting[0]
    // One answered: room for one more.
    void queue.approve(request('next'), new AbortController().signal).catch(() => {})
    expect(queue.pending()).toBe(MAX_PENDING_APPROVALS)
  })
})
