/** The Account view's lines for Bitcoin and Polkadot connections (tr). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'Bu cüzdanın hesapları',
    payment: 'Ödeme',
    ordinal: 'Ordinals',
    noNode: 'Yapılandırılmış bir Polkadot düğümü yok, bu yüzden bakiye gösterilmiyor.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
