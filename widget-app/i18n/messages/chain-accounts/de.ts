/** The Account view's lines for Bitcoin and Polkadot connections (de). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'Konten dieser Wallet',
    payment: 'Zahlung',
    ordinal: 'Ordinals',
    noNode: 'Es ist kein Polkadot-Knoten eingerichtet, daher wird kein Guthaben angezeigt.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
