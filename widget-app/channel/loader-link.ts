/**
 * The widget's half of the handshake (see shared/protocol/loader-widget-handshake.ts). The site's
 * origin comes from the iframe URL (`?host=`); the hello is posted only to it, and the connect is taken
 * only from it and from `window.parent`. comlink then runs on the two ports it hands over.
 */
import { expose, wrap, type Endpoint, type Remote } from 'comlink'
import { CHANNEL_NAMESPACE, CHANNEL_VERSION, type WidgetHello } from '../../shared/protocol/loader-widget-handshake.js'
import { isLoaderConnect } from '../../shared/protocol/loader-widget-handshake-guard.js'
import type { LoaderApi, WidgetApi } from '../../shared/protocol/loader-widget.js'

/** Events on a MessagePort carry an empty origin: holding the port is the capability. */
const PORT_ORIGIN = ''

/** The site's origin named in the iframe URL, or an error naming what is wrong. */
export function siteOriginFrom(location: Location): string {
  const raw = new URLSearchParams(location.search).get('host')
  let origin: string | undefined
  try {
    origin = raw ? new URL(raw).origin : undefined
  } catch {}
  if (!origin || origin === 'null' || origin !== raw)
    throw new Error(`the widget URL must carry ?host=<the page's origin>, got ${JSON.stringify(raw)}`)
  return origin
}

export interface LoaderLink {
  loader: Remote<LoaderApi>
}

/**
 * Says hello to the loader and resolves when the loader's connect arrives. `api` is exposed on the
 * widget port behind {@link guardPort}: only calls of its own top-level methods get through.
 */
export function linkToLoader(siteOrigin: string, api: WidgetApi): Promise<LoaderLink> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== siteOrigin || event.source !== window.parent) return
      const [widgetPort, loaderPort] = event.ports
      if (!isLoaderConnect(event.data) || !widgetPort || !loaderPort) {
        console.warn('[WalletWidget] ignored a malformed message from the site')
        return
      }
      removeEventListener('message', onMessage)
      expose(api, guardPort(widgetPort, Object.keys(api)), [PORT_ORIGIN])
      resolve({ loader: wrap<LoaderApi>(loaderPort) })
    }
    addEventListener('message', onMessage)
    const hello: WidgetHello = { ns: CHANNEL_NAMESPACE, v: CHANNEL_VERSION, type: 'widget:hello' }
    window.parent.postMessage(hello, siteOrigin)
  })
}

/**
 * comlink's `expose` also answers GET, SET and CONSTRUCT on any property path, which would let
 * the site read or overwrite the widget's objects (`['__proto__', …]`). This endpoint
 * passes on only `APPLY` of one of `methods` (and comlink's `RELEASE`), and drops the rest.
 */
export function guardPort(port: MessagePort, methods: readonly string[]): Endpoint {
  const allowed = new Set(methods)
  const filters = new Map<EventListenerOrEventListenerObject, EventListener>()
  return {
    postMessage: (message, transfer) => port.postMessage(message, transfer ?? []),
    addEventListener(type, listener) {
      const filtered: EventListener = (event) => {
        const data = (event as MessageEvent).data as { type?: unknown; path?: unknown } | null
        const path = data?.path
        const ok =
          data?.type === 'RELEASE' ||
          (data?.type === 'APPLY' &&
            Array.isArray(path) &&
            path.length === 1 &&
            typeof path[0] === 'string' &&
            allowed.has(path[0]))
        if (!ok) return console.warn('[WalletWidget] refused a channel call that is not one of the widget API methods')
        if (typeof listener === 'function') listener(event)
        else listener.handleEvent(event)
      }
      filters.set(listener, filtered)
      port.addEventListener(type, filtered)
    },
    removeEventListener(type, listener) {
      const filtered = filters.get(listener)
      if (filtered) port.removeEventListener(type, filtered)
    },
    start: () => port.start(),
  }
}
