import { describe, expect, it } from 'vitest'
import { parseWidgetConfig } from './config.js'

const BASE = { 'data-project-id': 'demo' }

function signInOf(attributes: Record<string, string>) {
  const result = parseWidgetConfig({ ...BASE, ...attributes })
  return result.ok ? { config: result.config.signIn } : { errors: result.errors.map((error) => error.message) }
}

describe('sign-in attributes', () => {
  it('behavior: none means no sign-in; required or optional with a statement and resources', () => {
    expect(signInOf({})).toEqual({ config: null })
    expect(signInOf({ 'data-sign-in': 'optional' })).toEqual({ config: { required: false } })
    expect(
      signInOf({
        'data-sign-in': 'required',
        'data-sign-in-statement': 'Welcome to the shop',
        'data-sign-in-resources':
          'https://shop.example.org/terms ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      }),
    ).toEqual({
      config: {
        required: true,
        statement: 'Welcome to the shop',
        resources: [
          'https://shop.example.org/terms',
          'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
        ],
      },
    })
    expect(parseWidgetConfig({ ...BASE, 'data-sign-in': 'optional' }).warnings).toEqual([])
  })

  it('error: each bad value is named', () => {
    expect(signInOf({ 'data-sign-in': 'always' })).toEqual({
      errors: ['data-sign-in must be "required" or "optional", got "always"'],
    })
    for (const statement of ['two\nlines', 'x'.repeat(281), ''])
      expect(signInOf({ 'data-sign-in': 'required', 'data-sign-in-statement': statement })).toEqual({
        errors: [`data-sign-in-statement must be one line of at most 280 characters, got ${JSON.stringify(statement)}`],
      })
    for (const resources of [Array(11).fill('https://a.example').join(' '), 'https://ok.example not-a-uri', ' '])
      expect(signInOf({ 'data-sign-in': 'optional', 'data-sign-in-resources': resources })).toEqual({
        errors: [
          `data-sign-in-resources must be at most 10 absolute URIs separated by spaces, got ${JSON.stringify(resources)}`,
        ],
      })
    expect(signInOf({ 'data-sign-in-statement': 'Hello' })).toEqual({
      errors: ['data-sign-in must be "required" or "optional", got ""'],
    })
  })
})
