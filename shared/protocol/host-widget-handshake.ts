/**
 * The origin-pinned handshake between the loader (host page) and the widget iframe.
 *
 * 1. The loader creates the iframe at `<widget>/?host=<host origin>&v=<version>`.
 * 2. The widget posts {@link WidgetHello} to `window.parent` with `targetOrigin` = that host
 *    origin, so the browser delivers it only if the parent really is that origin.
 * 3. The loader accepts the hello only when `event.origin` is the widget origin *and*
 *    `event.source` is its own iframe's window, then posts {@link HostConnect} to the iframe
 *    with `targetOrigin` = the widget origin, transferring two `MessagePort`s.
 * 4. The widget accepts the connect only when `event.origin` is the host origin and
 *    `event.source` is `window.parent`. From then on comlink runs on the two ports only:
 *    `widgetPort` carries {@link WidgetApi} calls (the widget exposes), `hostPort` carries
 *    {@link HostApi} calls (the loader exposes). Nothing else is ever read from `window`.
 *
 * Version mismatch: the hello carries the widget's {@link CHANNEL_VERSION}. A loader whose version
 * differs sends no ports, prints one console error naming both versions and stays inert: its
 * queued and later calls are refused with that error rather than lost.
 */
export const CHANNEL_NAMESPACE = 'wallet-widget'
export const CHANNEL_VERSION = 1

/** Widget → host: "I have loaded; send me the ports". */
export interface WidgetHello {
  ns: typeof CHANNEL_NAMESPACE
  v: number
  type: 'widget:hello'
}

/** Host → widget: the ports and the site's raw data attributes. */
export interface HostConnect {
  ns: typeof CHANNEL_NAMESPACE
  v: number
  type: 'host:connect'
  attributes: Record<string, string>
}
