import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../testing/deferred.js'
import {
  createWalletRequests,
  WALLET_REQUEST_EXPIRED_MESSAGE,
  WALLET_REQUEST_EXPIRY_S,
  type PendingWalletRequest,
} from './walletconnect-requests.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(deadlineMs?: number) {
  const changes: PendingWalletRequest[][] = []
  const requests = createWalletRequests({ deadlineMs, onChange: (pending) => void changes.push(pending) })
  return { requests, changes }
}

describe('WalletConnect requests waiting on the wallet', () => {
  it('behavior: each request carries an expiry the sign client accepts (300 s to 7 days) and the deadline defaults to it', async () => {
    expect(WALLET_REQUEST_EXPIRY_S).toBeGreaterThanOrEqual(300)
    expect(WALLET_REQUEST_EXPIRY_S).toBeLessThanOrEqual(7 * 24 * 3600)
    const { requests } = setup()
    const send = vi.fn(() => new Promise<never>(() => {}))
    const outcome = requests.run('personal_sign', send).catch((error: unknown) => error)
    expect(send).toHaveBeenCalledWith(WALLET_REQUEST_EXPIRY_S)
    await vi.advanceTimersByTimeAsync(WALLET_REQUEST_EXPIRY_S * 1000 - 1)
    expect(requests.pending()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 4001, message: WALLET_REQUEST_EXPIRED_MESSAGE })
  })

  it('error: a wallet that never answers rejects at the deadline with 4001 "Request was aborted", and the list empties', async () => {
    const { requests, changes } = setup(5_000)
    const outcome = requests.run('personal_sign', () => new Promise(() => {})).catch((error: unknown) => error)
    expect(changes.at(-1)).toEqual([expect.objectContaining({ method: 'personal_sign' })])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await outcome).toMatchObject({
      code: 4001,
      message: 'Request was aborted',
      data: { reason: 'expired', method: 'personal_sign' },
    })
    expect(changes.at(-1)).toEqual([])
  })

  it('behavior: cancel rejects that request at once with 4001 and leaves the others waiting', async () => {
    const { requests } = setup(5_000)
    const first = requests.run('personal_sign', () => new Promise(() => {})).catch((error: unknown) => error)
    const second = requests.run('eth_sendTransaction', () => new Promise(() => {})).catch((error: unknown) => error)
    const [waiting] = requests.pending()
    requests.cancel(waiting!.id)
    expect(await first).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
      data: { reason: 'cancelled' },
    })
    expect(requests.pending().map((request) => request.method)).toEqual(['eth_sendTransaction'])
    requests.cancelAll()
    expect(await second).toMatchObject({ code: 4001 })
    expect(requests.pending()).toEqual([])
  })

  it('behavior: an answer before the deadline resolves, clears its timer, and a late cancel changes nothing', async () => {
    const { requests } = setup(5_000)
    const answer = deferred<string>()
    const outcome = requests.run('personal_sign', () => answer.promise)
    const [waiting] = requests.pending()
    answer.resolve('0xsigned')
    expect(await outcome).toBe('0xsigned')
    requests.cancel(waiting!.id)
    expect(vi.getTimerCount()).toBe(0)
    expect(requests.pending()).toEqual([])
  })

  it("error: the wallet's refusal passes through unchanged; the client's own expiry is reported as the deadline", async () => {
    const { requests } = setup(5_000)
    const refusal = Object.assign(new Error('User rejected.'), { code: 4001 })
    await expect(requests.run('personal_sign', () => Promise.reject(refusal))).rejects.toBe(refusal)
    await expect(
      requests.run('personal_sign', () => Promise.reject(new Error('Request expired. Please try again.'))),
    ).rejects.toMatchObject({ code: 4001, message: WALLET_REQUEST_EXPIRED_MESSAGE })
  })

  it('behavior: an answer after the deadline is ignored', async () => {
    const { requests } = setup(1_000)
    const answer = deferred<string>()
    const outcome = requests.run('personal_sign', () => answer.promise).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_000)
    answer.resolve('0xlate')
    expect(await outcome).toMatchObject({ message: WALLET_REQUEST_EXPIRED_MESSAGE })
  })
})
