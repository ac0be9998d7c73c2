import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  CONNECT_OPERATIONS,
  FrameEventSchema,
  FrameReplySchema,
  FrameRequestSchema,
  Operations,
  SECURE_FRAME_NAMESPACE,
  parsePayload,
  parseResult,
  secureFrameUrl,
  TIMEOUT_EXEMPT_OPERATIONS,
  type OperationName,
} from './secure-frame.js'

const names = Object.keys(Operations) as OperationName[]
const id = () => fc.uuid({ version: 4 })
const anything = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withNullPrototype: true,
})

describe('secure-frame protocol', () => {
  it('behavior: a well-formed request of every operation is accepted', () => {
    const samples: { [K in OperationName]?: unknown } = {
      connectEmail: { email: 'ada@example.com' },
      connectOtp: { email: 'ada@example.com', otp: '123456' },
      switchNetwork: { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      rpcRequest: { method: 'personal_sign', params: ['0x68', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      abortRpc: { requestId: '8c1f4b2e-0a7d-4c4e-9a51-0c3f1b7d2e11' },
      getUser: { chainId: 1 },
    }
    for (const [type, payload] of Object.entries(samples) as [OperationName, unknown][]) {
      const request = { ns: SECURE_FRAME_NAMESPACE, v: 1, id: crypto.randomUUID(), type, payload }
      expect(z.safeParse(FrameRequestSchema, request).success).toBe(true)
      expect(parsePayload(type, payload)).toEqual(payload)
    }
  })

  it('error: payloads that break their operation are refused, naming nothing they should not', () => {
    expect(parsePayload('connectOtp', { email: 'a@b.co', otp: '12345' })).toBeUndefined()
    expect(parsePayload('connectOtp', { email: 'a@b.co', otp: 123456 })).toBeUndefined()
    expect(parsePayload('switchNetwork', { chainId: -1, rpcUrl: 'http://x' })).toBeUndefined()
    expect(parsePayload('switchNetwork', { chainId: 1, rpcUrl: 'javascript:alert(1)' })).toBeUndefined()
    expect(parsePayload('rpcRequest', { method: '' })).toBeUndefined()
    expect(parseResult('getUser', { address: '0x1', chainId: 1 })).toBeUndefined()
  })

  it('behavior: random values never pass as requests, replies or events, and never make the parsers throw', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(() => z.safeParse(FrameRequestSchema, value)).not.toThrow()
        expect(() => z.safeParse(FrameReplySchema, value)).not.toThrow()
        expect(() => z.safeParse(FrameEventSchema, value)).not.toThrow()
        expect(z.safeParse(FrameRequestSchema, value).success).toBe(false)
        expect(z.safeParse(FrameReplySchema, value).success).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('behavior: a valid envelope with a random payload never throws; the operation schema decides', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), id(), anything, (type, requestId, payload) => {
        const request = { ns: SECURE_FRAME_NAMESPACE, v: 1, id: requestId, type, payload }
        expect(z.safeParse(FrameRequestSchema, request).success).toBe(true)
        expect(() => parsePayload(type, payload)).not.toThrow()
        expect(() => parseResult(type, payload)).not.toThrow()
      }),
      { numRuns: 500 },
    )
  })

  it('error: malformed envelopes are refused: wrong namespace, non-uuid id, unknown type, missing fields', () => {
    fc.assert(
      fc.property(
        fc.record({
          ns: fc.oneof(fc.string(), fc.constant('wallet-widget')),
          v: fc.oneof(fc.integer(), fc.string()),
          id: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
          type: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString')),
          payload: anything,
        }),
        (request) => {
          expect(z.safeParse(FrameRequestSchema, request).success).toBe(false)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('behavior: replies carry exactly one of success or error, and an error message is optional', () => {
    const replyId = crypto.randomUUID()
    expect(
      z.safeParse(FrameReplySchema, { ns: SECURE_FRAME_NAMESPACE, v: 1, id: replyId, type: 'success', payload: {} })
        .success,
    ).toBe(true)
    expect(
      z.safeParse(FrameReplySchema, { ns: SECURE_FRAME_NAMESPACE, v: 1, id: replyId, type: 'error', error: {} })
        .success,
    ).toBe(true)
    expect(
      z.safeParse(FrameReplySchema, { ns: SECURE_FRAME_NAMESPACE, v: 1, id: replyId, type: 'error' }).success,
    ).toBe(false)
    expect(
      z.safeParse(FrameReplySchema, { ns: SECURE_FRAME_NAMESPACE, v: 1, id: replyId, type: 'done', payload: {} })
        .success,
    ).toBe(false)
  })

  it('behavior: the frame address carries projectId, chainId, version, enableLogger, rpcUrl and the parent origin', () => {
    const url = new URL(
      secureFrameUrl('http://localhost:4402/', {
        projectId: 'p',
        chainId: 31337,
        version: '1',
        enableLogger: false,
        rpcUrl: 'http://127.0.0.1:8545',
        parentOrigin: 'http://localhost:4401',
      }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p',
      chainId: '31337',
      version: '1',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:8545',
      parentOrigin: 'http://localhost:4401',
    })
  })

  it('behavior: the operations named by the timeout sets are operations of the protocol', () => {
    for (const name of [...CONNECT_OPERATIONS, ...TIMEOUT_EXEMPT_OPERATIONS]) expect(names).toContain(name)
  })
})
