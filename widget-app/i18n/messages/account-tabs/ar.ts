/** The Account tabs' Arabic messages, part of the widget's Arabic catalog (`../ar.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: 'الأصول والنشاط',
    tokens: 'الرموز المميزة',
    nfts: 'NFT',
    activity: 'النشاط',
  },
  tokens: {
    total: 'الإجمالي',
    loading: 'جارٍ تحميل الرموز المميزة…',
    empty: 'لا توجد رموز مميزة على هذه الشبكة بعد.',
    retry: 'إعادة المحاولة',
    noPrice: 'لا يوجد سعر',
  },
  nfts: {
    loading: 'جارٍ تحميل NFT…',
    empty: 'لا توجد NFT على هذه الشبكة بعد.',
    failed: 'تعذّر تحميل NFT.',
    retry: 'إعادة المحاولة',
    loadMore: 'تحميل المزيد',
    back: 'العودة إلى NFT',
    tokenId: 'معرّف الرمز',
    contract: 'العقد',
    standard: 'المعيار',
    quantity: 'الكمية',
    copyContract: '، نسخ عنوان العقد',
    contractCopied: 'تم نسخ عنوان العقد',
    noImage: 'لا توجد صورة',
  },
  activity: {
    loading: 'جارٍ تحميل النشاط…',
    empty: 'لا يوجد نشاط على هذه الشبكة بعد.',
    failed: 'تعذّر جلب المعاملات',
    retry: 'إعادة المحاولة',
    loadMore: 'تحميل المزيد',
    pending: 'قيد الانتظار',
    to: ({ address }) => `إلى ${address}`,
    from: ({ address }) => `من ${address}`,
    nft: 'NFT',
    operations: {
      send: 'إرسال',
      receive: 'استلام',
      mint: 'سكّ',
      burn: 'حرق',
      execute: 'تنفيذ',
      deposit: 'إيداع',
      withdraw: 'سحب',
      borrow: 'اقتراض',
      repay: 'سداد',
      claim: 'مطالبة',
      approve: 'موافقة',
      trade: 'مبادلة',
    },
    ago: {
      sec: ({ count }) => `${count} ث`,
      min: ({ count }) => `${count} د`,
      hr: ({ count }) => `${count} س`,
      d: ({ count }) => `${count} ي`,
      mo: ({ count }) => `${count} ش`,
      yr: ({ count }) => `${count} سنة`,
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
