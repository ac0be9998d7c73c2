import { describe, expect, it } from 'vitest'
import {
  describeLocation,
  LOCATE_TIMEOUT_MS,
  noLocationProvider,
  UNKNOWN_LOCATION,
  type LocationProvider,
} from './location.js'

describe('location', () => {
  it('behavior: without a provider that knows, the place is "unknown location", never a guess', async () => {
    expect(await describeLocation(noLocationProvider, '203.0.113.9')).toBe(UNKNOWN_LOCATION)
    expect(await describeLocation({ locate: async () => 'Berlin, Germany' }, undefined)).toBe(UNKNOWN_LOCATION)
    expect(await describeLocation({ locate: async () => '   ' }, '203.0.113.9')).toBe(UNKNOWN_LOCATION)
  })

  it('behavior: a provider’s answer is shown, trimmed and cut to a sane length', async () => {
    const asked: string[] = []
    const provider: LocationProvider = {
      locate: async (ip) => {
        asked.push(ip)
        return ' Berlin, Germany '
      },
    }
    expect(await describeLocation(provider, '203.0.113.9')).toBe('Berlin, Germany')
    expect(asked).toEqual(['203.0.113.9'])
    expect(await describeLocation({ locate: async () => 'x'.repeat(500) }, '203.0.113.9')).toHaveLength(100)
  })

  it('error: a provider that fails or never answers gives "unknown location" within the timeout', async () => {
    expect(await describeLocation({ locate: async () => Promise.reject(new Error('down')) }, '203.0.113.9')).toBe(
      UNKNOWN_LOCATION,
    )
    const started = performance.now()
    expect(await describeLocation({ locate: () => new Promise(() => {}) }, '203.0.113.9')).toBe(UNKNOWN_LOCATION)
    expect(performance.now() - started).toBeLessThan(LOCATE_TIMEOUT_MS + 500)
  })
})
