/** The smart account's approval texts (pt). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) => plural('pt', count, { one: 'Enviar transação', other: `Enviar ${count} chamadas juntas` }),
  batchSummary: ({ count }) =>
    plural('pt', count, { one: '1 chamada', other: `${count} chamadas em uma transação; todas ou nenhuma têm efeito` }),
  callNumbered: ({ index, count }) => `Chamada ${index} de ${count}`,
  smartAccount: 'Conta inteligente',
  gas: 'Taxa de rede',
  sponsoredBy: ({ sponsor }) => `Patrocinado por ${sponsor}`,
  paidByAccount: ({ amount }) => `Pago pela sua conta: até ${amount}`,
  sequentialTitle: ({ count }) => plural('pt', count, { one: 'Enviar transação', other: `Enviar ${count} transações` }),
  sequentialSummary: ({ count }) =>
    plural('pt', count, {
      one: '1 transação',
      other: `${count} transações, enviadas uma após a outra; cada uma tem efeito por si só`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
