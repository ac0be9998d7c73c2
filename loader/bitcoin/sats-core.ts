/**
 * The @sats-connect/core chunk: added by the Bitcoin chunk on the first request to a sats-connect wallet, it hands
 * core's `request` to its script element's `host`. (Core is about 57 KB gzipped and runs code at module level, so
 * it is never part of the Bitcoin chunk itself.)
 */
import { request } from '@sats-connect/core'
import type { SatsConnect } from './sats-requests.js'

const script = document.currentScript as (HTMLScriptElement & { host?: (core: SatsConnect) => void }) | null
script?.host?.({ request: request as unknown as SatsConnect['request'] })
