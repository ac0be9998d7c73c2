/** The Swap view's French messages, part of the widget's French catalog (`../fr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'Échanger',
    sell: 'Vendre',
    buy: 'Acheter',
    amount: 'Montant à vendre',
    pickToken: ({ side, symbol }) => `${side} : ${symbol}`,
    search: 'Rechercher un jeton',
    noMatch: 'Aucun jeton ne correspond',
    loadingTokens: 'Chargement des jetons…',
    balance: ({ amount }) => `Solde : ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'Inverser les jetons',
    quoteLoading: 'Obtention d’un devis…',
    receive: 'Vous recevez',
    priceImpact: 'Impact sur le prix',
    priceImpactUnknown: 'Inconnu (pas de prix en USD)',
    slippage: 'Tolérance de glissement (%)',
    minimumReceived: 'Minimum reçu',
    networkFee: 'Frais de réseau',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `Approuvez d’abord ${symbol} : deux transactions`,
    submit: 'Échanger',
    approveAndSwap: ({ symbol }) => `Approuver ${symbol} et échanger`,
    approving: 'Approbation…',
    swapping: 'Échange en cours…',
    toasts: {
      approving: ({ symbol }) => `Approbation de ${symbol}…`,
      approved: ({ symbol }) => `${symbol} approuvé`,
      swapping: ({ from, to }) => `Échange de ${from} contre ${to}…`,
      swapped: ({ from, to }) => `${from} échangé contre ${to}`,
    },
    errors: {
      networkNotSupported: 'Réseau non pris en charge pour les échanges',
      gasPriceNotSupported: 'Réseau non pris en charge pour le prix du gas',
      insufficientLiquidity: 'Liquidité insuffisante',
      unavailable: 'Aucun devis n’a pu être obtenu. Réessayez.',
      transactionFailed: 'La transaction a échoué sur le réseau',
      tokensRequired: 'Choisissez un jeton à vendre et un à acheter',
      sameToken: 'Choisissez deux jetons différents',
      amountRequired: 'Saisissez un montant',
      invalidSlippage: 'Saisissez un glissement de 0 à 50 avec deux décimales au plus',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
