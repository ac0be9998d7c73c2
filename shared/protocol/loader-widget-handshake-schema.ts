/** Widget-side schema of the handshake's {@link LoaderConnect} (kept apart so the loader stays free of zod). */
import * as z from 'zod/mini'
import { CHANNEL_NAMESPACE } from './loader-widget-handshake.js'

export const LoaderConnectSchema = z.object({
  ns: z.literal(CHANNEL_NAMESPACE),
  v: z.number(),
  type: z.literal('host:connect'),
  attributes: z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(4096))),
})
