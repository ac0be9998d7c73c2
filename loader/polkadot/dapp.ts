/**
 * The Polkadot extension-dapp chunk (@polkadot/extension-dapp and the WebAssembly crypto it needs): added by the
 * Polkadot chunk on the site's first Polkadot request, it hands the functions to its script element's `host`.
 */
import { web3Accounts, web3Enable, web3FromSource } from '@polkadot/extension-dapp'
import type { ExtensionDapp } from './extensions.js'

const script = document.currentScript as (HTMLScriptElement & { host?: (dapp: ExtensionDapp) => void }) | null
script?.host?.({ web3Accounts, web3Enable, web3FromSource })
