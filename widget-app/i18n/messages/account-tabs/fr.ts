/** The Account tabs' French messages, part of the widget's French catalog (`../fr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: 'Actifs et activité',
    tokens: 'Jetons',
    nfts: 'NFT',
    activity: 'Activité',
  },
  tokens: {
    total: 'Total',
    loading: 'Chargement des jetons…',
    empty: 'Aucun jeton sur ce réseau pour l’instant.',
    retry: 'Réessayer',
    noPrice: 'Prix inconnu',
  },
  nfts: {
    loading: 'Chargement des NFT…',
    empty: 'Aucun NFT sur ce réseau pour l’instant.',
    failed: 'Impossible de charger les NFT.',
    retry: 'Réessayer',
    loadMore: 'Charger plus',
    back: 'Retour aux NFT',
    tokenId: 'ID du jeton',
    contract: 'Contrat',
    standard: 'Norme',
    quantity: 'Quantité',
    copyContract: ', copier l’adresse du contrat',
    contractCopied: 'Adresse du contrat copiée',
    noImage: 'Aucune image',
  },
  activity: {
    loading: 'Chargement de l’activité…',
    empty: 'Aucune activité sur ce réseau pour l’instant.',
    failed: 'Impossible de récupérer les transactions',
    retry: 'Réessayer',
    loadMore: 'Charger plus',
    pending: 'En attente',
    to: ({ address }) => `À ${address}`,
    from: ({ address }) => `De ${address}`,
    nft: 'NFT',
    operations: {
      send: 'Envoyé',
      receive: 'Reçu',
      mint: 'Frappé',
      burn: 'Brûlé',
      execute: 'Exécuté',
      deposit: 'Déposé',
      withdraw: 'Retiré',
      borrow: 'Emprunté',
      repay: 'Remboursé',
      claim: 'Réclamé',
      approve: 'Approuvé',
      trade: 'Échangé',
    },
    ago: {
      sec: ({ count }) => `${count} s`,
      min: ({ count }) => `${count} min`,
      hr: ({ count }) => `${count} h`,
      d: ({ count }) => `${count} j`,
      mo: ({ count }) => `${count} mois`,
      yr: ({ count }) => `${count} an`,
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
