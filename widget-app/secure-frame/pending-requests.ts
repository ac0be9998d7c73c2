/**
 * The table of requests waiting for the secure frame's reply. Each entry settles exactly once:
 * by its reply, its own timeout, its own abort, or the table's destruction; anything that
 * arrives after that (a late reply, a second reply) is ignored. One request's timeout or abort
 * never touches another's.
 */

export interface PendingOptions {
  /** Milliseconds until the request fails with `onTimeout()`'s error; none when undefined. */
  timeoutMs: number | undefined
  onTimeout: () => Error
  /** Called once when the request ends by timeout or abort (not by reply): tell the frame. */
  onAbandon?: (reason: 'timeout' | 'abort') => void
  signal?: AbortSignal
  onAbort?: () => Error
}

interface Entry {
  resolve(value: unknown): void
  reject(error: Error): void
  cleanup(): void
}

export interface PendingRequests {
  add<T>(id: string, options: PendingOptions): Promise<T>
  /** Settles `id` with a reply; answers false when nothing was waiting for it (late or unknown). */
  resolve(id: string, value: unknown): boolean
  reject(id: string, error: Error): boolean
  /** Rejects every pending request with `error()`; later `add`s are rejected at once. */
  destroy(error: () => Error): void
  has(id: string): boolean
  size(): number
}

export function createPendingRequests(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): PendingRequests {
  const entries = new Map<string, Entry>()
  let destroyedWith: (() => Error) | undefined

  const take = (id: string): Entry | undefined => {
    const entry = entries.get(id)
    if (!entry) return undefined
    entries.delete(id)
    entry.cleanup()
    return entry
  }

  return {
    add<T>(id: string, options: PendingOptions): Promise<T> {
      if (destroyedWith) return Promise.reject(destroyedWith())
      if (entries.has(id)) return Promise.reject(new Error(`duplicate request id ${id}`))
      return new Promise<T>((resolve, reject) => {
        const abandon = (reason: 'timeout' | 'abort', error: Error) => {
          if (!take(id)) return
          options.onAbandon?.(reason)
          reject(error)
        }
        const timer =
          options.timeoutMs === undefined
            ? undefined
            : timers.setTimeout(() => abandon('timeout', options.onTimeout()), options.timeoutMs)
        const onAbort = () => abandon('abort', options.onAbort?.() ?? new Error('Request was aborted'))
        if (options.signal?.aborted) {
          entries.set(id, {
            resolve: resolve as (value: unknown) => void,
            reject,
            cleanup: () => timers.clearTimeout(timer),
          })
          return onAbort()
        }
        options.signal?.addEventListener('abort', onAbort, { once: true })
        entries.set(id, {
          resolve: resolve as (value: unknown) => void,
          reject,
          cleanup: () => {
            timers.clearTimeout(timer)
            options.signal?.removeEventListener('abort', onAbort)
          },
        })
      })
    },
    resolve(id, value) {
      const entry = take(id)
      entry?.resolve(value)
      return entry !== undefined
    },
    reject(id, error) {
      const entry = take(id)
      entry?.reject(error)
      return entry !== undefined
    },
    destroy(error) {
      destroyedWith = error
      for (const id of [...entries.keys()]) take(id)?.reject(error())
    },
    has: (id) => entries.has(id),
    size: () => entries.size,
  }
}
