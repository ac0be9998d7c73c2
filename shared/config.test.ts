import { describe, expect, it } from 'vitest'
import { parseWidgetConfig, type ConfigIssue, type ConfigResult, type WidgetConfig } from './config.js'
import { BITCOIN_NETWORKS } from './bitcoin-networks.js'
import { LISTED_NETWORK_IDS, listedNetwork } from './namespace-network-ids.js'
import { knownNetwork } from './networks.js'
import { POLKADOT_NETWORKS } from './polkadot-networks.js'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const COSMOS = 'cosmos:cosmoshub-4'

/** The minimal valid attributes plus `extra`. */
const attrs = (extra: Record<string, string> = {}) => ({ 'data-project-id': 'demo', ...extra })

function configOf(result: ConfigResult): WidgetConfig {
  if (!result.ok) throw new Error(`expected a valid config, got ${JSON.stringify(result.errors)}`)
  return result.config
}

function errorsOf(result: ConfigResult): ConfigIssue[] {
  if (result.ok) throw new Error('expected errors, the config was accepted')
  return result.errors
}

/** Every error names `attribute` both in `attribute` and at the start of its message. */
function expectOnlyErrorsOn(result: ConfigResult, attribute: string): ConfigIssue[] {
  const errors = errorsOf(result)
  expect(errors.length).toBeGreaterThan(0)
  for (const error of errors) {
    expect(error.attribute).toBe(attribute)
    expect(error.message.startsWith(`${attribute} `)).toBe(true)
  }
  return errors
}

