/** The Account view's account-type switch (es). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTypeMessages } from './en.js'

const accountType = {
  accountType: {
    label: 'Cuenta activa',
    smartAccount: 'Cuenta inteligente',
    eoa: 'Cuenta de clave (EOA)',
    notDeployed: 'Se crea con su primera transacción',
    unavailable: 'Las cuentas inteligentes no están disponibles en esta red',
  },
} satisfies Catalog<AccountTypeMessages>

export default accountType
