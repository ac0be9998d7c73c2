/** عدة محافظ (ar). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'المحافظ',
    list: 'المحافظ المتصلة',
    namespaces: {
      eip155: 'إيثريوم وشبكات EVM',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: 'نشطة',
      connected: 'متصلة',
      disconnected: 'غير متصلة',
    },
    switchTo: ({ wallet }: { wallet: string }) => `التبديل إلى ${wallet}`,
    reconnect: ({ wallet }: { wallet: string }) => `توصيل ${wallet} مجددًا`,
    disconnect: ({ wallet }: { wallet: string }) => `فصل ${wallet}`,
    add: 'إضافة محفظة',
    empty: 'لا توجد محفظة متصلة.',
    notEnabledTitle: 'تعدد المحافظ غير مفعّل',
    notEnabledMessage: 'توصيل عدة محافظ في الوقت نفسه غير مفعّل لهذا الموقع. فعّل multiWallet في إعدادات المشروع.',
    noWalletFor: ({ network }: { network: string }) =>
      `لا توجد محفظة متصلة لشبكة ${network}. وصّل محفظة لاستخدامها؛ تبقى محافظك الأخرى متصلة.`,
    connectFor: 'توصيل محفظة',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
