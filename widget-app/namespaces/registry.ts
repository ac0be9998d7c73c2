/** The chain namespaces this widget serves: one registration line per namespace adapter. */
import { namespaceAdapters, type NamespaceAdapters } from './adapter.js'
import { createEip155Adapter, type Eip155AdapterOptions } from './eip155/adapter.js'

export type AdapterOptions = Eip155AdapterOptions

export function createNamespaceAdapters(options: AdapterOptions = {}): NamespaceAdapters {
  return namespaceAdapters([createEip155Adapter(options)])
}
