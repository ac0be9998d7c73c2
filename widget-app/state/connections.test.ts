import { describe, expect, it } from 'vitest'
import { addConnection, type Connection, findConnection, removeConnection } from './connections.js'
import { connectionInNamespace, connectionStatus, namespaceOf } from './connections-several.js'

const connection = (connectorId: string, address = '0x1', walletName = connectorId): Connection => ({
  connectorId,
  walletName,
  accounts: [{ address }],
  caipNetworkId: 'eip155:1',
})

describe('addConnection', () => {
  it('behavior: appends a connection with a new connector id', () => {
    const list = addConnection([connection('io.metamask')], connection('com.coinbase.wallet'))
    expect(list.map((c) => c.connectorId)).toEqual(['io.metamask', 'com.coinbase.wallet'])
  })

  it('behavior: a connector id already present (in any case) replaces that entry in place', () => {
    const before = [connection('io.metamask', '0xold'), connection('com.coinbase.wallet')]
    const after = addConnection(before, connection('IO.MetaMask', '0xnew'))
    expect(after).toHaveLength(2)
    expect(after[0]).toEqual(connection('IO.MetaMask', '0xnew'))
    expect(after[1]?.connectorId).toBe('com.coinbase.wallet')
    expect(before[0]?.accounts[0]?.address).toBe('0xold') // the input list is not modified
  })
})

describe('findConnection', () => {
  it('behavior: finds case-insensitively, undefined when absent', () => {
    const list = [connection('io.metamask')]
    expect(findConnection(list, 'IO.METAMASK')?.connectorId).toBe('io.metamask')
    expect(findConnection(list, 'io.rabby')).toBeUndefined()
  })
})

describe('removeConnection', () => {
  it('behavior: removing the last connection gives the disconnect event and an empty list', () => {
    expect(removeConnection([connection('io.metamask')], 'io.metamask')).toEqual({ list: [], event: 'disconnect' })
  })

  it('behavior: with others left, the first remaining one is announced', () => {
    const list = [connection('a'), connection('b'), connection('c')]
    const result = removeConnection(list, 'a')
    expect(result.event).toBe('announce')
    expect(result.list.map((c) => c.connectorId)).toEqual(['b', 'c'])
    expect(result.event === 'announce' && result.next.connectorId).toBe('b')
  })

  it('behavior: removing a middle connection announces the first of the rest', () => {
    const result = removeConnection([connection('a'), connection('b')], 'b')
    expect(result.event === 'announce' && result.next.connectorId).toBe('a')
  })

  it('behavior: removal matches the connector id case-insensitively', () => {
    const result = removeConnection([connection('io.metamask'), connection('io.rabby')], 'IO.MetaMask')
    expect(result.list.map((c) => c.connectorId)).toEqual(['io.rabby'])
  })

  it('behavior: removing an id that is not there from an empty list still reports disconnect', () => {
    expect(removeConnection([], 'x')).toEqual({ list: [], event: 'disconnect' })
  })
})

describe('connection status and namespace', () => {
  it('behavior: the active connector is active (any case), another live one connected, a stored one disconnected', () => {
    const live = connection('io.metamask')
    expect(connectionStatus(live, 'IO.METAMASK')).toBe('active')
    expect(connectionStatus(live, 'io.rabby')).toBe('connected')
    expect(connectionStatus(live, null)).toBe('connected')
    expect(connectionStatus({ ...live, disconnected: true }, 'io.metamask')).toBe('disconnected')
  })

  it('behavior: the namespace is the first part of the CAIP-2 network id', () => {
    expect(namespaceOf({ caipNetworkId: 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B' })).toBe('solana')
    expect(namespaceOf({ caipNetworkId: 'eip155:1' })).toBe('eip155')
  })

  it('behavior: the connection of a namespace is found, the one named as excepted skipped', () => {
    const list = [connection('io.metamask'), { ...connection('phantom'), caipNetworkId: 'solana:x' }]
    expect(connectionInNamespace(list, 'solana')?.connectorId).toBe('phantom')
    expect(connectionInNamespace(list, 'eip155', 'IO.METAMASK')).toBeUndefined()
  })

  it('behavior: after a removal the first live connection is announced, skipping stored disconnected ones', () => {
    const list = [connection('a'), { ...connection('b'), disconnected: true as const }, connection('c')]
    const result = removeConnection(list, 'a')
    expect(result.event === 'announce' && result.next.connectorId).toBe('c')
    expect(removeConnection(list.slice(0, 2), 'a')).toEqual({ list: [list[1]], event: 'disconnect' })
  })
})
