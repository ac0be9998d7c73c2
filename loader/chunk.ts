/**
 * Adds one of the loader's chunks to the page: fetched at once, pinned by Subresource Integrity (the hash the build
 * baked into the core), in CORS mode without credentials, and run in the order added (the Solana chunk after the
 * host chunk) while both are fetched together.
 */
import { PREFIX } from './deferred-api.js'

/** What a chunk that cannot run is reported with; 4900 is EIP-1193's "disconnected" for the site's providers. */
export type ChunkError = Error & { code: 4900 }

export function loadChunk(src: string, integrity: string, onError: (error: ChunkError) => void): HTMLScriptElement {
  const script = document.createElement('script')
  script.src = src
  script.integrity = integrity
  script.crossOrigin = 'anonymous'
  // Added by a script, a script runs as soon as it arrives unless told otherwise.
  script.async = false
  // The browser does not say which (both are blocked the same way): the request failed, or the bytes differ.
  script.onerror = () =>
    onError(
      Object.assign(
        Error(
          `${PREFIX}${src} did not load, or its content does not match the integrity hash this loader was built with`,
        ),
        { code: 4900 as const },
      ),
    )
  document.head.append(script)
  return script
}
