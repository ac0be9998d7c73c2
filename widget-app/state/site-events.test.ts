/** The site provider's events reach the provider of the connection's namespace, and no other. */
import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../../shared/caip.js'
import { type AppState, initialAppState } from './app-state.js'
import { createSiteEvents } from './site-events.js'
import { createStore } from './store.js'

function eventsOf(chainNamespace: ChainNamespace | null) {
  const store = createStore<AppState>({ ...initialAppState(), chainNamespace })
  const heard: [string, unknown, string][] = []
  const events = createSiteEvents(store, {
    emit: () => undefined,
    providerEvent: (event, data, namespace) => void heard.push([event, data, namespace]),
  })
  return { store, events, heard }
}

describe('the site provider events', () => {
  it('behavior: the events of an eip155 or solana connection go to the provider of its own namespace', () => {
    const solana = eventsOf('solana')
    solana.events.provider('accountsChanged', ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'])
    expect(solana.heard).toEqual([['accountsChanged', ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'], 'solana']])
    const evm = eventsOf('eip155')
    evm.events.provider('chainChanged', '0x1')
    expect(evm.heard).toEqual([['chainChanged', '0x1', 'eip155']])
  })

  it('behavior: a bip122 or polkadot connection never speaks through the EVM provider, nor its later disconnect', () => {
    for (const namespace of ['bip122', 'polkadot'] as const) {
      const { store, events, heard } = eventsOf(namespace)
      events.provider('accountsChanged', ['an address of another chain'])
      store.set({ chainNamespace: null })
      events.provider('disconnect', { code: 4900 })
      expect(heard).toEqual([])
    }
  })
})
