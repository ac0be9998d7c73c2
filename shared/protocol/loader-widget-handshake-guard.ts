/**
 * The widget's check of the handshake's {@link LoaderConnect}, written by hand so the code that paints Connect
 * carries no schema library; it accepts exactly what `LoaderConnectSchema` accepts (a test holds them together).
 */
import { CHANNEL_NAMESPACE, type LoaderConnect } from './loader-widget-handshake.js'

/** Longest attribute name and value the widget takes from the loader. */
export const ATTRIBUTE_NAME_MAX = 64
export const ATTRIBUTE_VALUE_MAX = 4096

/** An object literal (or one without a prototype), as structured clone delivers them; not an array, date, map… */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** The site's raw `data-*` attributes: names and values are strings within their limits. */
export function isAttributes(value: unknown): value is Record<string, string> {
  if (!isPlainRecord(value)) return false
  return Object.entries(value).every(
    ([name, text]) =>
      name.length <= ATTRIBUTE_NAME_MAX && typeof text === 'string' && text.length <= ATTRIBUTE_VALUE_MAX,
  )
}

/** Whether `value` is the loader's `host:connect` (the ports come beside it, on the event). */
export function isLoaderConnect(value: unknown): value is LoaderConnect {
  return (
    isPlainRecord(value) &&
    value.ns === CHANNEL_NAMESPACE &&
    typeof value.v === 'number' &&
    Number.isFinite(value.v) &&
    value.type === 'host:connect' &&
    isAttributes(value.attributes)
  )
}
