/** The Swap view's Arabic messages, part of the widget's Arabic catalog (`../ar.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'مبادلة',
    sell: 'بيع',
    buy: 'شراء',
    amount: 'المبلغ المراد بيعه',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: 'البحث عن رمز مميز',
    noMatch: 'لا يوجد رمز مطابق',
    loadingTokens: 'جارٍ تحميل الرموز…',
    balance: ({ amount }) => `الرصيد: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'تبديل الرموز',
    quoteLoading: 'جارٍ الحصول على عرض سعر…',
    receive: 'ستستلم',
    priceImpact: 'تأثير السعر',
    priceImpactUnknown: 'غير معروف (لا يوجد سعر بالدولار)',
    slippage: 'تحمّل الانزلاق (%)',
    minimumReceived: 'الحد الأدنى المستلم',
    networkFee: 'رسوم الشبكة',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `وافق على ${symbol} أولًا: معاملتان`,
    submit: 'مبادلة',
    approveAndSwap: ({ symbol }) => `الموافقة على ${symbol} والمبادلة`,
    approving: 'جارٍ الموافقة…',
    swapping: 'جارٍ المبادلة…',
    toasts: {
      approving: ({ symbol }) => `جارٍ الموافقة على ${symbol}…`,
      approved: ({ symbol }) => `تمت الموافقة على ${symbol}`,
      swapping: ({ from, to }) => `جارٍ مبادلة ${from} بـ ${to}…`,
      swapped: ({ from, to }) => `تمت مبادلة ${from} بـ ${to}`,
    },
    errors: {
      networkNotSupported: 'الشبكة غير مدعومة للمبادلات',
      gasPriceNotSupported: 'الشبكة غير مدعومة لسعر الغاز',
      insufficientLiquidity: 'السيولة غير كافية',
      unavailable: 'تعذّر الحصول على عرض سعر. أعد المحاولة.',
      transactionFailed: 'فشلت المعاملة على الشبكة',
      tokensRequired: 'اختر رمزًا للبيع وآخر للشراء',
      sameToken: 'اختر رمزين مختلفين',
      amountRequired: 'أدخل مبلغًا',
      invalidSlippage: 'أدخل انزلاقًا من 0 إلى 50 بمنزلتين عشريتين على الأكثر',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
