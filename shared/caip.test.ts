import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evmChainIdOf, isCaipNetworkId, parseCaipAddress, parseCaipNetworkId, plainAddressOf } from './caip.js'
import { WidgetError } from './errors.js'

// The grammar of CAIP-2 / CAIP-10, written out again here rather than imported, so the tests
// check the product's regexes against the standard and not against themselves.
const namespaceArb = fc.stringMatching(/^[-a-z0-9]{3,8}$/)
const referenceArb = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const accountAddressArb = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

// Strings that are mostly near-misses: the characters of the grammar plus ':' and a few that
// are not allowed anywhere, so shrinking lands on small, readable counter-examples.
const nearMissArb = fc.string({ unit: fc.constantFrom(...'ab9-_.%:Z :/é'), maxLength: 60 })
const anyStringArb = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nearMissArb)

/** Runs `fn` and returns what it threw (or fails the test if it did not throw). */
function thrownBy(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

function expectWidgetError(fn: () => unknown, message: string, details: string): void {
  const error = thrownBy(fn)
  expect(error).toBeInstanceOf(WidgetError)
  expect((error as WidgetError).message).toBe(message)
  expect((error as WidgetError).details).toBe(details)
}

describe('parseCaipNetworkId', () => {
  it('behavior: splits a CAIP-2 id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    ['', 'empty'],
    ['eip155', 'no reference'],
    ['eip155:', 'empty reference'],
    [':1', 'empty namespace'],
    ['ei:1', 'namespace too short'],
    ['eip155eip:1', 'namespace too long (9)'],
    ['EIP155:1', 'upper-case namespace'],
    ['eip155:1:0xabc', 'three parts'],
    [`eip155:${'a'.repeat(33)}`, 'reference too long (33)'],
    ['eip155:1.0', '"." in the reference'],
    ['eip155: 1', 'space in the reference'],
  ])('error: "%s" (%s) throws Invalid CAIP-2 network id with the value in details', (value) => {
    expectWidgetError(() => parseCaipNetworkId(value), 'Invalid CAIP-2 network id', value)
  })

  it('behavior: the longest legal parts (8 and 32 characters) are accepted', () => {
    const id = `abcdefgh:${'A'.repeat(32)}`
    expect(parseCaipNetworkId(id)).toEqual({ chainNamespace: 'abcdefgh', chainId: 'A'.repeat(32) })
  })

  it('behavior: any id built from the CAIP-2 grammar parses and round-trips', () => {
    fc.assert(
      fc.property(namespaceArb, referenceArb, (namespace, reference) => {
        const parsed = parseCaipNetworkId(`${namespace}:${reference}`)
        expect(parsed).toEqual({ chainNamespace: namespace, chainId: reference })
        expect(`${parsed.chainNamespace}:${parsed.chainId}`).toBe(`${namespace}:${reference}`)
        expect(isCaipNetworkId(`${namespace}:${reference}`)).toBe(true)
      }),
    )
  })

  it('error: arbitrary strings either parse or throw exactly the Invalid CAIP-2 network id WidgetError', () => {
    fc.assert(
      fc.property(anyStringArb, (value) => {
        let parsed: ReturnType<typeof parseCaipNetworkId> | undefined
        try {
          parsed = parseCaipNetworkId(value)
        } catch (error) {
          expect(error).toBeInstanceOf(WidgetError)
          expect((error as WidgetError).message).toBe('Invalid CAIP-2 network id')
          expect((error as WidgetError).details).toBe(value)
          expect(isCaipNetworkId(value)).toBe(false)
          return
        }
        // When it parses, the result must be a faithful split of the input.
        expect(`${parsed.chainNamespace}:${parsed.chainId}`).toBe(value)
        expect(isCaipNetworkId(value)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('parseCaipAddress', () => {
  it('behavior: splits a CAIP-10 id into namespace, reference and address', () => {
    expect(parseCaipAddress('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      chainNamespace: 'eip155',
      chainId: '31337',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  it('behavior: an address of the longest legal length (128) is accepted, with ".", "%" and "-"', () => {
    const address = `a.%-${'b'.repeat(124)}`
    expect(parseCaipAddress(`eip155:1:${address}`).address).toBe(address)
  })

  it.each([
    ['eip155:1', 'only two parts'],
    ['eip155:1:', 'empty address'],
    ['eip155:1:0xabc:extra', 'four parts'],
    ['e:1:0xabc', 'namespace too short'],
    ['eip155:1:0x abc', 'space in the address'],
    [`eip155:1:${'a'.repeat(129)}`, 'address too long (129)'],
    ['eip155:1:0x/abc', '"/" in the address'],
  ])('error: "%s" (%s) throws Invalid CAIP-10 address with the value in details', (value) => {
    expectWidgetError(() => parseCaipAddress(value), 'Invalid CAIP-10 address', value)
  })

  it('behavior: any id built from the CAIP-10 grammar parses and round-trips', () => {
    fc.assert(
      fc.property(namespaceArb, referenceArb, accountAddressArb, (namespace, reference, address) => {
        const value = `${namespace}:${reference}:${address}`
        const parsed = parseCaipAddress(value)
        expect(parsed).toEqual({ chainNamespace: namespace, chainId: reference, address })
        expect(`${parsed.chainNamespace}:${parsed.chainId}:${parsed.address}`).toBe(value)
        expect(plainAddressOf(value)).toBe(address)
      }),
    )
  })

  it('error: arbitrary strings either parse or throw exactly the Invalid CAIP-10 address WidgetError', () => {
    fc.assert(
      fc.property(anyStringArb, (value) => {
        let parsed: ReturnType<typeof parseCaipAddress> | undefined
        try {
          parsed = parseCaipAddress(value)
        } catch (error) {
          expect(error).toBeInstanceOf(WidgetError)
          expect((error as WidgetError).message).toBe('Invalid CAIP-10 address')
          expect((error as WidgetError).details).toBe(value)
          return
        }
        expect(`${parsed.chainNamespace}:${parsed.chainId}:${parsed.address}`).toBe(value)
      }),
      { numRuns: 500 },
    )
  })
})

describe('plainAddressOf', () => {
  it('behavior: returns the third part of a CAIP-10 id', () => {
    expect(plainAddressOf('eip155:1:0xabc')).toBe('0xabc')
  })

  it.each(['0xabc', 'eip155:1', 'eip155:1:', 'eip155:1:0xabc:more', ''])(
    'error: "%s" throws Invalid CAIP Address with the value in details',
    (value) => {
      expectWidgetError(() => plainAddressOf(value), 'Invalid CAIP Address', value)
    },
  )

  it('error: arbitrary strings never throw anything but the Invalid CAIP Address WidgetError', () => {
    fc.assert(
      fc.property(anyStringArb, (value) => {
        try {
          const address = plainAddressOf(value)
          expect(value.endsWith(`:${address}`)).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(WidgetError)
          expect((error as WidgetError).message).toBe('Invalid CAIP Address')
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('isCaipNetworkId', () => {
  it('behavior: true for a valid id, false for invalid ids and for non-strings', () => {
    expect(isCaipNetworkId('eip155:8453')).toBe(true)
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
    for (const value of [undefined, null, 1, {}, ['eip155', '1']]) expect(isCaipNetworkId(value)).toBe(false)
  })
})

describe('evmChainIdOf', () => {
  it('behavior: the decimal reference of an eip155 id as a number', () => {
    expect(evmChainIdOf('eip155:1')).toBe(1)
    expect(evmChainIdOf('eip155:31337')).toBe(31337)
    expect(evmChainIdOf(`eip155:${Number.MAX_SAFE_INTEGER}`)).toBe(Number.MAX_SAFE_INTEGER)
  })

  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'another namespace'],
    ['eip155:0', 'zero'],
    ['eip155:01', 'a leading zero'],
    ['eip155:0x1', 'a hex reference'],
    ['eip155:-1', 'a negative reference'],
    // 2^53 + 1 has no exact double: Number() would silently answer another chain id.
    ['eip155:9007199254740993', 'beyond Number.MAX_SAFE_INTEGER'],
  ])('error: "%s" (%s) throws Invalid chainId', (value) => {
    expectWidgetError(() => evmChainIdOf(value), 'Invalid chainId', value)
  })

  it('error: a malformed id throws the CAIP-2 error, not Invalid chainId', () => {
    expectWidgetError(() => evmChainIdOf('eip155'), 'Invalid CAIP-2 network id', 'eip155')
  })

  it('behavior: every safe positive integer round-trips through eip155:<n>', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(evmChainIdOf(`eip155:${n}`)).toBe(n)
      }),
    )
  })
})
