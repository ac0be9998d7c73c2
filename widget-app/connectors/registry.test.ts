import { describe, expect, it } from 'vitest'
import type { Connector } from './connector.js'
import { createConnectorRegistry } from './registry.js'

const connector = (id: string): Connector => ({
  id,
  type: 'ANNOUNCED',
  name: id,
  chainNamespace: 'eip155',
  request: async () => null,
})

describe('connector registry', () => {
  it('behavior: finds a connector of any source by its exact id', () => {
    const registry = createConnectorRegistry()
    const auth = connector('auth')
    const metamask = connector('io.metamask')
    registry.set('email', [auth])
    registry.set('announced', [connector('com.example'), metamask])
    expect(registry.find('auth')).toBe(auth)
    expect(registry.find('io.metamask')).toBe(metamask)
  })

  it('behavior: setting a source replaces its connectors and leaves the other sources alone', () => {
    const registry = createConnectorRegistry()
    registry.set('walletconnect', [connector('walletConnect')])
    registry.set('announced', [connector('io.metamask')])
    registry.set('walletconnect', [])
    expect(registry.find('walletConnect')).toBeUndefined()
    expect(registry.find('io.metamask')).toBeDefined()
  })

  it('error: no id, an unknown id or a differently cased id finds nothing', () => {
    const registry = createConnectorRegistry()
    registry.set('announced', [connector('io.metamask')])
    expect(registry.find(null)).toBeUndefined()
    expect(registry.find('io.rabby')).toBeUndefined()
    expect(registry.find('IO.METAMASK')).toBeUndefined()
  })
})
