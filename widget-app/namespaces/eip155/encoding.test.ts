import { describe, expect, it } from 'vitest'
import { parseAccounts, parseChainId, toHexChainId } from './encoding.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseAccounts', () => {
  it('behavior: keeps only 0x + 40 hex strings, in order', () => {
    const lower = ADDRESS.toLowerCase()
    const value = [
      ADDRESS,
      '0x123',
      `${ADDRESS}00`,
      42,
      null,
      ADDRESS.slice(2),
      `0X${lower.slice(2)}`,
      `0x${'g'.repeat(40)}`,
      lower,
    ]
    expect(parseAccounts(value)).toEqual([ADDRESS, lower])
  })

  it('error: anything but an array gives no accounts', () => {
    for (const value of [undefined, null, ADDRESS, { 0: ADDRESS, length: 1 }]) expect(parseAccounts(value)).toEqual([])
  })
})

describe('parseChainId', () => {
  it('behavior: hex and decimal strings and positive safe integers', () => {
    expect(parseChainId('0x1')).toBe(1)
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x7A69')).toBe(31337)
    expect(parseChainId('8453')).toBe(8453)
    expect(parseChainId(137)).toBe(137)
    expect(parseChainId('0x1fffffffffffff')).toBeNull() // 14 hex digits: longer than accepted
    expect(parseChainId('0xfffffffffffff')).toBe(2 ** 52 - 1)
  })

  it.each([
    ['zero (number)', 0],
    ['zero (hex)', '0x0'],
    ['zero (decimal)', '0'],
    ['negative (number)', -1],
    ['negative (string)', '-1'],
    ['negative hex', '-0x1'],
    ['an unsafe integer', 2 ** 53],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a bare 0x', '0x'],
    ['garbage', 'mainnet'],
    ['hex with junk', '0x1g'],
    ['padded', ' 1'],
    ['exponent notation', '1e3'],
    ['16 decimal digits', '9007199254740993'],
    ['null', null],
    ['a bigint', 1n],
  ])('error: %s gives null', (_label, value) => {
    expect(parseChainId(value)).toBeNull()
  })
})

describe('toHexChainId', () => {
  it('behavior: lowercase hex with 0x, the inverse of parseChainId', () => {
    expect(toHexChainId(31337)).toBe('0x7a69')
    expect(toHexChainId(1)).toBe('0x1')
    for (const chainId of [1, 137, 8453, 31337, 2 ** 52 - 1]) expect(parseChainId(toHexChainId(chainId))).toBe(chainId)
  })
})
