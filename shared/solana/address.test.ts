import { describe, expect, it } from 'vitest'
import { WidgetError } from '../errors.js'
import { parseSolanaAddress } from './address.js'

function errorOf(value: string): WidgetError {
  try {
    parseSolanaAddress(value)
  } catch (err) {
    expect(err).toBeInstanceOf(WidgetError)
    return err as WidgetError
  }
  throw new Error(`expected ${value} to be refused`)
}

describe('parseSolanaAddress', () => {
  it('behavior: a base58 address of 32 bytes is accepted as it is, spaces around it dropped', () => {
    expect(parseSolanaAddress('11111111111111111111111111111111')).toBe('11111111111111111111111111111111')
    expect(parseSolanaAddress(' 7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv\n')).toBe(
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    )
  })

  it.each([
    ['0x8ba1f109551bD432803012645Ac136ddd64DBA72', 'not base58'],
    ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKl', 'not base58'],
    ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAa', 'not 32 bytes long'],
    ['', 'not base58'],
  ])('error: "%s" is an Invalid Solana address saying it is %s', (value, why) => {
    const err = errorOf(value)
    expect([err.message, err.code]).toEqual(['Invalid Solana address', 'INVALID_SOLANA_ADDRESS'])
    expect(err.details).toContain(why)
    expect(err.details).toContain(JSON.stringify(value))
  })
})
