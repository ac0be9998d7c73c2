/**
 * The Account tabs' panels, one chunk downloaded when Account first shows a tab: with them come
 * the chain-data client and its answer schemas, which the Connect view never needs.
 */
import '../../i18n/on-demand-texts.js'

export { ActivityTab } from './ActivityTab.js'
export { NftsTab } from './NftsTab.js'
export { TokensTab } from './TokensTab.js'