describe('parseWidgetConfig', () => {
  it('behavior: a project id alone is valid; networks default to eip155:1 and theme to light', () => {
    const result = parseWidgetConfig(attrs())
    const config = configOf(result)
    expect(result.warnings).toEqual([])
    expect(config.projectId).toBe('demo')
    expect(config.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1'])
    expect(config.theme).toBe('light')
    expect(config.allowUnsupportedChain).toBe(false)
    expect(config.enableNetworkSwitch).toBe(true)
  })

  it('behavior: networks keep the listed order and the flags are read', () => {
    const config = configOf(
      parseWidgetConfig(
        attrs({
          'data-networks': 'eip155:8453, eip155:1',
          'data-theme': 'dark',
          'data-allow-unsupported-chain': 'true',
          'data-enable-network-switch': 'false',
        }),
      ),
    )
    expect(config.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:8453', 'eip155:1'])
    expect(config.theme).toBe('dark')
    expect(config.allowUnsupportedChain).toBe(true)
    expect(config.enableNetworkSwitch).toBe(false)
  })

  it('error: a missing data-project-id is named', () => {
    const [error] = expectOnlyErrorsOn(parseWidgetConfig({}), 'data-project-id')
    expect(error?.message).toBe('data-project-id is required')
  })

  it('error: a project id with forbidden characters is named', () => {
    expectOnlyErrorsOn(parseWidgetConfig({ 'data-project-id': 'demo project' }), 'data-project-id')
  })

  it('error: a theme other than light/dark is named and quoted', () => {
    const [error] = expectOnlyErrorsOn(parseWidgetConfig(attrs({ 'data-theme': 'blue' })), 'data-theme')
    expect(error?.message).toContain('"blue"')
  })

  it('error: a data-networks entry that is not a CAIP-2 id is named and quoted', () => {
    const [error] = expectOnlyErrorsOn(
      parseWidgetConfig(attrs({ 'data-networks': 'eip155:1,mainnet' })),
      'data-networks',
    )
    expect(error?.message).toContain('"mainnet"')
  })

  it('error: a network listed twice is named', () => {
    const [error] = expectOnlyErrorsOn(
      parseWidgetConfig(attrs({ 'data-networks': 'eip155:1,eip155:1' })),
      'data-networks',
    )
    expect(error?.message).toContain('twice')
  })

  it('error: an empty data-networks is refused', () => {
    expectOnlyErrorsOn(parseWidgetConfig(attrs({ 'data-networks': ' , ' })), 'data-networks')
  })

  it('error: an unknown network without an RPC URL is refused and points at data-rpc-urls', () => {
    const errors = expectOnlyErrorsOn(parseWidgetConfig(attrs({ 'data-networks': 'eip155:999' })), 'data-networks')
    expect(errors[0]?.message).toContain('"eip155:999"')
    expect(errors[0]?.message).toContain('data-rpc-urls')
  })

  it('behavior: an unknown network with an RPC URL is accepted as "Chain N"', () => {
    const config = configOf(
      parseWidgetConfig(
        attrs({
          'data-networks': 'eip155:999',
          'data-rpc-urls': '{"eip155:999":"https://rpc.example"}',
        }),
      ),
    )
    expect(config.networks).toHaveLength(1)
    expect(config.networks[0]).toMatchObject({
      id: 999,
      caipNetworkId: 'eip155:999',
      chainNamespace: 'eip155',
      name: 'Chain 999',
      rpcUrls: ['https://rpc.example'],
      blockExplorers: [],
    })
  })

  it('error: data-rpc-urls that is not JSON is named', () => {
    const [error] = expectOnlyErrorsOn(parseWidgetConfig(attrs({ 'data-rpc-urls': '{bad' })), 'data-rpc-urls')
    expect(error?.message).toContain('must be JSON')
  })

  it('error: data-rpc-urls that is JSON but not an object is named', () => {
    expectOnlyErrorsOn(parseWidgetConfig(attrs({ 'data-rpc-urls': '["https://rpc.example"]' })), 'data-rpc-urls')
  })

  it.each(['ftp://rpc.example', 'javascript:alert(1)', 'rpc.example'])(
    'error: a non-http RPC URL (%s) is named',
    (url) => {
      const [error] = expectOnlyErrorsOn(
        parseWidgetConfig(attrs({ 'data-rpc-urls': JSON.stringify({ 'eip155:1': url }) })),
        'data-rpc-urls',
      )
      expect(error?.message).toContain('http')
      expect(error?.message).toContain('"eip155:1"')
    },
  )

  it('error: an RPC URL for a network that is not in data-networks is named', () => {
    const [error] = expectOnlyErrorsOn(
      parseWidgetConfig(attrs({ 'data-rpc-urls': '{"eip155:10":"https://rpc.example"}' })),
      'data-rpc-urls',
    )
    expect(error?.message).toContain('"eip155:10"')
  })

  it('error: an RPC URL keyed by something that is not a CAIP-2 id is named', () => {
    expectOnlyErrorsOn(
      parseWidgetConfig(attrs({ 'data-rpc-urls': '{"mainnet":"https://rpc.example"}' })),
      'data-rpc-urls',
    )
  })

  it.each(['data-allow-unsupported-chain', 'data-enable-network-switch'])(
    'error: %s other than "true"/"false" is named',
    (attribute) => {
      const [error] = expectOnlyErrorsOn(parseWidgetConfig(attrs({ [attribute]: 'yes' })), attribute)
      expect(error?.message).toContain('"yes"')
    },
  )

  it('error: a non-http data-widget-url is named', () => {
    expectOnlyErrorsOn(parseWidgetConfig(attrs({ 'data-widget-url': 'javascript:alert(1)' })), 'data-widget-url')
  })

  it('error: several bad attributes are all reported, each under its own name', () => {
    const errors = errorsOf(parseWidgetConfig({ 'data-theme': 'blue', 'data-enable-network-switch': '1' }))
    expect(errors.map((error) => error.attribute).sort()).toEqual([
      'data-enable-network-switch',
      'data-project-id',
      'data-theme',
    ])
  })

  it('behavior: an unknown data-* attribute gives a warning naming it, and the config stays valid', () => {
    const result = parseWidgetConfig(attrs({ 'data-colour': 'red', 'data-network': 'eip155:10' }))
    expect(result.ok).toBe(true)
    expect(result.warnings.map((warning) => warning.attribute).sort()).toEqual(['data-colour', 'data-network'])
    for (const warning of result.warnings) expect(warning.message).toContain(warning.attribute)
  })

  it('behavior: attributes without the data- prefix are not warned about', () => {
    expect(parseWidgetConfig({ ...attrs(), src: 'loader.js', async: '' }).warnings).toEqual([])
  })

  it('behavior: a cosmos network is skipped with a warning, the eip155 ones are kept', () => {
    const result = parseWidgetConfig(attrs({ 'data-networks': `eip155:1,${COSMOS}` }))
    expect(configOf(result).networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1'])
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0]?.attribute).toBe('data-networks')
    expect(result.warnings[0]?.message).toContain(COSMOS)
  })

  it('error: a list of only cosmos networks leaves no supported network', () => {
    const result = parseWidgetConfig(attrs({ 'data-networks': COSMOS }))
    expectOnlyErrorsOn(result, 'data-networks')
    expect(result.warnings).toHaveLength(1)
  })

  it('behavior: one network of each of the four namespaces is kept in order; bip122 and polkadot ones by id, their currency coming with their adapter', () => {
    const local = 'bip122:530827f38f93b43ed12af0b3ad25a288'
    const result = parseWidgetConfig(attrs({ 'data-networks': `eip155:1,${SOLANA},${BITCOIN},${POLKADOT},${local}` }))
    expect(result.warnings).toEqual([])
    expect(
      configOf(result).networks.map((network) => [network.chainNamespace, network.id, network.nativeCurrency.symbol]),
    ).toEqual([
      ['eip155', 1, 'ETH'],
      ['solana', SOLANA.slice(7), 'SOL'],
      ['bip122', BITCOIN.slice(7), ''],
      ['polkadot', POLKADOT.slice(9), ''],
      ['bip122', local.slice(7), ''],
    ])
    const records = [...BITCOIN_NETWORKS, ...POLKADOT_NETWORKS]
    const symbolOf = (id: string) => records.find((network) => network.caipNetworkId === id)?.nativeCurrency.symbol
    expect([BITCOIN, POLKADOT, local].map(symbolOf)).toEqual(['BTC', 'DOT', 'LTC'])
  })

  it('behavior: the bip122 and polkadot ids the configuration accepts are those of the records their adapters bring', () => {
    const records = [...BITCOIN_NETWORKS, ...POLKADOT_NETWORKS].map((network) => network.caipNetworkId)
    expect([...LISTED_NETWORK_IDS].sort()).toEqual(records.sort())
    for (const id of LISTED_NETWORK_IDS) expect(listedNetwork(id)?.caipNetworkId).toBe(id)
  })

  it('behavior: a bip122 or polkadot network alone is a valid configuration, its first network the default', () => {
    for (const id of [BITCOIN, POLKADOT]) {
      const config = configOf(parseWidgetConfig(attrs({ 'data-networks': id })))
      expect(config.networks.map((network) => network.caipNetworkId)).toEqual([id])
    }
  })

  it.each([
    ['bip122:00000000000000000000000000000000', 'bip122'],
    ['polkadot:00000000000000000000000000000000', 'polkadot'],
  ])('error: an unknown %s network is named, even with an RPC URL', (id, namespace) => {
    const result = parseWidgetConfig(
      attrs({ 'data-networks': id, 'data-rpc-urls': JSON.stringify({ [id]: 'http://127.0.0.1:9' }) }),
    )
    const [error] = expectOnlyErrorsOn(result, 'data-networks')
    expect(error?.message).toBe(`data-networks has "${id}", a ${namespace} network the widget does not know`)
  })

  it('behavior: a known solana network is kept beside the eip155 ones, with SOL as its currency', () => {
    const result = parseWidgetConfig(attrs({ 'data-networks': `eip155:1,${SOLANA}` }))
    expect(result.warnings).toEqual([])
    const solana = configOf(result).networks[1]
    expect(solana).toMatchObject({ caipNetworkId: SOLANA, chainNamespace: 'solana', id: SOLANA.slice(7) })
    expect(solana?.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  })

  it('behavior: an unknown solana network is accepted with its RPC URL', () => {
    const id = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
    const config = configOf(
      parseWidgetConfig(
        attrs({ 'data-networks': id, 'data-rpc-urls': JSON.stringify({ [id]: 'http://127.0.0.1:9' }) }),
      ),
    )
    expect(config.networks[0]).toMatchObject({
      caipNetworkId: id,
      chainNamespace: 'solana',
      rpcUrls: ['http://127.0.0.1:9'],
    })
  })

  it('behavior: an RPC URL for a known network replaces its URL and keeps the rest', () => {
    const config = configOf(parseWidgetConfig(attrs({ 'data-rpc-urls': '{"eip155:1":"https://my-node.example/rpc"}' })))
    const ethereum = knownNetwork('eip155:1')!
    expect(config.networks[0]).toEqual({ ...ethereum, rpcUrls: ['https://my-node.example/rpc'] })
    // The shared table of known networks is not modified.
    expect(knownNetwork('eip155:1')?.rpcUrls).toEqual(['https://eth.merkle.io'])
  })

  it('behavior: data-features switches features for this site', () => {
    const result = parseWidgetConfig({
      'data-project-id': 'p',
      'data-features': '{"email":false,"socials":["github"]}',
    })
    expect(result.ok && result.config.features).toEqual({ email: false, socials: ['github'] })
  })

  it('error: data-features that is not JSON, or names an unknown feature, names the attribute', () => {
    const notJson = parseWidgetConfig({ 'data-project-id': 'p', 'data-features': '{email:false}' })
    expect(notJson.ok).toBe(false)
    expect(!notJson.ok && notJson.errors[0]).toMatchObject({ attribute: 'data-features' })
    const unknown = parseWidgetConfig({ 'data-project-id': 'p', 'data-features': '{"emial":false}' })
    expect(!unknown.ok && unknown.errors[0]?.message).toMatch(/^data-features must be a JSON object of known features/)
  })

  it('behavior: data-locale picks a language; a region falls back to its language without a warning', () => {
    expect(configOf(parseWidgetConfig(attrs({ 'data-locale': 'ar' }))).locale).toBe('ar')
    const brazil = parseWidgetConfig(attrs({ 'data-locale': 'pt-BR' }))
    expect(configOf(brazil).locale).toBe('pt')
    expect(brazil.warnings).toEqual([])
    expect(configOf(parseWidgetConfig(attrs())).locale).toBeNull()
  })

  it('behavior: a valid data-locale without a translation falls back with a warning naming the tag and what is used', () => {
    const result = parseWidgetConfig(attrs({ 'data-locale': 'nl-BE' }))
    expect(configOf(result).locale).toBe('en')
    expect(result.warnings).toEqual([
      { attribute: 'data-locale', message: 'data-locale: there is no translation for "nl-BE"; using "en"' },
    ])
  })

  it('error: a data-locale that is not a language tag is named and quoted', () => {
    const [error] = expectOnlyErrorsOn(parseWidgetConfig(attrs({ 'data-locale': 'english!' })), 'data-locale')
    expect(error?.message).toContain('"english!"')
  })

  it("behavior: the page's html lang, sent as html-lang, is used silently when there is no data-locale", () => {
    expect(configOf(parseWidgetConfig(attrs({ 'html-lang': 'ja-JP' }))).locale).toBe('ja')
    const invalid = parseWidgetConfig(attrs({ 'html-lang': '???' }))
    expect(configOf(invalid).locale).toBeNull()
    expect(invalid.warnings).toEqual([])
    expect(configOf(parseWidgetConfig(attrs({ 'html-lang': 'ja', 'data-locale': 'de' }))).locale).toBe('de')
  })
})
