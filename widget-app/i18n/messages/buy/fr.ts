/** The Buy view's French messages, part of the widget's French catalog (`../fr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: 'Acheter',
    token: 'Jeton à acheter',
    network: 'Réseau',
    paymentCurrency: 'Payer en',
    paymentMethod: 'Moyen de paiement',
    methods: { card: 'Carte', ach_bank_account: 'Virement bancaire (ACH)' },
    amount: 'Montant à payer',
    limits: ({ min, max }) => `De ${min} à ${max}`,
    fallbackOptions: 'Les options du fournisseur n’ont pas pu être chargées : les limites standard s’appliquent.',
    loadingOptions: 'Chargement des options…',
    noOptions: 'Rien ne peut être acheté sur ce réseau',
    quoteLoading: 'Obtention d’un devis…',
    receive: 'Vous recevez',
    subtotal: 'Sous-total',
    providerFee: 'Frais du fournisseur',
    networkFee: 'Frais de réseau',
    total: 'Total',
    estimated: 'Aucun devis disponible : le montant affiché est celui saisi.',
    submit: 'Continuer vers le paiement',
    starting: 'Ouverture du paiement…',
    openCheckout: 'Ouvrir le paiement',
    status: {
      open: 'En attente du paiement…',
      pending: 'Paiement reçu : envoi de vos jetons…',
      completed: 'Achat terminé',
      failed: ({ reason }) => `L’achat a échoué : ${reason}`,
      expired:
        'Le paiement a expiré avant d’être effectué : rien n’a été débité. Continuez vers le paiement pour recommencer.',
    },
    toasts: {
      opened: 'Paiement ouvert : terminez-le dans cette fenêtre',
      blocked: 'Le navigateur a bloqué le paiement : ouvrez-le avec le lien',
      refused: ({ reason }) => `Le paiement n’a pas pu être ouvert : ${reason}`,
      pending: ({ amount }) => `Paiement reçu : envoi de ${amount}…`,
      completed: ({ amount }) => `${amount} acheté`,
      failed: ({ reason }) => `L’achat a échoué : ${reason}`,
      expired: 'Le paiement a expiré sans être effectué : rien n’a été débité',
    },
    errors: {
      belowMin: ({ min }) => `Le minimum à payer est ${min}`,
      aboveMax: ({ max }) => `Le maximum à payer est ${max}`,
      noLimits: 'Ce moyen de paiement n’est pas proposé dans cette devise',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
