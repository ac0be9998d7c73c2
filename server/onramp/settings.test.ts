import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.js'
import { parseOnrampSettings } from './settings.js'

const fail = (message: string) => new ConfigError(message)
const KEY = `0x${'11'.repeat(32)}` as const

describe('onramp settings', () => {
  it('behavior: none by default; the sandbox with the product limits for USD and EUR and a 1.5 % fee', () => {
    expect(loadConfig({}, {}).onramp.provider).toBe('none')
    const settings = parseOnrampSettings({}, { ONRAMP_PROVIDER: 'sandbox', ONRAMP_TREASURY_KEY: KEY }, fail)
    expect(settings).toMatchObject({ provider: 'sandbox', treasuryKey: KEY, feeBps: 150 })
    for (const currency of ['USD', 'EUR'])
      expect(settings.limits[currency]).toEqual({
        card: { min: '10.00', max: '7500.00' },
        ach_bank_account: { min: '10.00', max: '25000.00' },
      })
  })

  it('error: each bad value is named, and the sandbox needs its treasury key', () => {
    expect(() => loadConfig({}, { ONRAMP_PROVIDER: 'sandbox' })).toThrow(
      'onramp.treasuryKey (ONRAMP_TREASURY_KEY) is required by the sandbox provider',
    )
    expect(() => parseOnrampSettings({ provider: 'moonpay' as 'none' }, {}, fail)).toThrow(
      'onramp.provider must be sandbox or none, got "moonpay"',
    )
    expect(() => parseOnrampSettings({ treasuryKey: '0x12' }, {}, fail)).toThrow(
      'onramp.treasuryKey must be a private key',
    )
    expect(() => parseOnrampSettings({}, { ONRAMP_FEE_BPS: '250' }, fail)).toThrow(
      'onramp.feeBps must be a whole number from 100 to 200 (1 to 2 percent), got "250"',
    )
    expect(() => parseOnrampSettings({}, { ONRAMP_ASSETS: '[{"symbol":"ETH"' }, fail)).toThrow(
      'ONRAMP_ASSETS is not valid JSON',
    )
    expect(() => parseOnrampSettings({ limits: { USD: { card: { min: '100', max: '10' } } } }, {}, fail)).toThrow(
      'onramp.limits.USD.card must be { min, max } amounts with min ≤ max',
    )
    expect(() =>
      parseOnrampSettings({ assets: [{ symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: '0x12' }] }, {}, fail),
    ).toThrow('onramp.assets: the contract of USDC must be 0x followed by 40 hex characters')
  })
})
