/**
 * CAIP-2 and CAIP-10 ids of the namespaces beside eip155, with the networks' real ids and real addresses:
 * each parses into its parts, and near misses fail with the named error.
 */
import { describe, expect, it } from 'vitest'
import { evmChainIdOf, parseCaipAddress, parseCaipNetworkId, plainAddressOf } from './caip.js'
import { WidgetError } from './errors.js'

const NETWORKS = {
  solana: [
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', // mainnet
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', // devnet
    '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', // testnet
    'WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B', // the local world
  ],
  bip122: [
    '000000000019d6689c085ae165831e93', // Bitcoin
    '000000000933ea01ad0ee984209779ba', // Bitcoin testnet3
    '12a765e31ffd4059bada1e25190f6e98', // Litecoin
    '530827f38f93b43ed12af0b3ad25a288', // Litecoin regtest (the local world's UTXO node)
  ],
  polkadot: [
    '91b171bb158e2d3848fa23a9f1c25182', // Polkadot
    'b0a8d493285c2df73290dfb7e61f870f', // Kusama
  ],
} as const

const ACCOUNTS: [string, string, string][] = [
  ['solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
  ['solana', 'WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B', 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'],
  ['bip122', '000000000019d6689c085ae165831e93', '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6'],
  ['bip122', '000000000019d6689c085ae165831e93', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['bip122', '000000000019d6689c085ae165831e93', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
  ['bip122', '530827f38f93b43ed12af0b3ad25a288', 'rltc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelslm6ts'],
  ['bip122', '530827f38f93b43ed12af0b3ad25a288', 'rltc1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsdfntdp'],
  ['polkadot', '91b171bb158e2d3848fa23a9f1c25182', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  ['polkadot', 'b0a8d493285c2df73290dfb7e61f870f', 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
]

function errorOf(fn: () => unknown): WidgetError {
  try {
    fn()
  } catch (err) {
    expect(err).toBeInstanceOf(WidgetError)
    return err as WidgetError
  }
  throw new Error('expected a throw')
}

describe('CAIP-2 ids of solana, bip122 and polkadot', () => {
  it.each(
    Object.entries(NETWORKS).flatMap(([namespace, references]) =>
      references.map((reference) => [namespace, reference]),
    ),
  )('behavior: %s:%s parses into namespace and reference', (namespace, reference) => {
    expect(parseCaipNetworkId(`${namespace}:${reference}`)).toEqual({ chainNamespace: namespace, chainId: reference })
  })

  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpX', 'a whole 33-character prefix of the genesis hash'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:', 'an empty third part'],
    ['Solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'an upper-case namespace'],
    ['bip122:000000000019d6689c085ae165831e93+', 'a "+" in the reference'],
    ['polkadot:0x91b171bb158e2d3848fa23a9f1c25182', 'a hex prefix making it 34 characters'],
    ['polkadot', 'no reference'],
  ])('error: %s (%s) is an Invalid CAIP-2 network id naming the value', (value) => {
    const err = errorOf(() => parseCaipNetworkId(value))
    expect([err.message, err.code, err.details]).toEqual([
      'Invalid CAIP-2 network id',
      'INVALID_CAIP_NETWORK_ID',
      value,
    ])
  })

  it('error: a non-EVM network has no EVM chain id', () => {
    expect(errorOf(() => evmChainIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).message).toBe('Invalid chainId')
    expect(errorOf(() => evmChainIdOf('bip122:000000000019d6689c085ae165831e93')).message).toBe('Invalid chainId')
  })
})

describe('CAIP-10 accounts of solana, bip122 and polkadot', () => {
  it.each(ACCOUNTS)(
    'behavior: an account on %s:%s (%s) parses, and its plain address is the last part',
    (namespace, reference, address) => {
      const id = `${namespace}:${reference}:${address}`
      expect(parseCaipAddress(id)).toEqual({ chainNamespace: namespace, chainId: reference, address })
      expect(plainAddressOf(id)).toBe(address)
    },
  )

  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'no address'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJ/pyyigGzodYwHtCxZyUQe9', 'a "/" in the address'],
    [`bip122:000000000019d6689c085ae165831e93:bc1q${'a'.repeat(125)}`, 'an address of 129 characters'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4:extra', 'four parts'],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182x:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'a 33-character reference',
    ],
  ])('error: %s (%s) is an Invalid CAIP-10 address naming the value', (value) => {
    const err = errorOf(() => parseCaipAddress(value))
    expect([err.message, err.code, err.details]).toEqual(['Invalid CAIP-10 address', 'INVALID_CAIP_ADDRESS', value])
  })

  it('error: a network id where an account is expected is an Invalid CAIP Address', () => {
    expect(errorOf(() => plainAddressOf('bip122:000000000019d6689c085ae165831e93')).message).toBe(
      'Invalid CAIP Address',
    )
  })
})
