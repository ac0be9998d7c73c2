/** The smart account's approval texts (de). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) => plural('de', count, { one: 'Transaktion senden', other: `Sende ${count} Aufrufe zusammen` }),
  batchSummary: ({ count }) =>
    plural('de', count, {
      one: '1 Aufruf',
      other: `${count} Aufrufe in einer Transaktion; alle oder keiner werden wirksam`,
    }),
  callNumbered: ({ index, count }) => `Aufruf ${index} von ${count}`,
  smartAccount: 'Smart Account',
  gas: 'Netzwerkgebühr',
  sponsoredBy: ({ sponsor }) => `Gesponsert von ${sponsor}`,
  paidByAccount: ({ amount }) => `Von Ihrem Konto bezahlt: bis zu ${amount}`,
  sequentialTitle: ({ count }) =>
    plural('de', count, { one: 'Transaktion senden', other: `${count} Transaktionen senden` }),
  sequentialSummary: ({ count }) =>
    plural('de', count, {
      one: '1 Transaktion',
      other: `${count} Transaktionen, nacheinander gesendet; jede wird für sich wirksam`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
