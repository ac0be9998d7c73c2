/**
 * loader.js — the script a site pastes: the loader's core. Reads its data attributes, injects the
 * widget iframe, answers the widget's hello (the origin-pinned handshake) and defines
 * `window.WalletWidget`; at the same moment it adds the host chunk (loader/host/: the calls, the
 * page's browser wallets, the providers, events and the iframe's visibility), whose calls and
 * events the API forwards to once it has run. Every byte here is paid by every visitor of every
 * site before anything else can start: what can wait for the chunk is in the chunk. The chunks'
 * paths and integrity hashes are baked in at build (scripts/build-loader-chunks.ts). The
 * attributes are validated (with zod) by the widget, and the loader prints what it reports in
 * this page's console.
 */
import { CHANNEL_VERSION } from '../shared/protocol/loader-widget-handshake.js'
import { connectWidget } from './channel.js'
import { loadChunk } from './chunk.js'
import { createDeferredApi, PREFIX } from './deferred-api.js'
import { createFrameElement } from './frame-element.js'
import type { HostStart } from './host/host.js'

/** The host chunk's path on the loader's origin (content-hashed) and its Subresource Integrity hash. */
declare const HOST_CHUNK: string
declare const HOST_CHUNK_INTEGRITY: string
/** The Wallet Standard chunk's path on the loader's origin (content-hashed) and its Subresource Integrity hash. */
declare const SOLANA_HOST_CHUNK: string
declare const SOLANA_HOST_CHUNK_INTEGRITY: string
/** The Bitcoin and Polkadot chunks' paths and integrity hashes (their wallets join the page's wallet registry). */
declare const BITCOIN_HOST_CHUNK: string
declare const BITCOIN_HOST_CHUNK_INTEGRITY: string
declare const POLKADOT_HOST_CHUNK: string
declare const POLKADOT_HOST_CHUNK_INTEGRITY: string

function start(script: HTMLScriptElement | null): void {
  if (window.WalletWidget) {
    console.warn(`${PREFIX}loader.js is included twice`)
    return
  }
  const attributes: Record<string, string> = {}
  for (const { name, value } of script?.attributes ?? []) if (name.startsWith('data-')) attributes[name] = value
  // The site page's language, a hint for the widget's own.
  attributes['html-lang'] = document.documentElement.lang
  // Inside Telegram, its Mini App platform ('' elsewhere): which social logins Telegram's browser can complete there.
  attributes['telegram-platform'] = String(
    (window as { Telegram?: { WebApp?: { platform?: unknown } } }).Telegram?.WebApp?.platform ?? '',
  )

  let widgetUrl: URL | undefined
  try {
    // /widget/ on the loader's origin, whichever of its paths (/loader.js, /v1/…, /v1.2.3/…) the site pasted.
    widgetUrl = new URL(attributes['data-widget-url'] ?? '/widget/', script?.src)
  } catch {}
  /** Why calls are refused from the start (a configuration error), or ''. */
  const fatal = !/^https?:$/.test(widgetUrl?.protocol ?? '')
    ? `data-widget-url must be an http(s) URL, got ${JSON.stringify(attributes['data-widget-url'])}`
    : location.origin === 'null'
      ? 'the page must be served over http(s)'
      : ''

  // The widget learns the site's origin from its URL (`?host=`) and posts its hello only there.
  widgetUrl?.searchParams.set('host', location.origin)
  widgetUrl?.searchParams.set('v', `${CHANNEL_VERSION}`)
  const element = widgetUrl && !fatal ? createFrameElement(widgetUrl.href) : undefined
  const { api, withHost, arrive, fail } = createDeferredApi()
  if (element)
    connectWidget(
      element,
      widgetUrl!.origin,
      attributes,
      (widgetPort, loaderPort) => withHost((host) => host.connected(widgetPort, loaderPort)),
      (version) => withHost((host) => host.mismatch(version)),
    )
  Object.defineProperty(window, 'WalletWidget', { value: Object.freeze(api), enumerable: true })

  // Both chunks are fetched now, beside the iframe; the Solana chunk (Wallet Standard discovery, the widget as a
  // Wallet Standard wallet) costs only the sites that name a Solana network (the widget checks data-networks and
  // reports a bad value), and runs after the host chunk, which hands it the page's wallets.
  const chunk = (path: string, integrity: string, onError: (error: Error) => void) =>
    loadChunk(`${new URL(path, script?.src)}`, integrity, onError)
  const host = chunk(HOST_CHUNK, HOST_CHUNK_INTEGRITY, (error) => {
    console.error(error.message)
    fail(error)
  }) as HTMLScriptElement & { host?: (start: HostStart) => void }
  // Likewise the Bitcoin and Polkadot chunks, for the sites that name a network of their namespace.
  const named = (namespace: string, path: string, integrity: string) =>
    attributes['data-networks']?.includes(`${namespace}:`)
      ? chunk(path, integrity, (error) => console.error(error.message))
      : undefined
  const solana = named('solana', SOLANA_HOST_CHUNK, SOLANA_HOST_CHUNK_INTEGRITY)
  const bitcoin = named('bip122', BITCOIN_HOST_CHUNK, BITCOIN_HOST_CHUNK_INTEGRITY)
  const polkadot = named('polkadot', POLKADOT_HOST_CHUNK, POLKADOT_HOST_CHUNK_INTEGRITY)
  host.host = (startHost) => arrive(startHost({ attributes, element, fatal, solana, bitcoin, polkadot }))
}

start(document.currentScript as HTMLScriptElement | null)
