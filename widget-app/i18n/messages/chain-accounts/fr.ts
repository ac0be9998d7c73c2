/** The Account view's lines for Bitcoin and Polkadot connections (fr). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'Comptes de ce portefeuille',
    payment: 'Paiement',
    ordinal: 'Ordinals',
    noNode: 'Aucun nœud Polkadot n’est configuré : le solde n’est pas affiché.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
