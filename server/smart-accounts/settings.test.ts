import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_GAS_PER_OPERATION, DEFAULT_SPONSORSHIP_SECONDS, parseSmartAccountSettings } from './settings.js'

const fail = (message: string) => new Error(message)
const NETWORK = {
  bundlerUrl: 'https://bundler.example.com/rpc',
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  factory: '0x51Bb5928dDbE14344FB71e5db06974390CEC2Fba',
  paymaster: '0x59a667a6430CBcED19023a97c0A6faC758259Bfc',
}
const KEY = `0x${'ab'.repeat(32)}`

describe('smart-account settings', () => {
  it('behavior: nothing configured means no network, no key, no project', () => {
    expect(parseSmartAccountSettings(undefined, {}, fail)).toEqual({
      networks: {},
      projects: {},
      sponsorshipSeconds: DEFAULT_SPONSORSHIP_SECONDS,
    })
  })

  it('behavior: the environment configures networks, the paymaster key and projects (gas cap defaulted)', () => {
    const settings = parseSmartAccountSettings(
      undefined,
      {
        SMART_ACCOUNT_NETWORKS: JSON.stringify({ 'eip155:8453': NETWORK }),
        SMART_ACCOUNT_PAYMASTER_KEY: KEY,
        SMART_ACCOUNT_PROJECTS: JSON.stringify({ shop: { networks: ['eip155:8453'] } }),
      },
      fail,
    )
    expect(settings).toEqual({
      networks: { 'eip155:8453': NETWORK },
      paymasterKey: KEY,
      projects: { shop: { networks: ['eip155:8453'], maxGasPerOperation: DEFAULT_MAX_GAS_PER_OPERATION } },
      sponsorshipSeconds: DEFAULT_SPONSORSHIP_SECONDS,
    })
  })

  it('error: each mistake is named', () => {
    const parse = (env: NodeJS.ProcessEnv) => () => parseSmartAccountSettings(undefined, env, fail)
    expect(parse({ SMART_ACCOUNT_NETWORKS: '{' })).toThrow('SMART_ACCOUNT_NETWORKS must be JSON')
    expect(parse({ SMART_ACCOUNT_NETWORKS: JSON.stringify({ base: NETWORK }) })).toThrow(
      'smartAccounts.networks: "base" is not an EVM CAIP-2 network id',
    )
    expect(
      parse({ SMART_ACCOUNT_NETWORKS: JSON.stringify({ 'eip155:1': { ...NETWORK, bundlerUrl: 'ftp://x' } }) }),
    ).toThrow('smartAccounts.networks["eip155:1"].bundlerUrl must be an http(s) URL')
    expect(
      parse({ SMART_ACCOUNT_NETWORKS: JSON.stringify({ 'eip155:1': { ...NETWORK, paymaster: '0x12' } }) }),
    ).toThrow('smartAccounts.networks["eip155:1"].paymaster must be 0x followed by 40 hex characters')
    expect(parse({ SMART_ACCOUNT_PAYMASTER_KEY: '0x1234' })).toThrow(
      'SMART_ACCOUNT_PAYMASTER_KEY must be 0x followed by 64',
    )
    expect(
      parse({
        SMART_ACCOUNT_NETWORKS: JSON.stringify({ 'eip155:1': NETWORK }),
        SMART_ACCOUNT_PROJECTS: JSON.stringify({ shop: { networks: ['eip155:10'] } }),
      }),
    ).toThrow(
      'smartAccounts.projects["shop"].networks names eip155:10, which smartAccounts.networks does not configure',
    )
    expect(
      parse({ SMART_ACCOUNT_PROJECTS: JSON.stringify({ shop: { networks: [], maxGasPerOperation: 50 } }) }),
    ).toThrow('smartAccounts.projects["shop"].maxGasPerOperation must be a whole number from 100000 to 30000000')
  })
})
