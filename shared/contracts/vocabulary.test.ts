import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import {
  EVM_ADDRESS_PATTERN,
  ONE_TIME_CODE_PATTERN,
  PROJECT_ID_PATTERN,
  ProjectId,
  SOCIAL_PROVIDERS,
} from './vocabulary.js'

const idChar = fc.constantFrom(...'ABCXYZabcxyz0189-_'.split(''))
const otherChar = fc.constantFrom(...' .:/@#é+*\n\t<>'.split(''))
const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''))

describe('shared vocabulary', () => {
  it('behavior: any 1 to 64 of A-Z a-z 0-9 - _ is a project id', () => {
    fc.assert(
      fc.property(fc.array(idChar, { minLength: 1, maxLength: 64 }), (chars) => {
        expect(PROJECT_ID_PATTERN.test(chars.join(''))).toBe(true)
        expect(z.safeParse(ProjectId, chars.join('')).success).toBe(true)
      }),
    )
  })

  it('error: an empty id, one over 64 characters, or one with any other character is refused, naming projectId', () => {
    const tooLong = fc.array(idChar, { minLength: 65, maxLength: 90 }).map((chars) => chars.join(''))
    const withOther = fc
      .tuple(fc.array(idChar, { maxLength: 30 }), otherChar, fc.array(idChar, { maxLength: 30 }))
      .map(([before, bad, after]) => [...before, bad, ...after].join(''))
    fc.assert(
      fc.property(fc.oneof(fc.constant(''), tooLong, withOther), (id) => {
        expect(PROJECT_ID_PATTERN.test(id)).toBe(false)
        expect(z.safeParse(ProjectId, id).error?.issues[0]?.message).toBe(
          'projectId must be 1 to 64 of A-Z a-z 0-9 - _',
        )
      }),
    )
  })

  it('behavior: a one-time code is exactly six ASCII digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(ONE_TIME_CODE_PATTERN.test(String(n).padStart(6, '0'))).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        expect(ONE_TIME_CODE_PATTERN.test(text)).toBe(text.length === 6 && [...text].every((c) => c >= '0' && c <= '9'))
      }),
    )
    for (const text of ['12345', '1234567', '12345a', '١٢٣٤٥٦', ' 123456', '123456\n'])
      expect(ONE_TIME_CODE_PATTERN.test(text)).toBe(false)
  })

  it('behavior: an EVM address is 0x and 40 hex digits in any case; one digit more or less, or a non-hex one, is not', () => {
    fc.assert(
      fc.property(fc.array(hexDigit, { minLength: 40, maxLength: 40 }), (digits) => {
        const address = `0x${digits.join('')}`
        expect(EVM_ADDRESS_PATTERN.test(address)).toBe(true)
        expect(EVM_ADDRESS_PATTERN.test(address.slice(0, -1))).toBe(false)
        expect(EVM_ADDRESS_PATTERN.test(`${address}0`)).toBe(false)
        expect(EVM_ADDRESS_PATTERN.test(`${address.slice(0, -1)}g`)).toBe(false)
        expect(EVM_ADDRESS_PATTERN.test(address.slice(2))).toBe(false)
      }),
    )
  })

  it('behavior: the social providers are listed once each', () => {
    expect(new Set(SOCIAL_PROVIDERS).size).toBe(SOCIAL_PROVIDERS.length)
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })
})
