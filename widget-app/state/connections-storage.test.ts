import { describe, expect, it } from 'vitest'
import type { Connection } from './connections.js'
import { CONNECTIONS_KEY, loadConnections, saveConnections } from './connections-storage.js'
import { memoryStorage } from './testing/widget-fakes.js'

const EVM: Connection = {
  connectorId: 'io.metamask',
  walletName: 'MetaMask',
  accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
  caipNetworkId: 'eip155:1',
  account: { userEmail: 'a@example.com' },
}
const SOLANA: Connection = {
  connectorId: 'wallet-standard:Phantom',
  walletName: 'Phantom',
  accounts: [{ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }],
  caipNetworkId: 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B',
}

describe('the stored connection list', () => {
  it('behavior: what is saved comes back, each marked disconnected, without the account details', () => {
    const storage = memoryStorage()
    saveConnections(storage, [EVM, SOLANA])
    const { account: _, ...evmStored } = EVM
    expect(loadConnections(storage)).toEqual([
      { ...evmStored, disconnected: true },
      { ...SOLANA, disconnected: true },
    ])
    expect(storage.getItem(CONNECTIONS_KEY)).not.toContain('a@example.com')
  })

  it('behavior: an empty list removes the key', () => {
    const storage = memoryStorage()
    saveConnections(storage, [EVM])
    saveConnections(storage, [])
    expect(storage.getItem(CONNECTIONS_KEY)).toBeNull()
    expect(loadConnections(storage)).toEqual([])
  })

  it('error: a stored value that is not JSON, not a list, or has malformed entries is ignored entry by entry', () => {
    const storage = memoryStorage()
    storage.setItem(CONNECTIONS_KEY, '{not json')
    expect(loadConnections(storage)).toEqual([])
    storage.setItem(CONNECTIONS_KEY, '{"connectorId":"x"}')
    expect(loadConnections(storage)).toEqual([])
    storage.setItem(
      CONNECTIONS_KEY,
      JSON.stringify([
        { connectorId: 'a', walletName: 'A', caipNetworkId: 'no-namespace', accounts: [{ address: '0x1' }] },
        { connectorId: 'b', walletName: 'B', caipNetworkId: 'eip155:1', accounts: [] },
        { connectorId: 'c', walletName: 'C', caipNetworkId: 'eip155:1', accounts: [{ address: 7 }] },
        { connectorId: 'd', walletName: 'D', caipNetworkId: 'eip155:1', accounts: [{ address: '0x4' }] },
      ]),
    )
    expect(loadConnections(storage).map((connection) => connection.connectorId)).toEqual(['d'])
  })
})
