/**
 * Stand-ins for the frame's outside world in unit tests: the auth API of the secure frame's origin
 * (fake-auth-server.ts), a chain node and the approval view.
 */
import { encodeAbiParameters, keccak256, parseTransaction, recoverTransactionAddress, type Hex } from 'viem'
import type { ApprovalRequest, ApprovalView } from '../approval-queue.js'
import type { FetchLike } from '../auth-api.js'

export { createFakeAuthServer, type FakeUser, GOOD_OTP, type RecordedCall } from './fake-auth-server.js'

export interface SentTransaction {
  raw: Hex
  from: string
  parsed: ReturnType<typeof parseTransaction>
}

/** A chain node answering the calls the frame makes; records what it was asked and sent. */
export function createFakeNode(chainId = 31337) {
  const requests: { url: string; method: string; params: unknown[] }[] = []
  const sent: SentTransaction[] = []
  const state = {
    baseFeePerGas: 1_000_000_000n as bigint | null,
    nonce: 7,
    sendDelayMs: 0,
    gasEstimate: 21_000n,
    /** Token contracts that answer `symbol()` and `decimals()`, by lower-case address. */
    tokens: new Map<string, { symbol: string; decimals: number }>(),
    /** Milliseconds the node waits before answering anything (a slow or dead node). */
    answerDelayMs: 0,
  }
  const fetch: FetchLike = async (url, init) => {
    const { id, method, params } = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown[] }
    requests.push({ url, method, params })
    if (state.answerDelayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, state.answerDelayMs)
        init.signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer)
            reject(new DOMException('The operation was aborted.', 'AbortError'))
          },
          { once: true },
        )
      })
    }
    const ok = (result: unknown) => new Response(JSON.stringify({ jsonrpc: '2.0', id, result }))
    const hex = (value: bigint | number) => `0x${value.toString(16)}`
    switch (method) {
      case 'eth_blockNumber':
        return ok('0x10')
      case 'eth_getBalance':
        return ok(hex(10n ** 18n))
      case 'eth_call': {
        const { to, data } = (params[0] ?? {}) as { to?: string; data?: string }
        const token = to ? state.tokens.get(to.toLowerCase()) : undefined
        if (token && data === '0x313ce567') return ok(encodeAbiParameters([{ type: 'uint8' }], [token.decimals]))
        if (token && data === '0x95d89b41') return ok(encodeAbiParameters([{ type: 'string' }], [token.symbol]))
        return new Response(
          JSON.stringify({ jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }),
        )
      }
      case 'eth_getTransactionCount':
        return ok(hex(state.nonce))
      case 'eth_estimateGas':
        return ok(hex(state.gasEstimate))
      case 'eth_getBlockByNumber':
        return ok({
          number: '0x10',
          ...(state.baseFeePerGas === null ? {} : { baseFeePerGas: hex(state.baseFeePerGas) }),
        })
      case 'eth_maxPriorityFeePerGas':
        return ok(hex(1_000_000_000))
      case 'eth_gasPrice':
        return ok(hex(2_000_000_000))
      case 'eth_sendRawTransaction': {
        const raw = params[0] as Hex
        if (state.sendDelayMs) await new Promise((resolve) => setTimeout(resolve, state.sendDelayMs))
        const parsed = parseTransaction(raw)
        const from = await recoverTransactionAddress({ serializedTransaction: raw as never })
        sent.push({ raw, from, parsed })
        if (parsed.chainId !== chainId)
          return new Response(
            JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'invalid chain id' } }),
          )
        return ok(keccak256(raw))
      }
      default:
        return new Response(
          JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: `method ${method} not found` } }),
        )
    }
  }
  return { fetch, requests, sent, state }
}

/** An approval view that records what it shows; the test decides for the user. */
export function createFakeView() {
  const shown: { request: ApprovalRequest; decide: (approved: boolean) => void }[] = []
  let hidden = 0
  const view: ApprovalView = {
    show: (request, decide) => void shown.push({ request, decide }),
    hide: () => void hidden++,
  }
  return {
    view,
    shown,
    hiddenCount: () => hidden,
    /** The request on screen now (the last one shown, until hidden). */
    current: () => shown.at(-1),
  }
}

/** Lets queued promise callbacks and fake-fetch timers run. */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `check()` holds (for flows that cross several awaits and timers). */
export async function until(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time')
    await settle(2)
  }
}
