/** The Account view's lines for Bitcoin and Polkadot connections (ar). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'حسابات هذه المحفظة',
    payment: 'الدفع',
    ordinal: 'Ordinals',
    noNode: 'لم تُضبط أي عقدة Polkadot، لذلك لا يُعرض الرصيد.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
