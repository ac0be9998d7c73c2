/** The Send view's French messages, part of the widget's French catalog (`../fr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: 'Envoyer',
    token: 'Jeton',
    loadingTokens: 'Chargement des jetons…',
    noTokens: 'Aucun jeton à envoyer sur ce réseau',
    balance: ({ amount }) => `Solde : ${amount}`,
    amount: 'Montant',
    max: 'Max',
    receiver: 'Adresse du destinataire',
    networkFee: 'Frais de réseau',
    feeLoading: 'Estimation…',
    feeUnavailable: 'Indisponibles',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Envoyer',
    sending: 'Envoi…',
    errors: {
      networkNotFound: 'Réseau introuvable',
      unsupportedChain: 'Réseau non pris en charge',
      amountAndReceiverRequired: 'Un montant et une adresse de destinataire sont requis',
      tokenRequired: 'Un jeton est requis',
      invalidReceiver: 'Saisissez une adresse valide : 0x et 40 caractères hexadécimaux',
      feeExceedsBalance: 'Les frais de réseau dépassent le solde',
      feeUnavailable: 'Les frais de réseau n’ont pas pu être estimés. Réessayez.',
      negative: 'Le montant ne peut pas être négatif',
      exponent: 'Saisissez le montant en chiffres, sans exposant (p. ex. 0,001)',
      tooManyDecimals: ({ symbol, decimals }) => `Trop de décimales pour ${symbol} (${decimals} au maximum)`,
      invalid: 'Saisissez des chiffres avec un seul séparateur décimal, sans séparateur de milliers',
      exceedsBalance: 'Le montant dépasse le solde',
      zero: 'Saisissez un montant supérieur à zéro',
    },
  },
} satisfies Catalog<SendMessages>

export default send
