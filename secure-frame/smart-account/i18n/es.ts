/** The smart account's approval texts (es). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) => plural('es', count, { one: 'Enviar transacción', other: `Enviar ${count} llamadas juntas` }),
  batchSummary: ({ count }) =>
    plural('es', count, {
      one: '1 llamada',
      other: `${count} llamadas en una transacción; se aplican todas o ninguna`,
    }),
  callNumbered: ({ index, count }) => `Llamada ${index} de ${count}`,
  smartAccount: 'Cuenta inteligente',
  gas: 'Comisión de red',
  sponsoredBy: ({ sponsor }) => `Patrocinado por ${sponsor}`,
  paidByAccount: ({ amount }) => `Pagado por su cuenta: hasta ${amount}`,
  sequentialTitle: ({ count }) =>
    plural('es', count, { one: 'Enviar transacción', other: `Enviar ${count} transacciones` }),
  sequentialSummary: ({ count }) =>
    plural('es', count, {
      one: '1 transacción',
      other: `${count} transacciones, enviadas una tras otra; cada una se aplica por separado`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
