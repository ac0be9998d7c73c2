/** The Send view's Arabic messages, part of the widget's Arabic catalog (`../ar.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: 'إرسال',
    token: 'الرمز المميز',
    loadingTokens: 'جارٍ تحميل الرموز المميزة…',
    noTokens: 'لا توجد رموز مميزة للإرسال على هذه الشبكة',
    balance: ({ amount }) => `الرصيد: ${amount}`,
    amount: 'المبلغ',
    max: 'الحد الأقصى',
    receiver: 'عنوان المستلم',
    networkFee: 'رسوم الشبكة',
    feeLoading: 'جارٍ التقدير…',
    feeSponsored: 'برعاية الموقع',
    feeUnavailable: 'غير متاحة',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'إرسال',
    sending: 'جارٍ الإرسال…',
    tokenAccountRent: ({ amount }) => `يشمل ${amount} لحساب الرموز الجديد للمستلم`,
    notLanded: 'لم تكتمل المعاملة. تحقّق من رصيدك وحاول مرة أخرى.',
    errors: {
      networkNotFound: 'لم يتم العثور على الشبكة',
      unsupportedChain: 'شبكة غير مدعومة',
      amountAndReceiverRequired: 'المبلغ وعنوان المستلم مطلوبان',
      tokenRequired: 'يجب اختيار رمز مميز',
      invalidReceiver: 'أدخل عنوانًا صالحًا: 0x متبوعًا بـ 40 حرفًا ست عشريًا',
      feeExceedsBalance: 'رسوم الشبكة أكبر من الرصيد',
      feeUnavailable: 'تعذّر تقدير رسوم الشبكة. حاول مرة أخرى.',
      invalidSolanaReceiver: 'أدخل عنوان Solana صالحًا: من 32 إلى 44 حرفًا بترميز base58',
    },
  },
} satisfies Catalog<SendMessages>

export default send
