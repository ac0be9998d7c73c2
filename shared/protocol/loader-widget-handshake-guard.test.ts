import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { CHANNEL_NAMESPACE } from './loader-widget-handshake.js'
import { isLoaderConnect } from './loader-widget-handshake-guard.js'
import { LoaderConnectSchema } from './loader-widget-handshake-schema.js'

const agrees = (value: unknown): boolean => isLoaderConnect(value) === z.safeParse(LoaderConnectSchema, value).success

const attributes = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('data-project-id', 'data-networks', 'x'.repeat(64))),
  fc.oneof(fc.string({ maxLength: 20 }), fc.string({ minLength: 4090, maxLength: 4100 }), fc.anything()),
  { maxKeys: 4 },
)
const connect = fc.record(
  {
    ns: fc.oneof(fc.constant(CHANNEL_NAMESPACE), fc.string(), fc.anything()),
    v: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.anything()),
    type: fc.oneof(fc.constant('host:connect'), fc.constant('widget:hello'), fc.anything()),
    attributes: fc.oneof(attributes, fc.anything({ withDate: true, withMap: true, withNullPrototype: true })),
  },
  { requiredKeys: [] },
)

describe('isLoaderConnect', () => {
  it('behavior: accepts a well-formed connect', () => {
    const message = { ns: CHANNEL_NAMESPACE, v: 1, type: 'host:connect', attributes: { 'data-project-id': 'demo' } }
    expect(isLoaderConnect(message)).toBe(true)
    expect(agrees(message)).toBe(true)
  })

  it('error: refuses a long name, a long value, a value that is not text, and a message that is not an object', () => {
    const base = { ns: CHANNEL_NAMESPACE, v: 1, type: 'host:connect' }
    for (const message of [
      { ...base, attributes: { ['x'.repeat(65)]: '' } },
      { ...base, attributes: { 'data-theme': 'x'.repeat(4097) } },
      { ...base, attributes: { 'data-theme': 1 } },
      { ...base, attributes: [] },
      { ...base, v: Number.NaN, attributes: {} },
      null,
      'host:connect',
    ]) {
      expect(isLoaderConnect(message)).toBe(false)
      expect(agrees(message)).toBe(true)
    }
  })

  it('behavior: agrees with LoaderConnectSchema on generated messages, valid and invalid', () => {
    fc.assert(fc.property(connect, agrees), { numRuns: 2000 })
    fc.assert(fc.property(fc.anything({ withDate: true, withMap: true, withNullPrototype: true }), agrees))
  })
})
