/** The Account view's lines for Bitcoin and Polkadot connections (pt). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'Contas desta carteira',
    payment: 'Pagamento',
    ordinal: 'Ordinals',
    noNode: 'Nenhum nó Polkadot está configurado, por isso o saldo não é mostrado.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
