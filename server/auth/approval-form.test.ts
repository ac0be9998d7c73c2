import { describe, expect, it } from 'vitest'
import { newFormToken, openFormToken } from './approval-form.js'
import { newToken, sha256Hex } from './secrets.js'

describe('approval form token', () => {
  it('behavior: the sealed token opens with the link token, and its hash matches it', () => {
    const link = newToken()
    const made = newFormToken(link)
    const opened = openFormToken(link, made.sealed)
    expect(opened).toMatch(/^[0-9a-f]{64}$/)
    expect(sha256Hex(opened!)).toBe(made.hash)
    expect(made.sealed.toString('hex')).not.toContain(opened)
    // Each approval gets its own random token.
    expect(openFormToken(link, newFormToken(link).sealed)).not.toBe(opened)
  })

  it('error: another link token, or a damaged seal, opens nothing', () => {
    const link = newToken()
    const { sealed } = newFormToken(link)
    expect(openFormToken(newToken(), sealed)).toBeUndefined()
    const damaged = Buffer.from(sealed)
    damaged[20]! ^= 1
    expect(openFormToken(link, damaged)).toBeUndefined()
    expect(openFormToken(link, sealed.subarray(0, 20))).toBeUndefined()
  })
})
