/** The Account view's account-type switch (ru). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'Активный аккаунт',
    smartAccount: 'Смарт-аккаунт',
    eoa: 'Аккаунт ключа (EOA)',
    notDeployed: 'Создаётся с первой транзакцией',
    unavailable: 'Смарт-аккаунты недоступны в этой сети',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
