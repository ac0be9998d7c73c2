/** Loads the API calls and their answer schemas (contracts.ts, a chunk of its own); every caller shares one load. */
export type Contracts = typeof import('./contracts.js')

/** One load shared by every caller; a failed load (network) is tried again by the next call. */
export function createContractsLoader(load: () => Promise<Contracts>): () => Promise<Contracts> {
  let loading: Promise<Contracts> | undefined
  return () => {
    if (!loading) {
      const started = load()
      loading = started
      started.catch(() => {
        if (loading === started) loading = undefined
      })
    }
    return loading
  }
}

export const loadContracts = createContractsLoader(() => import('./contracts.js'))
