/** The Account view's account-type switch (fr). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'Compte actif',
    smartAccount: 'Compte intelligent',
    eoa: 'Compte de clé (EOA)',
    notDeployed: 'Créé avec sa première transaction',
    unavailable: 'Les comptes intelligents ne sont pas disponibles sur ce réseau',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
