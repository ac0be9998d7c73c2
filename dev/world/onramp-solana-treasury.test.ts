import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import {
  demoSolanaOnrampSettings,
  SOLANA_ONRAMP_TREASURY_ADDRESS,
  SOLANA_ONRAMP_TREASURY_SEED,
  solanaTreasurySigner,
} from './onramp-solana-treasury.js'
import { parseOnrampSolanaSettings } from '../../server/onramp/solana-settings.js'

describe("the Solana onramp treasury's key", () => {
  it('behavior: the written-out address is the one its seed (sha256 of the label) derives', async () => {
    expect(SOLANA_ONRAMP_TREASURY_SEED).toBe(
      createHash('sha256').update('wallet-widget solana onramp treasury').digest('hex'),
    )
    expect((await solanaTreasurySigner()).address).toBe(SOLANA_ONRAMP_TREASURY_ADDRESS)
  })

  it('behavior: the demo settings are valid settings', () => {
    const settings = demoSolanaOnrampSettings()
    expect(parseOnrampSolanaSettings(settings, {}, (message) => new Error(message))).toEqual(settings)
  })
})
