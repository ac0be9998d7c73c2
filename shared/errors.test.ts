import { describe, expect, it } from 'vitest'
import {
  fromErrorPayload,
  ProviderRpcError,
  rpcCodeOf,
  RpcErrorCode,
  toErrorPayload,
  WidgetError,
  type ErrorPayload,
} from './errors.js'

/** What a payload looks like after crossing a frame (structured clone). */
const overTheWire = (payload: ErrorPayload): ErrorPayload => structuredClone(payload)

describe('toErrorPayload / fromErrorPayload', () => {
  it('behavior: a ProviderRpcError keeps code, message and data across a round trip', () => {
    const original = new ProviderRpcError(4001, 'User rejected the request.', { data: { reason: 'button' } })
    const back = fromErrorPayload(overTheWire(toErrorPayload(original)))
    expect(back).toBeInstanceOf(ProviderRpcError)
    expect(back.code).toBe(4001)
    expect(back.message).toBe('User rejected the request.')
    expect(back.data).toEqual({ reason: 'button' })
  })

  it('behavior: a numeric code becomes a ProviderRpcError even when the sender was a plain object', () => {
    const back = fromErrorPayload(
      overTheWire(toErrorPayload({ code: 4902, message: 'Unrecognized chain ID "0x7a69".' })),
    )
    expect(back).toBeInstanceOf(ProviderRpcError)
    expect(back.code).toBe(4902)
    expect(back.message).toBe('Unrecognized chain ID "0x7a69".')
  })

  it('behavior: a string code stays a WidgetError with that code (not a ProviderRpcError)', () => {
    const original = new WidgetError('Invalid CAIP-10 address', { code: 'INVALID_CAIP_ADDRESS', data: [1, 2] })
    const back = fromErrorPayload(overTheWire(toErrorPayload(original)))
    expect(back).toBeInstanceOf(WidgetError)
    expect(back).not.toBeInstanceOf(ProviderRpcError)
    expect(back.code).toBe('INVALID_CAIP_ADDRESS')
    expect(back.message).toBe('Invalid CAIP-10 address')
    expect(back.data).toEqual([1, 2])
  })

  it('behavior: a payload carries the error name and no data key when there is no data', () => {
    const payload = toErrorPayload(new ProviderRpcError(4100, 'Unauthorized'))
    expect(payload).toEqual({ name: 'ProviderRpcError', code: 4100, message: 'Unauthorized' })
    expect('data' in payload).toBe(false)
  })

  it('behavior: data of a foreign error that cannot be cloned is reduced to JSON', () => {
    const data = { keep: 1, drop: () => 1 }
    const payload = toErrorPayload({ code: -32000, message: 'execution reverted', data })
    expect(payload.data).toEqual({ keep: 1 })
    expect(() => structuredClone(payload)).not.toThrow()
  })

  it('error: a plain Error without a code becomes -32603 and keeps its message', () => {
    expect(toErrorPayload(new Error('boom'))).toEqual({ name: 'Error', code: RpcErrorCode.internal, message: 'boom' })
  })

  it('error: a thrown string becomes -32603 with the string as message', () => {
    expect(toErrorPayload('wallet exploded')).toEqual({ name: 'Error', code: -32603, message: 'wallet exploded' })
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object without message', { code: 4001 }],
    ['an object with a non-string message', { message: { text: 'x' } }],
  ])('error: garbage (%s) becomes -32603 with a generic message', (_label, value) => {
    expect(toErrorPayload(value)).toEqual({ name: 'Error', code: -32603, message: 'An error occurred' })
  })

  it('error: an object with a message but an unusable code gets -32603', () => {
    expect(toErrorPayload({ message: 'x', code: { nested: true } }).code).toBe(-32603)
  })
})

describe('rpcCodeOf', () => {
  it('behavior: reads a top-level numeric code', () => {
    expect(rpcCodeOf({ code: 4001 })).toBe(4001)
    expect(rpcCodeOf(new ProviderRpcError(4902, 'x'))).toBe(4902)
  })

  it('behavior: finds a code nested in cause, past errors with string or no codes', () => {
    const inner = { code: 4902, message: 'Unrecognized chain' }
    expect(rpcCodeOf(new Error('outer', { cause: inner }))).toBe(4902)
    expect(rpcCodeOf(new WidgetError('outer', { code: 'WRAPPED', cause: new Error('middle', { cause: inner }) }))).toBe(
      4902,
    )
  })

  it('behavior: the outermost numeric code wins', () => {
    expect(rpcCodeOf({ code: -32603, cause: { code: 4902 } })).toBe(-32603)
  })

  it('error: nothing numeric (or not an object at all) gives undefined', () => {
    for (const value of [undefined, null, 'x', 4001, new Error('x'), { code: '4001' }])
      expect(rpcCodeOf(value)).toBeUndefined()
  })

  it('error: a cyclic cause chain ends instead of looping forever', () => {
    const a: { cause?: unknown } = {}
    a.cause = a
    expect(rpcCodeOf(a)).toBeUndefined()
  })
})
