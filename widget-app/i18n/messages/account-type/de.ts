/** The Account view's account-type switch (de). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'Aktives Konto',
    smartAccount: 'Smart Account',
    eoa: 'Schlüsselkonto (EOA)',
    notDeployed: 'Wird mit der ersten Transaktion erstellt',
    unavailable: 'Smart Accounts sind in diesem Netzwerk nicht verfügbar',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
