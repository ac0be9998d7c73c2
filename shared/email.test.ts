import { describe, expect, it } from 'vitest'
import { displayEmail, isValidEmail } from './email.js'

describe('email', () => {
  it.each(['ada@example.com', 'a.b+tag@sub.example.co', "o'brien@example.ie", 'x@a-b.example'])(
    'behavior: %s is valid',
    (email) => {
      expect(isValidEmail(email)).toBe(true)
    },
  )

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a@@example.com',
    'ada@exa mple.com',
    '.ada@example.com',
    'ada..b@example.com',
    'ada@-example.com',
    'ada@example.c0m',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    '<script>@example.com',
  ])('error: %j is not a valid email', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it('behavior: emails longer than 30 characters are shown truncated with an ellipsis', () => {
    expect(displayEmail('short@example.com')).toBe('short@example.com')
    expect(displayEmail('exactly.thirty.chars@example.c')).toBe('exactly.thirty.chars@example.c')
    expect(displayEmail('a.very.long.address.for.someone@example.com')).toBe('a.very.long.address.for.someon…')
  })
})
