/** The Account view's account-type switch (tr). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'Etkin hesap',
    smartAccount: 'Akıllı hesap',
    eoa: 'Anahtar hesabı (EOA)',
    notDeployed: 'İlk işlemiyle oluşturulur',
    unavailable: 'Akıllı hesaplar bu ağda kullanılamıyor',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
