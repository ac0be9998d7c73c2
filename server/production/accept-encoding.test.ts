import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './accept-encoding.js'

const both = ['br', 'gzip'] as const

describe('chooseEncoding', () => {
  it('behavior: brotli is preferred when the client takes both at the same weight', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br')
    expect(chooseEncoding('br;q=1.0, gzip;q=1.0', both)).toBe('br')
  })

  it('behavior: q-values decide before preference', () => {
    expect(chooseEncoding('br;q=0.5, gzip', both)).toBe('gzip')
    expect(chooseEncoding('gzip;q=0.2, br;q=0.1', both)).toBe('gzip')
    expect(chooseEncoding('x-gzip', both)).toBe('gzip')
  })

  it('behavior: only what the file has on disk is chosen', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br', [])).toBe('identity')
  })

  it('behavior: identity without a header, with an empty one, or for codings we lack', () => {
    expect(chooseEncoding(undefined, both)).toBe('identity')
    expect(chooseEncoding('', both)).toBe('identity')
    expect(chooseEncoding('deflate, zstd', both)).toBe('identity')
  })

  it('behavior: q=0 refuses a coding, and * covers those not listed', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBe('identity')
    expect(chooseEncoding('*', both)).toBe('br')
    expect(chooseEncoding('br;q=0, *;q=0.5', both)).toBe('gzip')
  })

  it('error: nothing acceptable when identity is refused too', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0, identity;q=0', both)).toBeUndefined()
    expect(chooseEncoding('*;q=0', both)).toBeUndefined()
    expect(chooseEncoding('identity;q=0', [])).toBeUndefined()
    expect(chooseEncoding('br;q=banana, identity;q=0', ['br'])).toBeUndefined()
  })
})
