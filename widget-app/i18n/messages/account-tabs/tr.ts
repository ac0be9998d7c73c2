/** The Account tabs' Turkish messages, part of the widget's Turkish catalog (`../tr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: 'Varlıklar ve etkinlik',
    tokens: 'Token’lar',
    nfts: 'NFT’ler',
    activity: 'Etkinlik',
  },
  tokens: {
    total: 'Toplam',
    loading: 'Token’lar yükleniyor…',
    empty: 'Bu ağda henüz token yok.',
    retry: 'Tekrar dene',
    noPrice: 'Fiyat yok',
  },
  nfts: {
    loading: 'NFT’ler yükleniyor…',
    empty: 'Bu ağda henüz NFT yok.',
    failed: 'NFT’ler yüklenemedi.',
    retry: 'Tekrar dene',
    loadMore: 'Daha fazla yükle',
    back: 'NFT’lere dön',
    tokenId: 'Token kimliği',
    contract: 'Sözleşme',
    standard: 'Standart',
    quantity: 'Miktar',
    copyContract: ', sözleşme adresini kopyala',
    contractCopied: 'Sözleşme adresi kopyalandı',
    noImage: 'Görsel yok',
  },
  activity: {
    loading: 'Etkinlik yükleniyor…',
    empty: 'Bu ağda henüz etkinlik yok.',
    failed: 'İşlemler alınamadı',
    retry: 'Tekrar dene',
    loadMore: 'Daha fazla yükle',
    pending: 'Beklemede',
    to: ({ address }) => `Alıcı: ${address}`,
    from: ({ address }) => `Gönderen: ${address}`,
    nft: 'NFT',
    operations: {
      send: 'Gönderildi',
      receive: 'Alındı',
      mint: 'Basıldı',
      burn: 'Yakıldı',
      execute: 'Yürütüldü',
      deposit: 'Yatırıldı',
      withdraw: 'Çekildi',
      borrow: 'Borç alındı',
      repay: 'Geri ödendi',
      claim: 'Talep edildi',
      approve: 'Onaylandı',
      trade: 'Takas edildi',
    },
    ago: {
      sec: ({ count }) => `${count} sn`,
      min: ({ count }) => `${count} dk`,
      hr: ({ count }) => `${count} sa`,
      d: ({ count }) => `${count} g`,
      mo: ({ count }) => `${count} ay`,
      yr: ({ count }) => `${count} yıl`,
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
