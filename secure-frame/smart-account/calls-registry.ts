/**
 * The EIP-5792 batches this frame sent, by id, and the EIP-5792 error codes. The wallet holds the registry from
 * the start; sending and reading batches (smart-account/rpc.ts and what it imports) is loaded on demand.
 */
import type { Address, Hex } from 'viem'
import { ProviderRpcError } from '../../shared/errors.js'

/** EIP-5792 error codes. */
export const CallsErrorCode = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateId: 5720,
  unknownBundle: 5730,
  bundleTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

export interface Batch {
  chainId: number
  /** The user operation's hash, or the first transaction's for calls sent one by one. */
  hash: Hex
  owner: Address
  /** When it was handed to the bundler (ms since the epoch). */
  sentAt: number
  /** Calls sent one by one by the EOA (sequential-calls.ts): each transaction's hash, and how many were not sent. */
  sequential?: { transactions: Hex[]; unsent: number }
}

export type CallsRegistry = ReturnType<typeof createCallsRegistry>

/** The batches this frame sent, by id (the site's or the operation hash). */
export function createCallsRegistry() {
  const batches = new Map<string, Batch>()
  return {
    add(id: string | null, batch: Batch): string {
      const key = id ?? batch.hash
      batches.set(key, batch)
      return key
    },
    /** Throws 5720 for an id already used. */
    assertFree(id: string | null): void {
      if (id !== null && batches.has(id))
        throw new ProviderRpcError(
          CallsErrorCode.duplicateId,
          `A batch with the id ${id.slice(0, 80)} was already sent`,
        )
    },
    get(id: string, owner: Address): Batch {
      const batch = batches.get(id)
      if (!batch || batch.owner !== owner)
        throw new ProviderRpcError(
          CallsErrorCode.unknownBundle,
          `No batch with the id ${id.slice(0, 80)} was sent from this wallet`,
        )
      return batch
    },
    clear: () => batches.clear(),
  }
}
