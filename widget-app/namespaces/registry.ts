/**
 * The chain namespaces this widget serves: one registration line per namespace adapter. eip155 is
 * always there; the others are downloaded when the site's networks name them (`adapters.load`).
 */
import { namespaceAdapters, type NamespaceAdapters } from './adapter.js'
import { createEip155Adapter, type Eip155AdapterOptions } from './eip155/adapter.js'
import type { SolanaAdapterOptions } from './solana/adapter.js'

export type AdapterOptions = Eip155AdapterOptions & SolanaAdapterOptions

export function createNamespaceAdapters(options: AdapterOptions = {}): NamespaceAdapters {
  return namespaceAdapters([createEip155Adapter(options)], {
    solana: async () => (await import('./solana/adapter.js')).createSolanaAdapter(options),
  })
}
