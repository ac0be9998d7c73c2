/** The Send view's German messages, part of the widget's German catalog (`../de.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: 'Senden',
    token: 'Token',
    loadingTokens: 'Token werden geladen…',
    noTokens: 'Keine Token zum Senden in diesem Netzwerk',
    balance: ({ amount }) => `Guthaben: ${amount}`,
    amount: 'Betrag',
    max: 'Max.',
    receiver: 'Empfängeradresse',
    networkFee: 'Netzwerkgebühr',
    feeLoading: 'Wird geschätzt…',
    feeSponsored: 'Gesponsert',
    feeUnavailable: 'Nicht verfügbar',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Senden',
    sending: 'Wird gesendet…',
    tokenAccountRent: ({ amount }) => `Enthält ${amount} für das neue Token-Konto des Empfängers`,
    notLanded: 'Die Transaktion ist nicht durchgegangen. Prüfen Sie Ihr Guthaben und versuchen Sie es erneut.',
    errors: {
      networkNotFound: 'Netzwerk nicht gefunden',
      unsupportedChain: 'Nicht unterstütztes Netzwerk',
      amountAndReceiverRequired: 'Betrag und Empfängeradresse sind erforderlich',
      tokenRequired: 'Ein Token ist erforderlich',
      invalidReceiver: 'Geben Sie eine gültige Adresse ein: 0x und 40 Hexadezimalzeichen',
      feeExceedsBalance: 'Die Netzwerkgebühr übersteigt das Guthaben',
      feeUnavailable: 'Die Netzwerkgebühr konnte nicht geschätzt werden. Versuchen Sie es erneut.',
      invalidSolanaReceiver: 'Geben Sie eine gültige Solana-Adresse ein: 32 bis 44 Base58-Zeichen',
    },
  },
} satisfies Catalog<SendMessages>

export default send
