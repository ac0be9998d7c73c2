/**
 * What it takes to run the WalletConnect JS clients in a Node test against the dev relay:
 * private in-memory storage, no calls to WalletConnect's own servers, and a clean shutdown.
 * Used by the relay's tests and by the WalletConnect test wallet (wc-wallet.ts).
 */
import type { Core } from '@walletconnect/core'

type AnyCore = InstanceType<typeof Core>

/**
 * A key-value storage matching the clients' `IKeyValueStorage` by shape. The clients persist
 * keys, pairings and sessions, by default to a file in the working directory in Node, which
 * would leak state between runs and between a test's widget client and wallet. One of these per client
 * keeps each client's state private, and gone when the test ends.
 */
export class MemoryStorage {
  private readonly items = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.items.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items.entries()].map(([key, value]) => [key, structuredClone(value) as T])
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    // Copies in and out, as a real storage serialises: a client that mutates what it read must
    // not change what is stored.
    return this.items.has(key) ? (structuredClone(this.items.get(key)) as T) : undefined
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, structuredClone(value))
  }

  async removeItem(key: string): Promise<void> {
    this.items.delete(key)
  }
}

/**
 * The SDK keeps one Core per storage prefix in a global and hands it to every later `new Core`
 * with the same prefix, so two clients in one process would share keys and one socket. Give
 * every client its own prefix from here.
 */
export function uniqueStoragePrefix(label: string): string {
  return `${label}-${crypto.randomUUID()}`
}

/**
 * Outside vitest the SDK phones home even with `telemetryEnabled: false`: WalletKit posts an
 * "INIT" event, and a wallet checks each proposal and request against WalletConnect's Verify
 * server. Tests run offline and must send nothing off the machine, so both are switched off on
 * this instance. Call before `WalletKit.init` / `SignClient.init`. Verify then reports the
 * peer's origin as UNKNOWN, which is what the SDK does in its own test mode.
 */
export function keepCoreOffline(core: AnyCore): void {
  core.eventClient.init = async () => {}
  // The engine reads a falsy answer as "no verdict".
  core.verify.resolve = (async () => undefined) as unknown as AnyCore['verify']['resolve']
}

/**
 * Shuts a Core down for good: the socket (without the SDK's automatic reconnect), the heartbeat
 * that drives its timers, and the global registry entry that would otherwise keep it alive.
 */
export async function closeCore(
  core: { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } },
  storagePrefix: string,
): Promise<void> {
  await core.relayer.transportClose().catch(() => {})
  core.heartbeat.stop()
  const registry = globalThis as Record<string, unknown>
  delete registry[`_walletConnectCore_${storagePrefix}`]
  delete registry[`_walletConnectCore_${storagePrefix}_count`]
}
