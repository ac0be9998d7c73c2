/**
 * The chain namespaces this widget serves: one registration line per namespace adapter. eip155 is
 * always there; the others are downloaded when the site's networks name them (`adapters.load`).
 */
import { namespaceAdapters, type NamespaceAdapters } from './adapter.js'
import { createEip155Adapter, type Eip155AdapterOptions } from './eip155/adapter.js'
import type { SolanaAdapterOptions } from './solana/adapter.js'
import type { ApiContext } from '../api/api-context.js'

export type AdapterOptions = Eip155AdapterOptions &
  SolanaAdapterOptions & {
    /** The deployment's API (the Bitcoin balance is the server's); undefined until the project is known. */
    apiContext?: (() => ApiContext | undefined) | undefined
  }

export function createNamespaceAdapters(options: AdapterOptions = {}): NamespaceAdapters {
  return namespaceAdapters([createEip155Adapter(options)], {
    solana: async () => (await import('./solana/adapter.js')).createSolanaAdapter(options),
    bip122: async () => (await import('./bip122/lazy.js')).createBip122AdapterWithApi(options),
    polkadot: async () => (await import('./polkadot/adapter.js')).createPolkadotAdapter(options),
  })
}
