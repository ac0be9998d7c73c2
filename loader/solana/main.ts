/** The Solana host chunk's entry: the loader adds it as a script whose `host` property is the context. */
import type { WalletWidgetApi } from '../../shared/protocol/wallet-widget-api.js'
import { type SolanaHostContext, startSolanaHost } from './host.js'

const context = (document.currentScript as (HTMLScriptElement & { host?: SolanaHostContext }) | null)?.host
const widget = (window as { WalletWidget?: WalletWidgetApi }).WalletWidget
if (context && widget) startSolanaHost(context, widget)
