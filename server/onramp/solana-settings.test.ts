import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.js'
import { parseOnrampSolanaSettings, SOL_ASSET } from './solana-settings.js'

const fail = (message: string) => new ConfigError(message)
const SEED = 'ab'.repeat(32)
const NETWORK = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'

describe('onramp Solana settings', () => {
  it('behavior: none without a seed; from the environment, SOL alone unless assets are given', () => {
    expect(loadConfig({}, {}).onramp.solana).toBeUndefined()
    expect(
      parseOnrampSolanaSettings(
        undefined,
        {
          ONRAMP_SOLANA_TREASURY_SEED: SEED.toUpperCase(),
          ONRAMP_SOLANA_NETWORKS: JSON.stringify([{ caipNetworkId: NETWORK, displayName: 'Solana Local' }]),
        },
        fail,
      ),
    ).toEqual({
      treasurySeed: SEED,
      assets: [SOL_ASSET],
      networks: [{ caipNetworkId: NETWORK, displayName: 'Solana Local' }],
    })
  })

  it('error: each bad value is named', () => {
    expect(() => parseOnrampSolanaSettings({ treasurySeed: '0x12' }, {}, fail)).toThrow(
      'onramp.solana.treasurySeed must be an Ed25519 seed: 64 hex characters (32 bytes)',
    )
    expect(() =>
      parseOnrampSolanaSettings(
        { treasurySeed: SEED, networks: [{ caipNetworkId: 'eip155:1', displayName: 'Ethereum' }] },
        {},
        fail,
      ),
    ).toThrow('onramp.solana.networks: "eip155:1" is not a Solana CAIP-2 network id')
    expect(() =>
      parseOnrampSolanaSettings(
        { treasurySeed: SEED, assets: [{ symbol: 'DUSD', name: 'Demo USD', decimals: 6, mint: '0xabc' }] },
        {},
        fail,
      ),
    ).toThrow('onramp.solana.assets: the mint of DUSD must be a base58 address')
    expect(() =>
      parseOnrampSolanaSettings(undefined, { ONRAMP_SOLANA_TREASURY_SEED: SEED, ONRAMP_SOLANA_ASSETS: '[' }, fail),
    ).toThrow('ONRAMP_SOLANA_ASSETS is not valid JSON')
  })
})
