/**
 * The request bodies of the auth API, one schema each, and the parser that turns a bad body
 * into a 400 naming the field (`{ error: 'otp must be the 6-digit code', field: 'otp' }`).
 */
import type { Context } from 'hono'
import { z } from 'zod'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../shared/email.js'
import { ApiError } from '../api-error.js'
import { parseInput, projectIdSchema } from '../validation.js'

const projectId = projectIdSchema

/** Trimmed and lower-cased after the check: addresses are stored and compared lower-case. */
const email = z
  .string()
  .trim()
  .refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase())

/** Spaces a user may paste around or inside the code are tolerated; anything else is not a code. */
const otp = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => /^\d{6}$/.test(value), { error: 'otp must be the 6-digit code' })

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'address must be 0x followed by 40 hex characters' })

/** The wrapped key is 60 bytes today; 4 KB leaves room for another scheme, not for abuse. */
export const MAX_ENCRYPTED_KEY_BYTES = 4096
const encryptedKey = z
  .string()
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, { error: 'encryptedKey must be base64' })
  .refine((value) => value.length > 0, { error: 'encryptedKey must not be empty' })
  .refine((value) => Buffer.byteLength(value, 'base64') <= MAX_ENCRYPTED_KEY_BYTES, {
    error: `encryptedKey must be at most ${MAX_ENCRYPTED_KEY_BYTES} bytes`,
  })

export const EmailStartBody = z.object({ projectId, email })
export type EmailStartBody = z.infer<typeof EmailStartBody>

export const DeviceWaitBody = z.object({ projectId, email })
export type DeviceWaitBody = z.infer<typeof DeviceWaitBody>

export const OtpVerifyBody = z.object({ projectId, email, otp })
export type OtpVerifyBody = z.infer<typeof OtpVerifyBody>

export const WalletBody = z.object({ address, encryptedKey })
export type WalletBody = z.infer<typeof WalletBody>

export const EmailUpdateBody = z.object({ email })
export type EmailUpdateBody = z.infer<typeof EmailUpdateBody>

export const EmailUpdateCodeBody = z.object({ otp })
export type EmailUpdateCodeBody = z.infer<typeof EmailUpdateCodeBody>

/** Reads the JSON body and checks it against `schema`; throws a 400 {@link ApiError} otherwise. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json')
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw new ApiError(400, 'Body must be valid JSON')
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new ApiError(400, 'Body must be a JSON object')
  return parseInput(schema, raw)
}
