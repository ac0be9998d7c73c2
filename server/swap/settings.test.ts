import { describe, expect, it } from 'vitest'
import { DEFAULT_BASE_FEE_MULTIPLIER, DEFAULT_SWAP_DEADLINE_SECONDS, parseSwapSettings } from './settings.js'

const fail = (message: string) => new Error(message)
const ROUTER = '0x31c91FD3540b5cE5780AFe47E442814e229BC019'
const WETH = '0xF1478f211F027EBA42ca369ea976F1eB43C6bB53'
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const provider = { kind: 'uniswap-v2', router: ROUTER, weth: WETH, tokens: [USDC] }

describe('swap settings', () => {
  it('behavior: nothing configured swaps nowhere, with the §9 base-fee multiplier 1.2', () => {
    expect(parseSwapSettings({}, {}, fail)).toEqual({
      providers: {},
      baseFeeMultiplier: DEFAULT_BASE_FEE_MULTIPLIER,
      deadlineSeconds: DEFAULT_SWAP_DEADLINE_SECONDS,
    })
    expect(DEFAULT_BASE_FEE_MULTIPLIER).toBe(1.2)
  })

  it('behavior: the environment gives the providers, the multiplier and the deadline; code options win', () => {
    const env = {
      SWAP_PROVIDERS: JSON.stringify({ 'eip155:8453': provider }),
      SWAP_BASE_FEE_MULTIPLIER: '1.5',
      SWAP_DEADLINE_SECONDS: '600',
    }
    expect(parseSwapSettings({}, env, fail)).toEqual({
      providers: { 'eip155:8453': provider },
      baseFeeMultiplier: 1.5,
      deadlineSeconds: 600,
    })
    expect(parseSwapSettings({ providers: {}, baseFeeMultiplier: 2 }, env, fail)).toMatchObject({
      providers: {},
      baseFeeMultiplier: 2,
    })
  })

  it('error: each bad value is refused with a sentence naming it', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SWAP_PROVIDERS: '{' }, /^SWAP_PROVIDERS must be JSON/],
      [{ SWAP_PROVIDERS: JSON.stringify({ solana: provider }) }, /"solana" is not an EVM CAIP-2 network id/],
      [{ SWAP_PROVIDERS: JSON.stringify({ 'eip155:1': { ...provider, kind: '1inch' } }) }, /kind must be uniswap-v2/],
      [
        { SWAP_PROVIDERS: JSON.stringify({ 'eip155:1': { ...provider, router: '0x12' } }) },
        /router must be 0x followed by 40/,
      ],
      [
        { SWAP_PROVIDERS: JSON.stringify({ 'eip155:1': { ...provider, tokens: [USDC, USDC] } }) },
        /lists an address twice/,
      ],
      [{ SWAP_BASE_FEE_MULTIPLIER: '0.5' }, /^swap.baseFeeMultiplier must be a number from 1 to 10/],
      [{ SWAP_DEADLINE_SECONDS: 'soon' }, /^swap.deadlineSeconds must be a number from 60 to 86400/],
    ]
    for (const [env, message] of cases) expect(() => parseSwapSettings({}, env, fail)).toThrow(message)
  })
})
