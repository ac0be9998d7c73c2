import { describe, expect, it } from 'vitest'
import { DUSD } from '../../../dev/world/solana/accounts.js'
import { SOLANA_DEVNET_NETWORK_ID, SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import { loadProductionConfig, ProductionConfigError } from '../../production/config.js'
import { TEST_SESSION_SIGNING_KEYS } from '../../sessions/testing/signing-key.js'
import { parseSolanaSettings } from './settings.js'

const fail = (message: string) => new Error(message)
const TOKENS = JSON.stringify({ [SOLANA_LOCAL_NETWORK_ID]: [{ mint: DUSD.mint, symbol: 'DUSD', name: 'Demo USD' }] })
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

function productionProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadProductionConfig({ ...PRODUCTION, ...env }, '/srv')
    return []
  } catch (err) {
    if (err instanceof ProductionConfigError) return err.problems
    throw err
  }
}

describe('Solana settings', () => {
  it('behavior: nothing configured serves no Solana network', () => {
    expect(parseSolanaSettings({}, {}, fail)).toEqual({ networks: [] })
  })

  it('behavior: SOLANA_RPC_URLS names each network’s node, SOLANA_TOKENS its tokens', () => {
    const settings = parseSolanaSettings(
      {},
      {
        SOLANA_RPC_URLS: `${SOLANA_LOCAL_NETWORK_ID}=http://127.0.0.1:8899, ${SOLANA_DEVNET_NETWORK_ID}=https://api.devnet.solana.com`,
        SOLANA_TOKENS: TOKENS,
      },
      fail,
    )
    expect(settings.networks).toEqual([
      {
        caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
        rpcUrl: 'http://127.0.0.1:8899',
        tokens: [{ mint: DUSD.mint, symbol: 'DUSD', name: 'Demo USD' }],
      },
      { caipNetworkId: SOLANA_DEVNET_NETWORK_ID, rpcUrl: 'https://api.devnet.solana.com', tokens: [] },
    ])
  })

  it('error: each bad value is refused with a message naming it', () => {
    const problem = (env: NodeJS.ProcessEnv) => () => parseSolanaSettings({}, env, fail)
    expect(problem({ SOLANA_RPC_URLS: 'http://127.0.0.1:8899' })).toThrow('SOLANA_RPC_URLS entries are network=url')
    expect(problem({ SOLANA_RPC_URLS: 'eip155:1=http://node' })).toThrow('"eip155:1" is not a Solana CAIP-2 network id')
    expect(problem({ SOLANA_RPC_URLS: `${SOLANA_LOCAL_NETWORK_ID}=ftp://node` })).toThrow(
      `the RPC URL of ${SOLANA_LOCAL_NETWORK_ID} must be an http(s) URL`,
    )
    expect(
      problem({ SOLANA_RPC_URLS: `${SOLANA_LOCAL_NETWORK_ID}=http://a,${SOLANA_LOCAL_NETWORK_ID}=http://b` }),
    ).toThrow(`${SOLANA_LOCAL_NETWORK_ID} is listed twice`)
    expect(problem({ SOLANA_TOKENS: '{nope' })).toThrow('SOLANA_TOKENS must be JSON')
    expect(problem({ SOLANA_TOKENS: `{"${SOLANA_LOCAL_NETWORK_ID}":[{"mint":"0xabc"}]}` })).toThrow(
      'needs a mint, a base58 address',
    )
    expect(
      problem({ SOLANA_TOKENS: `{"${SOLANA_LOCAL_NETWORK_ID}":[{"mint":"${DUSD.mint}","symbol":"D U","name":"x"}]}` }),
    ).toThrow(`the symbol of ${DUSD.mint}`)
    expect(
      problem({ SOLANA_RPC_URLS: `${SOLANA_DEVNET_NETWORK_ID}=https://api.devnet.solana.com`, SOLANA_TOKENS: TOKENS }),
    ).toThrow(`SOLANA_TOKENS lists tokens of ${SOLANA_LOCAL_NETWORK_ID}, which has no node in SOLANA_RPC_URLS`)
  })

  it('behavior: the production server checks both variables, each by its name, and accepts a good pair', () => {
    expect(productionProblems({ SOLANA_RPC_URLS: 'solana:short=http://node', SOLANA_TOKENS: '[' })).toEqual([
      'SOLANA_RPC_URLS: solana: "solana:short" is not a Solana CAIP-2 network id (solana:<32 base58 characters>)',
      'SOLANA_TOKENS: SOLANA_TOKENS must be JSON, got "["',
    ])
    const good = loadProductionConfig(
      {
        ...PRODUCTION,
        SOLANA_RPC_URLS: `${SOLANA_LOCAL_NETWORK_ID}=https://solana.example.com`,
        SOLANA_TOKENS: TOKENS,
      },
      '/srv',
    )
    expect(good.server.solana.networks.map((network) => [network.rpcUrl, network.tokens.length])).toEqual([
      ['https://solana.example.com', 1],
    ])
  })
})
