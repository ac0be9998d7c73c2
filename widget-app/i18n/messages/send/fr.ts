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
    feeSponsored: 'Sponsorisés',
    feeUnavailable: 'Indisponibles',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Envoyer',
    sending: 'Envoi…',
    tokenAccountRent: ({ amount }) => `Inclut ${amount} pour le nouveau compte de jetons du destinataire`,
    notLanded: 'La transaction n’a pas abouti. Vérifiez votre solde et réessayez.',
    errors: {
      networkNotFound: 'Réseau introuvable',
      unsupportedChain: 'Réseau non pris en charge',
      amountAndReceiverRequired: 'Un montant et une adresse de destinataire sont requis',
      tokenRequired: 'Un jeton est requis',
      invalidReceiver: 'Saisissez une adresse valide : 0x et 40 caractères hexadécimaux',
      feeExceedsBalance: 'Les frais de réseau dépassent le solde',
      feeUnavailable: 'Les frais de réseau n’ont pas pu être estimés. Réessayez.',
      invalidSolanaReceiver: 'Saisissez une adresse Solana valide : 32 à 44 caractères base58',
    },
  },
} satisfies Catalog<SendMessages>

export default send
