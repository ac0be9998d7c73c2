/** The Buy view's German messages, part of the widget's German catalog (`../de.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: 'Kaufen',
    token: 'Zu kaufender Token',
    network: 'Netzwerk',
    paymentCurrency: 'Zahlen in',
    paymentMethod: 'Zahlungsmethode',
    methods: { card: 'Karte', ach_bank_account: 'Banküberweisung (ACH)' },
    amount: 'Zu zahlender Betrag',
    limits: ({ min, max }) => `Von ${min} bis ${max}`,
    fallbackOptions: 'Die Angebote des Anbieters konnten nicht geladen werden: Es gelten die Standardlimits.',
    loadingOptions: 'Optionen werden geladen…',
    noOptions: 'In diesem Netzwerk kann nichts gekauft werden',
    quoteLoading: 'Angebot wird abgerufen…',
    receive: 'Sie erhalten',
    subtotal: 'Zwischensumme',
    providerFee: 'Anbietergebühr',
    networkFee: 'Netzwerkgebühr',
    total: 'Gesamt',
    estimated: 'Kein Angebot verfügbar: Angezeigt wird der eingegebene Betrag.',
    submit: 'Weiter zur Kasse',
    starting: 'Kasse wird geöffnet…',
    openCheckout: 'Kasse öffnen',
    status: {
      open: 'Warten auf die Zahlung an der Kasse…',
      pending: 'Zahlung erhalten: Ihre Token werden gesendet…',
      completed: 'Kauf abgeschlossen',
      failed: ({ reason }) => `Der Kauf ist fehlgeschlagen: ${reason}`,
      expired:
        'Die Kasse ist abgelaufen, bevor bezahlt wurde, daher wurde nichts berechnet. Gehen Sie erneut zur Kasse, um neu zu beginnen.',
    },
    toasts: {
      opened: 'Kasse geöffnet: Schließen Sie dort die Zahlung ab',
      blocked: 'Der Browser hat die Kasse blockiert: Öffnen Sie sie über den Link',
      refused: ({ reason }) => `Die Kasse konnte nicht geöffnet werden: ${reason}`,
      pending: ({ amount }) => `Zahlung erhalten: ${amount} wird gesendet…`,
      completed: ({ amount }) => `${amount} gekauft`,
      failed: ({ reason }) => `Der Kauf ist fehlgeschlagen: ${reason}`,
      expired: 'Die Kasse ist unbezahlt abgelaufen: Es wurde nichts berechnet',
    },
    errors: {
      belowMin: ({ min }) => `Der Mindestbetrag ist ${min}`,
      aboveMax: ({ max }) => `Der Höchstbetrag ist ${max}`,
      noLimits: 'Diese Zahlungsmethode wird in dieser Währung nicht angeboten',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
