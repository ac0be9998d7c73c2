import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from './features.js'
import type { AppState } from './app-state.js'
import type { Connection } from './connections.js'
import { multiWalletEnabled } from './app-state.js'
import { replacedBy } from './connections-several.js'
import { switchPlan } from './connections-switch-plan.js'

const connection = (connectorId: string, caipNetworkId: string): Connection => ({
  connectorId,
  walletName: connectorId,
  accounts: [{ address: `${connectorId}-address` }],
  caipNetworkId,
})
const LIST = [connection('io.metamask', 'eip155:1'), connection('phantom', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')]

describe('multiWalletEnabled', () => {
  const state = (siteAsks: boolean | undefined, projectEnables: boolean) =>
    ({
      config: siteAsks === undefined ? {} : { multiWallet: siteAsks },
      features: { ...DEFAULT_FEATURES, socials: [], multiWallet: projectEnables },
    }) as unknown as Pick<AppState, 'config' | 'features'>

  it('behavior: on only when the site asks (data-multi-wallet) and the project enables it', () => {
    expect(multiWalletEnabled(state(true, true))).toBe(true)
    expect(multiWalletEnabled(state(true, false))).toBe(false)
    expect(multiWalletEnabled(state(undefined, true))).toBe(false)
    expect(multiWalletEnabled({ config: null, features: null })).toBe(false)
  })
})

describe('replacedBy', () => {
  it('behavior: with several connections a new one replaces only the other one of its namespace', () => {
    expect(replacedBy(LIST, 'io.rabby', 'eip155', true)).toEqual(['io.metamask'])
    expect(replacedBy(LIST, 'solflare', 'solana', true)).toEqual(['phantom'])
    expect(replacedBy(LIST, 'leather', 'bip122', true)).toEqual([])
  })

  it('behavior: without them a new connection replaces every other one, whatever its namespace', () => {
    expect(replacedBy(LIST, 'phantom', 'solana', false)).toEqual(['io.metamask'])
    expect(replacedBy(LIST, 'io.rabby', 'eip155', false)).toEqual(['io.metamask', 'phantom'])
  })

  it('behavior: the connection itself (in any case) is never replaced by reconnecting', () => {
    expect(replacedBy(LIST, 'IO.MetaMask', 'eip155', true)).toEqual([])
    expect(replacedBy(LIST, 'IO.MetaMask', 'eip155', false)).toEqual(['phantom'])
  })
})

describe('switchPlan', () => {
  it('behavior: an active or connected connection is reconnected, a disconnected one logs in again', () => {
    expect(switchPlan('active')).toBe('reconnect')
    expect(switchPlan('connected')).toBe('reconnect')
    expect(switchPlan('disconnected')).toBe('login')
  })

  it("error: any other status throws 'Invalid connection status' with a code and the status", () => {
    expect(() => switchPlan('connecting')).toThrowError('Invalid connection status')
    try {
      switchPlan('connecting')
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_connection_status' })
      expect((error as { details?: string }).details).toContain('"connecting"')
    }
  })
})
