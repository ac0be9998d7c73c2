/** The host chunk's entry: the core adds it as a script whose `host` property takes the chunk's start. */
import { type HostStart, startHost } from './host.js'

;(document.currentScript as (HTMLScriptElement & { host?: (start: HostStart) => void }) | null)?.host?.(startHost)
