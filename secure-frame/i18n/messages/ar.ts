/** The secure frame's Arabic messages (Modern Standard Arabic). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountAr from '../../smart-account/i18n/ar.js'
import type { SecureFrameMessages } from './en.js'

const ar = {
  smartAccount: smartAccountAr,
  titles: {
    signMessage: 'توقيع رسالة',
    signTypedData: 'توقيع بيانات منظّمة',
    tokenPermit: 'إذن الرموز المميزة',
    sendTransaction: 'إرسال معاملة',
  },
  approval: {
    requestedBy: 'بطلب من ',
    unknownSite: 'موقع غير معروف',
    reject: 'رفض',
    approve: 'موافقة',
    hiddenHint: 'تتاح الموافقة فقط عندما تكون هذه النافذة ظاهرة بالكامل.',
    details: 'تفاصيل الطلب',
    showRaw: ({ caption }) => `عرض ${caption}`,
  },
  rows: {
    network: 'الشبكة',
    account: 'الحساب',
    app: 'التطبيق',
    type: 'النوع',
    contract: 'العقد',
    from: 'من',
    to: 'إلى',
    creates: 'يُنشئ',
    value: 'القيمة',
    maxFee: 'أقصى رسوم للشبكة',
    total: 'الإجمالي',
    token: 'الرمز المميز',
    tokens: 'الرموز المميزة',
    recipient: 'المستلم',
    amount: 'المبلغ',
    collection: 'المجموعة',
    tokenId: 'معرّف الرمز المميز',
    spender: 'المُنفِق',
    allowance: 'حد الإنفاق',
    allowanceNumbered: ({ index }) => `حد الإنفاق ${index}`,
    addedAllowance: 'حد الإنفاق الإضافي',
    operator: 'المشغّل',
    access: 'الوصول',
    function: 'الدالة',
    permit: 'الإذن',
    expires: 'ينتهي في',
  },
  values: {
    noName: '(بلا اسم)',
    newContract: 'عقد جديد',
    upTo: ({ amount }) => `حتى ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} غاز × ${gwei} gwei كحد أقصى`,
    unknownToken: ({ amount }) => `${amount} (الوحدات الأساسية لرمز مميز غير معروف)`,
    tokenNumber: ({ id }) => `الرمز المميز #${id}`,
    unlimited: 'غير محدود',
    unlimitedOf: ({ symbol }) => `${symbol} غير محدود`,
    allTokens: 'جميع الرموز المميزة',
    revoked: 'مُلغى',
    notRecognised: ({ selector }) => `${selector} (غير معروفة)`,
    never: 'لا ينتهي',
    grantOf: ({ amount, token }) => `${amount} من ${token}`,
  },
  captions: {
    message: 'الرسالة',
    messageHex: 'الرسالة (بصيغة hex؛ ليست نصًا مقروءًا)',
    typedData: 'رسالة البيانات المنظّمة',
    rawData: ({ bytes }) =>
      plural('ar', bytes, {
        zero: `البيانات الأولية (${bytes} بايت)`,
        one: 'البيانات الأولية (بايت واحد)',
        two: 'البيانات الأولية (بايتان)',
        few: `البيانات الأولية (${bytes} بايتات)`,
        many: `البيانات الأولية (${bytes} بايت)`,
        other: `البيانات الأولية (${bytes} بايت)`,
      }),
  },
  summaries: {
    send: ({ amount, to }) => `إرسال ${amount} إلى ${to}`,
    createContract: 'إنشاء عقد',
    move: ({ what, from, to }) => `نقل ${what} من ${from} إلى ${to}`,
    allowSpend: ({ spender, amount }) => `السماح لـ ${spender} بإنفاق ${amount}`,
    allowSpendMore: ({ spender, amount }) => `السماح لـ ${spender} بإنفاق مبلغ إضافي قدره ${amount}`,
    sendNft: ({ standard, items, to }) => `إرسال ${standard} ${items} إلى ${to}`,
    allowAll: ({ operator }) => `السماح لـ ${operator} بنقل جميع رموزك المميزة في هذه المجموعة`,
    revokeAll: ({ operator }) => `إلغاء وصول ${operator} إلى هذه المجموعة`,
    callFunction: ({ selector, contract }) => `استدعاء الدالة ${selector} في ${contract}`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `سيتمكّن ${spender} من سحب كامل رصيدك من هذا الرمز المميز من حسابك، الآن ولاحقًا، إلى أن تلغي الإذن.`,
    approveAll: ({ operator }) =>
      `سيتمكّن ${operator} من سحب كل رمز مميز تملكه في هذه المجموعة، الآن ولاحقًا، إلى أن تلغي الإذن.`,
    permitUnlimited: ({ spender, count }) =>
      `يتيح هذا التوقيع لـ ${spender} سحب ${plural('ar', count, {
        zero: 'هذه الرموز المميزة',
        one: 'هذا الرمز المميز',
        two: 'هذين الرمزين المميزين',
        few: 'هذه الرموز المميزة',
        many: 'هذه الرموز المميزة',
        other: 'هذه الرموز المميزة',
      })} دون حد ودون تأكيد آخر.`,
    permit: ({ spender }) => `يتيح هذا التوقيع لـ ${spender} سحب رموز مميزة من حسابك دون تأكيد آخر.`,
  },
  social: {
    title: ({ provider }) => `تسجيل الدخول باستخدام ${provider}`,
    hint: 'ستُفتح نافذة لتسجيل الدخول إلى حسابك.',
    continue: 'متابعة',
    waiting: 'أكمل تسجيل الدخول في النافذة التي فُتحت.',
    popupBlocked: 'حظر متصفحك نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع ثم أعد المحاولة.',
    retry: 'إعادة المحاولة',
  },
  solana: {
    signTransaction: 'توقيع معاملة',
    feePayer: 'دافع الرسوم',
    program: 'البرنامج',
    mint: 'عنوان السك',
    newTokenAccount: 'حساب رموز جديد لـ',
    fee: 'رسوم الشبكة',
    unknownInstruction: ({ program }) => `${program} (تعليمة غير معروفة)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default ar
