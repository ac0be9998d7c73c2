/**
 * The origin-pinned handshake between the loader (in the site's page) and the widget iframe.
 *
 * 1. The loader creates the iframe at `<widget>/?host=<the site's origin>&v=<version>`.
 * 2. The widget posts {@link WidgetHello} to `window.parent` with `targetOrigin` = the site's
 *    origin, so the browser delivers it only if the parent really is that origin.
 * 3. The loader accepts the hello only when `event.origin` is the widget origin *and*
 *    `event.source` is its own iframe's window, then posts {@link LoaderConnect} to the iframe
 *    with `targetOrigin` = the widget origin, transferring two `MessagePort`s.
 * 4. The widget accepts the connect only when `event.origin` is the site's origin and
 *    `event.source` is `window.parent`. From then on calls run on the two ports only
 *    (port-rpc.ts): `widgetPort` carries {@link WidgetApi} calls (the widget serves), `loaderPort`
 *    carries {@link LoaderApi} calls (the loader serves). Nothing else is ever read from `window`.
 *
 * The query parameter `host` and the message type `host:connect` are wire names every loader and
 * widget version shares, so they keep their spelling.
 *
 * Version mismatch: the hello carries the widget's {@link CHANNEL_VERSION}. A loader whose version
 * differs sends no ports, prints one console error naming both versions and stays inert: its
 * queued and later calls are refused with that error rather than lost.
 */
export const CHANNEL_NAMESPACE = 'wallet-widget'
/** 2: calls in port-rpc.ts's own format (1 spoke comlink's). */
export const CHANNEL_VERSION = 2

/** Widget → loader: "I have loaded; send me the ports". */
export interface WidgetHello {
  ns: typeof CHANNEL_NAMESPACE
  v: number
  type: 'widget:hello'
}

/** Loader → widget: the ports and the site's raw data attributes. */
export interface LoaderConnect {
  ns: typeof CHANNEL_NAMESPACE
  v: number
  type: 'host:connect'
  attributes: Record<string, string>
}
