/** The Buy view's Arabic messages, part of the widget's Arabic catalog (`../ar.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: 'شراء',
    token: 'الرمز المراد شراؤه',
    network: 'الشبكة',
    paymentCurrency: 'الدفع بعملة',
    paymentMethod: 'طريقة الدفع',
    methods: { card: 'بطاقة', ach_bank_account: 'تحويل بنكي (ACH)' },
    amount: 'المبلغ المراد دفعه',
    limits: ({ min, max }) => `من ${min} إلى ${max}`,
    fallbackOptions: 'تعذّر تحميل خيارات المزوّد: تُطبَّق الحدود القياسية.',
    loadingOptions: 'جارٍ تحميل الخيارات…',
    noOptions: 'لا يمكن شراء شيء على هذه الشبكة',
    quoteLoading: 'جارٍ الحصول على عرض سعر…',
    receive: 'ستتلقى',
    subtotal: 'المجموع الفرعي',
    providerFee: 'رسوم المزوّد',
    networkFee: 'رسوم الشبكة',
    total: 'الإجمالي',
    estimated: 'لا يتوفر عرض سعر: المبلغ المعروض هو المبلغ المُدخل.',
    submit: 'المتابعة إلى الدفع',
    starting: 'جارٍ فتح صفحة الدفع…',
    openCheckout: 'فتح صفحة الدفع',
    status: {
      open: 'في انتظار الدفع…',
      pending: 'تم استلام الدفعة: جارٍ إرسال رموزك…',
      completed: 'اكتمل الشراء',
      failed: ({ reason }) => `فشل الشراء: ${reason}`,
      expired: 'انتهت صلاحية صفحة الدفع قبل الدفع، لذلك لم يُخصم أي مبلغ. تابع إلى الدفع للبدء من جديد.',
    },
    toasts: {
      opened: 'فُتحت صفحة الدفع: أكمل الدفع هناك',
      blocked: 'حظر المتصفح صفحة الدفع: افتحها من الرابط',
      refused: ({ reason }) => `تعذّر فتح صفحة الدفع: ${reason}`,
      pending: ({ amount }) => `تم استلام الدفعة: جارٍ إرسال ${amount}…`,
      completed: ({ amount }) => `تم شراء ${amount}`,
      failed: ({ reason }) => `فشل الشراء: ${reason}`,
      expired: 'انتهت صلاحية صفحة الدفع دون دفع: لم يُخصم أي مبلغ',
    },
    errors: {
      belowMin: ({ min }) => `أقل مبلغ يمكنك دفعه هو ${min}`,
      aboveMax: ({ max }) => `أقصى مبلغ يمكنك دفعه هو ${max}`,
      noLimits: 'طريقة الدفع هذه غير متاحة بهذه العملة',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
