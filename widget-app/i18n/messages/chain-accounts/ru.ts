/** The Account view's lines for Bitcoin and Polkadot connections (ru). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'Счета этого кошелька',
    payment: 'Платежи',
    ordinal: 'Ordinals',
    noNode: 'Узел Polkadot не настроен, поэтому баланс не показан.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
