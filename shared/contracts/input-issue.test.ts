import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { describeInputIssue } from './input-issue.js'

const Body = z.object({
  otp: z.string(),
  props: z.object({ event: z.string().check(z.maxLength(3, { error: 'too long' })) }),
})
const describe400 = (raw: unknown) => describeInputIssue(raw, z.safeParse(Body, raw).error?.issues ?? [])

describe('describing bad input', () => {
  it('error: a missing field is "required", a field of the wrong type says the type, both naming it', () => {
    expect(describe400({ props: { event: 'e' } })).toEqual({ message: 'otp is required', field: 'otp' })
    expect(describe400({ otp: 7, props: { event: 'e' } })).toEqual({ message: 'otp must be a string', field: 'otp' })
  })

  it("error: a nested field is named by its dotted path, with its schema's own message", () => {
    expect(describe400({ otp: '1', props: { event: 'long' } })).toEqual({ message: 'too long', field: 'props.event' })
  })

  it('error: no issue at all still answers a message', () => {
    expect(describeInputIssue({}, [])).toEqual({ message: 'Invalid input', field: '' })
  })
})
