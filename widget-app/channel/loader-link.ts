/**
 * The widget's half of the handshake (see shared/protocol/loader-widget-handshake.ts). The site's
 * origin comes from the iframe URL (`?host=`); the hello is posted only to it, and the connect is taken
 * only from it and from `window.parent`. Calls then run on the two ports it hands over
 * (shared/protocol/port-rpc.ts): the widget serves its API on one and calls the loader's on the other.
 */
import { CHANNEL_NAMESPACE, CHANNEL_VERSION, type WidgetHello } from '../../shared/protocol/loader-widget-handshake.js'
import { isLoaderConnect } from '../../shared/protocol/loader-widget-handshake-guard.js'
import type { LoaderApi, WidgetApi } from '../../shared/protocol/loader-widget.js'
import { callPort, type Remote, remoteApi, servePort } from '../../shared/protocol/port-rpc.js'

/** Every method of the loader's API (a method added to LoaderApi and not here fails to compile). */
const LOADER_METHODS: Record<keyof LoaderApi, true> = {
  walletRequest: true,
  emit: true,
  providerEvent: true,
  persist: true,
  setVisible: true,
}

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
 * Says hello to the loader and resolves when the loader's connect arrives. `api` is served on the
 * widget port: only calls of its own methods are answered.
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
      // Holding the port is the capability (its events carry no origin); only the API's own methods answer.
      servePort(widgetPort, api, () =>
        console.warn('[WalletWidget] refused a channel call that is not one of the widget API methods'),
      )
      resolve({
        loader: remoteApi(callPort<LoaderApi>(loaderPort), Object.keys(LOADER_METHODS) as (keyof LoaderApi)[]),
      })
    }
    addEventListener('message', onMessage)
    const hello: WidgetHello = { ns: CHANNEL_NAMESPACE, v: CHANNEL_VERSION, type: 'widget:hello' }
    window.parent.postMessage(hello, siteOrigin)
  })
}
