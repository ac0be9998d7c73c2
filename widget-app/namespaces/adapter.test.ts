import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../../shared/caip.js'
import { namespaceAdapters, type NamespaceAdapter } from './adapter.js'
import { createNamespaceAdapters } from './registry.js'

/** An adapter that is only its namespace: lookups never call it. */
const stub = (namespace: ChainNamespace) => ({ namespace }) as NamespaceAdapter

describe('namespace adapter lookup', () => {
  it('behavior: finds each adapter by its namespace and lists them in registration order', () => {
    const eip155 = stub('eip155')
    const solana = stub('solana')
    const adapters = namespaceAdapters([eip155, solana])
    expect(adapters.get('eip155')).toBe(eip155)
    expect(adapters.find('solana')).toBe(solana)
    expect(adapters.all).toEqual([eip155, solana])
  })

  it.each([['bip122'], ['EIP155'], [''], [null], [undefined]])(
    'error: the unserved namespace %j is not found, and get throws naming it',
    (namespace) => {
      const adapters = namespaceAdapters([stub('eip155')])
      expect(adapters.find(namespace)).toBeUndefined()
      expect(() => adapters.get(namespace)).toThrow(`The namespace ${namespace} is not supported`)
      expect(() => adapters.get(namespace)).toThrow(expect.objectContaining({ code: 'unsupported_namespace' }))
    },
  )

  it('behavior: the widget starts with eip155 alone; solana, bip122 and polkadot come when the site names them', async () => {
    const adapters = createNamespaceAdapters()
    expect(adapters.all.map((adapter) => adapter.namespace)).toEqual(['eip155'])
    expect(adapters.get('eip155').namespace).toBe('eip155')
    expect(adapters.find('solana')).toBeUndefined()
    await adapters.load(['eip155', 'solana'])
    expect(adapters.all.map((adapter) => adapter.namespace)).toEqual(['eip155', 'solana'])
    await adapters.load(['bip122', 'polkadot', 'cosmos'])
    expect(adapters.all.map((adapter) => adapter.namespace).sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
  })

  it('behavior: an on-demand adapter is downloaded once however often it is asked for; ready waits for it', async () => {
    let downloads = 0
    let finish: () => void = () => {}
    const adapters = namespaceAdapters([stub('eip155')], {
      solana: () =>
        new Promise((resolve) => {
          downloads++
          finish = () => resolve(stub('solana'))
        }),
    })
    const first = adapters.load(['solana'])
    const second = adapters.load(['solana', 'solana'])
    const ready = adapters.ready()
    expect(adapters.find('solana')).toBeUndefined()
    finish()
    await Promise.all([first, second, ready])
    expect(downloads).toBe(1)
    expect(adapters.get('solana').namespace).toBe('solana')
    await adapters.load(['solana'])
    expect(downloads).toBe(1)
  })

  it('error: an adapter that fails to download is left out and asked for again next time', async () => {
    let attempts = 0
    const adapters = namespaceAdapters([stub('eip155')], {
      solana: async () => {
        attempts++
        if (attempts === 1) throw new Error('chunk failed to load')
        return stub('solana')
      },
    })
    await adapters.load(['solana'])
    expect(adapters.find('solana')).toBeUndefined()
    await adapters.load(['solana'])
    expect(adapters.find('solana')?.namespace).toBe('solana')
  })
})
