import { describe, expect, it } from 'vitest'
import { loadProductionConfig, ProductionConfigError } from '../production/config.js'
import { TEST_SESSION_SIGNING_KEYS } from '../sessions/testing/signing-key.js'
import { fixedPriceSource } from './price-source.js'
import { LOCAL_USD_PRICES, parseChainDataSettings } from './settings.js'

const fail = (message: string) => new Error(message)
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const PRODUCTION = {
  PUBLIC_ORIGIN: 'https://wallet.example.com',
  WIDGET_ORIGINS: 'https://widget.example.com',
  SITE_ORIGINS: 'https://shop.example.org',
  DATA_DIR: '/var/lib/wallet-widget',
  SMTP_URL: 'smtp://smtp.example.com:2525',
  MAIL_FROM: 'Wallet <no-reply@example.com>',
  RELAY_URL: 'wss://relay.example.com',
  SESSION_SIGNING_KEYS: TEST_SESSION_SIGNING_KEYS,
}

describe('chain-data settings', () => {
  it('behavior: nothing configured lists no tokens and prices nothing', () => {
    expect(parseChainDataSettings({}, {}, fail)).toEqual({ tokens: {}, prices: { kind: 'none' } })
  })

  it('behavior: the environment gives the tokens and the fixed price table', () => {
    const settings = parseChainDataSettings(
      {},
      {
        CHAIN_TOKENS: JSON.stringify({ 'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6 }] }),
        FIXED_PRICES: '{"USDC":1,"ETH":2500.5}',
      },
      fail,
    )
    expect(settings).toEqual({
      tokens: { 'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6 }] },
      prices: { kind: 'fixed', usdBySymbol: { USDC: 1, ETH: 2500.5 } },
    })
    expect(parseChainDataSettings({}, { PRICE_SOURCE: 'fixed' }, fail).prices).toEqual({
      kind: 'fixed',
      usdBySymbol: LOCAL_USD_PRICES,
    })
    expect(parseChainDataSettings({}, { PRICE_SOURCE: 'none', FIXED_PRICES: '{"ETH":1}' }, fail).prices).toEqual({
      kind: 'none',
    })
  })

  it('error: each bad value is refused with a message naming it', () => {
    const problem = (env: NodeJS.ProcessEnv) => () => parseChainDataSettings({}, env, fail)
    expect(problem({ CHAIN_TOKENS: '{nope' })).toThrow('CHAIN_TOKENS must be JSON')
    expect(problem({ CHAIN_TOKENS: '{"mainnet":[]}' })).toThrow('"mainnet" is not an EVM CAIP-2 network id')
    expect(problem({ CHAIN_TOKENS: '{"eip155:1":[{"address":"0x12"}]}' })).toThrow('each token needs an address')
    expect(problem({ CHAIN_TOKENS: `{"eip155:1":[{"address":"${USDC}","decimals":99}]}` })).toThrow(
      `the decimals of ${USDC} must be a whole number from 0 to 36`,
    )
    expect(
      problem({ CHAIN_TOKENS: `{"eip155:1":[{"address":"${USDC}"},{"address":"${USDC.toLowerCase()}"}]}` }),
    ).toThrow(`lists ${USDC.toLowerCase()} twice`)
    expect(problem({ PRICE_SOURCE: 'coingecko' })).toThrow('PRICE_SOURCE must be fixed or none, got "coingecko"')
    expect(problem({ FIXED_PRICES: '{"ETH":-1}' })).toThrow('the price of ETH must be a number of at least 0')
  })

  it('error: the production server reports every bad chain-data variable at once, each by its name', () => {
    let problems: string[] = []
    try {
      loadProductionConfig({ ...PRODUCTION, CHAIN_TOKENS: '[', PRICE_SOURCE: 'feed', FIXED_PRICES: '{"$":1}' }, '/srv')
    } catch (err) {
      if (!(err instanceof ProductionConfigError)) throw err
      problems = err.problems
    }
    expect(problems).toEqual([
      'CHAIN_TOKENS: CHAIN_TOKENS must be JSON, got "["',
      'PRICE_SOURCE: PRICE_SOURCE must be fixed or none, got "feed"',
      'FIXED_PRICES: chainData.prices.usdBySymbol: "$" is not a token symbol',
    ])
    const good = loadProductionConfig({ ...PRODUCTION, FIXED_PRICES: '{"ETH":3000}' }, '/srv')
    expect(good.server.chainData.prices).toEqual({ kind: 'fixed', usdBySymbol: { ETH: 3000 } })
  })
})

describe('fixedPriceSource', () => {
  it('behavior: prices by symbol; a symbol the table lacks is absent', async () => {
    const prices = await fixedPriceSource({ ETH: 3000, USDC: 1 }).prices('eip155:1', [
      { key: 'native', symbol: 'ETH' },
      { key: '0xabc', symbol: 'USDC' },
      { key: '0xdef', symbol: 'PTS' },
    ])
    expect([...prices]).toEqual([
      ['native', 3000],
      ['0xabc', 1],
    ])
  })
})
