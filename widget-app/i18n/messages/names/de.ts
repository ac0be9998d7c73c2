/** The account-name views' German messages, part of the widget's German catalog (`../de.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: 'Namen wählen',
    label: 'Name',
    rulesHint: 'Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen',
    checking: 'Wird geprüft…',
    available: ({ name }) => `${name} ist verfügbar`,
    taken: ({ name }) => `${name} ist bereits vergeben`,
    suggestions: 'Stattdessen verfügbar',
    register: 'Registrieren',
    registering: 'Warten auf Ihre Wallet…',
    signNote:
      'Ihre Wallet bittet Sie, eine Nachricht zu signieren. Das Signieren ist kostenlos und sendet keine Transaktion.',
    success: ({ name }) => `${name} ist jetzt der Name Ihres Kontos`,
    successNote: 'Er wird anstelle Ihrer Adresse angezeigt, und andere können an ihn senden.',
    done: 'Fertig',
    resolvesTo: ({ address }) => `Sendet an ${address}`,
    resolving: 'Name wird gesucht…',
    notRegistered: ({ name }) => `${name} ist nicht registriert`,
    rules: {
      characters: 'Verwenden Sie nur Buchstaben, Ziffern und Bindestriche',
      tooShort: 'Verwenden Sie mindestens 4 Zeichen',
      tooLong: 'Verwenden Sie höchstens 63 Zeichen',
    },
    errors: {
      register: ({ name }) => `Fehler beim Registrieren des Namens ${name}`,
      suggestions: 'Fehler beim Abrufen der Namensvorschläge',
      resolve: 'Fehler beim Auflösen des Namens',
      unsupportedChain: 'Nicht unterstütztes Netzwerk',
      invalidChainId: 'Ungültige chainId',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
