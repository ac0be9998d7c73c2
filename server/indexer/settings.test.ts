import { describe, expect, it } from 'vitest'
import { parseIndexerSettings } from './settings.js'

const fail = (message: string) => new Error(message)

describe('indexer settings', () => {
  it('behavior: on by default; the environment sets the switch, the poll interval and the spam list (lower-cased)', () => {
    expect(parseIndexerSettings({}, {}, fail)).toEqual({
      enabled: true,
      pollIntervalMs: 1_000,
      batchBlocks: 100,
      leaseMs: 15_000,
      spamCollections: [],
      fetchInternalHosts: false,
    })
    const env = {
      INDEXER: 'off',
      INDEXER_POLL_MS: '250',
      SPAM_COLLECTIONS: 'eip155:1:0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD',
    }
    expect(parseIndexerSettings({}, env, fail)).toMatchObject({
      enabled: false,
      pollIntervalMs: 250,
      spamCollections: ['eip155:1:0xabcdefabcdefabcdefabcdefabcdefabcdefabcd'],
    })
    expect(parseIndexerSettings({ enabled: true }, env, fail).enabled).toBe(true)
  })

  it('error: a spam entry that is not CAIP-10, or a bad number or switch, fails at start', () => {
    expect(() => parseIndexerSettings({ spamCollections: ['0x12'] }, {}, fail)).toThrow('is not a CAIP-10 contract')
    expect(() => parseIndexerSettings({}, { INDEXER_POLL_MS: 'soon' }, fail)).toThrow('pollIntervalMs must be')
    expect(() => parseIndexerSettings({}, { INDEXER: 'yes' }, fail)).toThrow('INDEXER must be on or off')
  })
})
