/** The Bitcoin host chunk's entry: the loader adds it as a script whose `host` property is the context. */
import type { ChainHostContext } from '../chain-host.js'
import { startBitcoinHost } from './host.js'

const script = document.currentScript as (HTMLScriptElement & { host?: ChainHostContext }) | null
if (script?.host) startBitcoinHost(script.host, script.src)
