import { describe, expect, it } from 'vitest'
import { parseFarcasterSettings } from './settings.js'

const fail = (message: string) => new Error(message)

describe('parseFarcasterSettings', () => {
  it('behavior: no relay means Farcaster is not offered', () => {
    expect(parseFarcasterSettings(undefined, {}, fail)).toBeNull()
  })

  it('behavior: the relay and the RPC URL, from options or the environment', () => {
    expect(
      parseFarcasterSettings({ relayUrl: 'http://localhost:4406/', rpcUrl: 'http://127.0.0.1:8545' }, {}, fail),
    ).toEqual({ relayUrl: 'http://localhost:4406', rpcUrl: 'http://127.0.0.1:8545' })
    expect(
      parseFarcasterSettings(
        undefined,
        { FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz', FARCASTER_RPC_URL: 'https://mainnet.optimism.io' },
        fail,
      ),
    ).toEqual({ relayUrl: 'https://relay.farcaster.xyz', rpcUrl: 'https://mainnet.optimism.io' })
  })

  it('error: a relay without an RPC URL, or the reverse, names what is missing', () => {
    expect(() => parseFarcasterSettings({ relayUrl: 'https://relay.farcaster.xyz' }, {}, fail)).toThrow(
      /farcaster\.rpcUrl is needed/,
    )
    expect(() => parseFarcasterSettings({ rpcUrl: 'https://mainnet.optimism.io' }, {}, fail)).toThrow(
      /farcaster\.relayUrl is not/,
    )
  })

  it('error: plain http off this machine, and a URL with a query, are refused', () => {
    expect(() =>
      parseFarcasterSettings({ relayUrl: 'http://relay.example.com', rpcUrl: 'https://rpc.example.com' }, {}, fail),
    ).toThrow(/relayUrl must be https/)
    expect(() =>
      parseFarcasterSettings(
        { relayUrl: 'https://relay.example.com', rpcUrl: 'https://rpc.example.com/?key=1' },
        {},
        fail,
      ),
    ).toThrow(/rpcUrl must have no query/)
    expect(() =>
      parseFarcasterSettings({ relayUrl: 'not a url', rpcUrl: 'https://rpc.example.com' }, {}, fail),
    ).toThrow(/relayUrl is not a URL/)
  })
})
