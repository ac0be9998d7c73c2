/** The Arabic texts of the views downloaded on demand, part of the widget's Arabic catalog (`../ar.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
  updateEmail: {
    done: 'تم تحديث البريد الإلكتروني',
    doneDetail: ({ email }) => `أصبحت محفظتك تسجّل الدخول الآن باستخدام ${email}.`,
    finish: 'تم',
    current: ({ email }) => `البريد الحالي: ${email}.`,
    currentNone: 'لا يوجد بريد إلكتروني حاليًا.',
    codeSentTo: ({ email }) => `أدخل الرمز الذي أرسلناه إلى ${email}.`,
    codeSentToCurrent: 'أدخل الرمز الذي أرسلناه إلى بريدك الإلكتروني الحالي.',
    newEmail: 'البريد الإلكتروني الجديد',
    code: 'الرمز',
    continue: 'متابعة',
  },
  account: {
    copyAddress: '، نسخ العنوان الكامل',
    balanceUnavailable: 'الرصيد غير متاح',
    balanceLoading: 'جارٍ تحميل الرصيد…',
    balanceRetry: 'إعادة المحاولة',
    connectedWith: ({ wallet }) => `متصل عبر ${wallet}`,
    network: 'الشبكة',
    unsupportedNetwork: ({ chainId }) => `شبكة غير مدعومة (${chainId})`,
    updateEmail: 'تحديث البريد الإلكتروني',
    viewOnExplorer: 'عرض في مستكشف الكتل',
    disconnect: 'قطع الاتصال',
  },
  allWallets: {
    search: {
      label: 'البحث في المحافظ',
      placeholder: 'ابحث بالاسم',
    },
    list: 'جميع المحافظ',
    found: ({ count }) =>
      plural('ar', count, {
        zero: 'لم يتم العثور على أي محفظة',
        one: 'تم العثور على محفظة واحدة',
        two: 'تم العثور على محفظتين',
        few: `تم العثور على ${count} محافظ`,
        many: `تم العثور على ${count} محفظة`,
        other: `تم العثور على ${count} محفظة`,
      }),
    total: ({ count }) =>
      plural('ar', count, {
        zero: 'لا توجد محافظ',
        one: 'محفظة واحدة',
        two: 'محفظتان',
        few: `${count} محافظ`,
        many: `${count} محفظة`,
        other: `${count} محفظة`,
      }),
    loading: 'جارٍ تحميل المحافظ…',
    loadFailed: 'تعذّر تحميل قائمة المحافظ',
    searchFailed: 'فشل البحث',
    retry: 'إعادة المحاولة',
  },
  connecting: {
    walletGone: 'لم تعد هذه المحفظة متاحة في الصفحة.',
    declined: 'تم رفض الاتصال',
    retry: 'إعادة المحاولة',
    continueIn: ({ wallet }) => `المتابعة في ${wallet}`,
    acceptRequest: 'اقبل طلب الاتصال في المحفظة.',
  },
  walletConnect: {
    openApp: 'فتح التطبيق',
    openDesktop: 'فتح تطبيق سطح المكتب',
    openBrowser: 'فتح في المتصفح',
    failed: 'فشل الاتصال',
    retry: 'إعادة المحاولة',
    qrLabel: ({ wallet }) => `رمز QR لربط ${wallet}`,
    qrLabelAny: 'رمز QR لربط محفظة WalletConnect',
    scanWith: ({ wallet }) => `امسح الرمز باستخدام ${wallet}.`,
    scanWithPhone: 'امسح الرمز باستخدام المحفظة على هاتفك.',
    linkCopied: 'تم نسخ الرابط',
    copyFailed: 'تعذّر نسخ الرابط',
    copyLink: 'نسخ الرابط',
    unsafeLink: 'تم رفض رابط من هذه المحفظة: لا تُفتح إلا روابط https: وروابط تطبيق المحفظة نفسها.',
    preparing: 'جارٍ تجهيز الاتصال…',
    pending: {
      waiting: ({ wallet }) => `بانتظار ${wallet}`,
      waitingAny: 'بانتظار محفظتك',
      cancel: 'إلغاء الطلب',
      signMessage: 'توقيع رسالة',
      signTypedData: 'توقيع بيانات منظّمة',
      sendTransaction: 'إرسال معاملة',
      switchNetwork: 'تبديل الشبكة',
      addNetwork: 'إضافة شبكة',
    },
  },
  networks: {
    list: 'الشبكات',
    supported: 'الشبكات المدعومة',
    approveInWallet: 'وافق في المحفظة',
    acceptSwitch: ({ network }) => `اقبل التبديل إلى ${network} في محفظتك.`,
    acceptSwitchAny: 'اقبل التبديل إلى الشبكة في محفظتك.',
    unsupported: 'لا يدعم هذا التطبيق شبكتك الحالية. بدّل إلى إحدى الشبكات أدناه.',
    disconnect: 'قطع الاتصال',
  },
  amount: {
    negative: 'لا يمكن أن يكون المبلغ سالبًا',
    exponent: 'اكتب المبلغ بالأرقام دون أُس (مثل 0.001)',
    tooManyDecimals: ({ symbol, decimals }) => `منازل عشرية كثيرة جدًا لـ ${symbol} (الحد الأقصى ${decimals})`,
    invalid: 'أدخل أرقامًا بفاصل عشري واحد ودون فواصل الآلاف',
    exceedsBalance: 'المبلغ أكبر من الرصيد',
    zero: 'أدخل مبلغًا أكبر من صفر',
  },
} satisfies Catalog<ViewsMessages>

export default views
