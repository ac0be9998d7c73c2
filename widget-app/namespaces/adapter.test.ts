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

  it('behavior: the widget serves eip155, and only eip155', () => {
    const adapters = createNamespaceAdapters()
    expect(adapters.all.map((adapter) => adapter.namespace)).toEqual(['eip155'])
    expect(adapters.get('eip155').namespace).toBe('eip155')
    expect(adapters.find('solana')).toBeUndefined()
  })
})
