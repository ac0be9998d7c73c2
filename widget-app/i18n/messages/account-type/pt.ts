/** The Account view's account-type switch (pt). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'Conta ativa',
    smartAccount: 'Conta inteligente',
    eoa: 'Conta de chave (EOA)',
    notDeployed: 'Criada com a sua primeira transação',
    unavailable: 'As contas inteligentes não estão disponíveis nesta rede',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
