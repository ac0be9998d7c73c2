/** The Account view's lines for Bitcoin and Polkadot connections (es). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { ChainAccountsMessages } from './en.js'

const chainAccounts = {
  chainAccounts: {
    label: 'Cuentas de esta billetera',
    payment: 'Pagos',
    ordinal: 'Ordinals',
    noNode: 'No hay ningún nodo de Polkadot configurado, así que no se muestra el saldo.',
  },
} satisfies Catalog<ChainAccountsMessages>

export default chainAccounts
