import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import {
  AuthEndpoints,
  authErrorCode,
  AuthSession,
  EmailStartBody,
  EmailUpdateCodeBody,
  MAX_ENCRYPTED_KEY_BYTES,
  WalletBody,
} from './auth.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('auth contract', () => {
  it('behavior: every endpoint has its own method and path under /auth/v1', () => {
    const routes = Object.values(AuthEndpoints).map(({ method, path }) => `${method} ${path}`)
    expect(new Set(routes).size).toBe(routes.length)
    for (const { path } of Object.values(AuthEndpoints)) expect(path).toMatch(/^\/auth\/v1\/[a-z/]+$/)
  })

  it('behavior: a code is read with any spaces around or inside it dropped', () => {
    const spaces = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 3 }).map((list) => list.join(''))
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), spaces, (digits, gap) => {
        const typed = `${gap}${digits.slice(0, 3).join('')}${gap}${digits.slice(3).join('')}${gap}`
        expect(z.parse(EmailUpdateCodeBody, { otp: typed })).toEqual({ otp: digits.join('') })
      }),
    )
  })

  it('error: anything but six digits is refused as "otp must be the 6-digit code"', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }).filter((text) => !/^[0-9]{6}$/.test(text.replace(/\s+/g, ''))),
        (otp) => {
          expect(firstMessage(z.safeParse(EmailUpdateCodeBody, { otp }))).toBe('otp must be the 6-digit code')
        },
      ),
    )
  })

  it('behavior: an email is trimmed and lower-cased; a bad one is refused with the product text', () => {
    expect(z.parse(EmailStartBody, { projectId: 'demo', email: '  Ada@Example.COM ' }).email).toBe('ada@example.com')
    expect(firstMessage(z.safeParse(EmailStartBody, { projectId: 'demo', email: 'ada@' }))).toBe(
      'Invalid email address',
    )
  })

  it('behavior: a wrapped key is accepted up to 4096 bytes, counted as the server decodes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ENCRYPTED_KEY_BYTES + 8 }), (size) => {
        const encryptedKey = Buffer.alloc(size, size % 256).toString('base64')
        const parsed = z.safeParse(WalletBody, { address: ADDRESS, encryptedKey })
        expect(parsed.success).toBe(Buffer.byteLength(encryptedKey, 'base64') <= MAX_ENCRYPTED_KEY_BYTES)
        if (!parsed.success) expect(firstMessage(parsed)).toBe('encryptedKey must be at most 4096 bytes')
      }),
    )
  })

  it('error: an address that is not 0x and 40 hex digits, or a key that is not base64, is refused naming the field', () => {
    expect(firstMessage(z.safeParse(WalletBody, { address: ADDRESS.slice(0, -1), encryptedKey: 'AAAA' }))).toBe(
      'address must be 0x followed by 40 hex characters',
    )
    expect(firstMessage(z.safeParse(WalletBody, { address: ADDRESS, encryptedKey: 'not base64!' }))).toBe(
      'encryptedKey must be base64',
    )
    expect(firstMessage(z.safeParse(WalletBody, { address: ADDRESS, encryptedKey: '' }))).toBe(
      'encryptedKey must not be empty',
    )
  })

  it('error: a session answer with a malformed key secret or address is refused', () => {
    const good = { user: { id: 'u1', email: 'a@b.co', address: null }, keySecret: 'AAAA', encryptedKey: null }
    expect(z.safeParse(AuthSession, good).success).toBe(true)
    expect(z.safeParse(AuthSession, { ...good, keySecret: '' }).success).toBe(false)
    expect(z.safeParse(AuthSession, { ...good, keySecret: 'A=A=' }).success).toBe(false)
    expect(z.safeParse(AuthSession, { ...good, user: { ...good.user, address: '0x12' } }).success).toBe(false)
  })

  it.each([
    [400, 'invalid_input'],
    [422, 'invalid_input'],
    [401, 'unauthenticated'],
    [403, 'unauthenticated'],
    [409, 'conflict'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [502, 'server_error'],
  ])('behavior: status %i is the code %s', (status, code) => {
    expect(authErrorCode(status)).toBe(code)
  })
})
