/** The smart account's approval texts (fr). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) =>
    plural('fr', count, { one: 'Envoyer la transaction', other: `Envoyer ${count} appels ensemble` }),
  batchSummary: ({ count }) =>
    plural('fr', count, {
      one: '1 appel',
      other: `${count} appels dans une transaction ; tous ou aucun prennent effet`,
    }),
  callNumbered: ({ index, count }) => `Appel ${index} sur ${count}`,
  smartAccount: 'Compte intelligent',
  gas: 'Frais de réseau',
  sponsoredBy: ({ sponsor }) => `Sponsorisé par ${sponsor}`,
  paidByAccount: ({ amount }) => `Payé par votre compte : jusqu’à ${amount}`,
  sequentialTitle: ({ count }) =>
    plural('fr', count, { one: 'Envoyer la transaction', other: `Envoyer ${count} transactions` }),
  sequentialSummary: ({ count }) =>
    plural('fr', count, {
      one: '1 transaction',
      other: `${count} transactions, envoyées l’une après l’autre ; chacune prend effet séparément`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
