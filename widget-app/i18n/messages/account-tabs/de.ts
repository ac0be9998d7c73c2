/** The Account tabs' German messages, part of the widget's German catalog (`../de.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: 'Bestände und Aktivität',
    tokens: 'Token',
    nfts: 'NFTs',
    activity: 'Aktivität',
  },
  tokens: {
    total: 'Gesamt',
    loading: 'Token werden geladen…',
    empty: 'Noch keine Token in diesem Netzwerk.',
    retry: 'Erneut versuchen',
    noPrice: 'Kein Preis',
  },
  nfts: {
    loading: 'NFTs werden geladen…',
    empty: 'Noch keine NFTs in diesem Netzwerk.',
    failed: 'Die NFTs konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    loadMore: 'Mehr laden',
    back: 'Zurück zu den NFTs',
    tokenId: 'Token-ID',
    contract: 'Vertrag',
    standard: 'Standard',
    quantity: 'Anzahl',
    copyContract: ', Vertragsadresse kopieren',
    contractCopied: 'Vertragsadresse kopiert',
    noImage: 'Kein Bild',
  },
  activity: {
    loading: 'Aktivität wird geladen…',
    empty: 'Noch keine Aktivität in diesem Netzwerk.',
    failed: 'Transaktionen konnten nicht abgerufen werden',
    retry: 'Erneut versuchen',
    loadMore: 'Mehr laden',
    pending: 'Ausstehend',
    to: ({ address }) => `An ${address}`,
    from: ({ address }) => `Von ${address}`,
    nft: 'NFT',
    operations: {
      send: 'Gesendet',
      receive: 'Empfangen',
      mint: 'Geprägt',
      burn: 'Verbrannt',
      execute: 'Ausgeführt',
      deposit: 'Eingezahlt',
      withdraw: 'Abgehoben',
      borrow: 'Geliehen',
      repay: 'Zurückgezahlt',
      claim: 'Beansprucht',
      approve: 'Genehmigt',
      trade: 'Getauscht',
    },
    ago: {
      sec: ({ count }) => `${count} Sek.`,
      min: ({ count }) => `${count} Min.`,
      hr: ({ count }) => `${count} Std.`,
      d: ({ count }) => `${count} T.`,
      mo: ({ count }) => `${count} Mon.`,
      yr: ({ count }) => `${count} J.`,
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
