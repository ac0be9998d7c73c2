/**
 * A piece of the widget's code downloaded on demand: one import shared by every caller, its
 * module kept once it arrived, and a failed download forgotten so the next load tries again.
 */

export interface LazyChunk<M> {
  /** Starts the download unless it is under way or done; settles with the module or the import's error. */
  load(): Promise<M>
  /** The module once it has arrived, else undefined (for a synchronous render). */
  loaded(): M | undefined
}

export function lazyChunk<M>(importer: () => Promise<M>): LazyChunk<M> {
  let module: M | undefined
  let pending: Promise<M> | undefined
  return {
    load() {
      if (module) return Promise.resolve(module)
      pending ??= importer().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: () => module,
  }
}
