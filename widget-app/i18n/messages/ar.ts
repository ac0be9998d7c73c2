/** The widget's Arabic messages (Modern Standard Arabic). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/ar.js'
import send from './send/ar.js'
import swap from './swap/ar.js'
import buy from './buy/ar.js'
import signIn from './sign-in/ar.js'
import names from './names/ar.js'
import accountType from './account-type/ar.js'
import multiWallet from './multi-wallet/ar.js'
import chainAccounts from './chain-accounts/ar.js'
import views from './views/ar.js'
import type { WidgetMessages } from './en.js'

const ar = {
  titles: {
    profileWallets: 'المحافظ',
    connect: 'ربط المحفظة',
    connecting: 'جارٍ الاتصال',
    account: 'الحساب',
    networks: 'اختيار الشبكة',
    switchNetwork: 'تبديل الشبكة',
    email: 'البريد الإلكتروني',
    updateEmail: 'تحديث البريد الإلكتروني',
    approve: 'الموافقة',
    allWallets: 'جميع المحافظ',
    walletConnect: 'WalletConnect',
    send: 'إرسال',
    registerName: 'اختيار اسم',
    registerNameSuccess: 'تم تسجيل الاسم',
    swap: 'مبادلة',
    buy: 'شراء',
    signIn: 'تسجيل الدخول',
  },
  header: {
    back: 'رجوع',
    close: 'إغلاق',
  },
  tags: {
    installed: 'مثبّتة',
    recent: 'مستخدمة مؤخرًا',
    featured: 'مميّزة',
    recommended: 'موصى بها',
    current: 'الحالية',
    qrCode: 'رمز QR',
  },
  connect: {
    orUseWallet: 'أو استخدم محفظة',
    walletConnect: 'WalletConnect',
    noWallets: 'لم يتم العثور على محفظة متصفح في هذه الصفحة. ثبّت إضافة محفظة، ثم أعد تحميل الصفحة.',
    browserWallets: 'محافظ المتصفح',
    allWallets: 'جميع المحافظ',
    socials: 'تسجيل الدخول بحساب تواصل اجتماعي',
  },
  email: {
    label: 'البريد الإلكتروني',
    placeholder: 'name@example.com',
    continue: 'متابعة',
    sendingCode: ({ email }) => `جارٍ إرسال رمز إلى ${email}…`,
    approveBrowser: 'وافق على هذا المتصفح',
    approveBrowserDetail: ({ email }) =>
      `أرسلنا رابطًا إلى ${email}. افتحه للموافقة على هذا المتصفح؛ وستتابع هذه الصفحة تلقائيًا.`,
    codeSentTo: ({ email }) => `أدخل الرمز الذي أرسلناه إلى ${email}`,
    code: 'الرمز',
    checking: 'جارٍ التحقق…',
    resend: 'إعادة إرسال الرمز',
    resendIn: ({ seconds }) => `إعادة إرسال الرمز (${seconds} ث)`,
    retry: 'إعادة المحاولة',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'المصدر غير مسموح به',
      message: 'هذا الموقع ليس ضمن المصادر المسموح بها للمشروع. أضِفه في إعدادات المشروع لربط المحافظ هنا.',
    },
    INVALID_PROJECT_ID: {
      title: 'معرّف المشروع غير صالح',
      message: 'معرّف المشروع لهذا الموقع غير معروف. تحقّق من data-project-id.',
    },
    SERVER_ERROR: {
      title: 'خطأ في الخادم',
      message:
        'تعذّرت قراءة إعدادات المشروع. لا يزال بإمكان محافظ المتصفح ومحافظ WalletConnect الاتصال؛ أما تسجيل الدخول بالبريد الإلكتروني فينتظر حتى تتسنّى قراءتها.',
    },
    RATE_LIMITED: {
      title: 'تم تجاوز حد الطلبات',
      message:
        'طلبات كثيرة جدًا لهذا المشروع. لا يزال بإمكان محافظ المتصفح ومحافظ WalletConnect الاتصال؛ أما تسجيل الدخول بالبريد الإلكتروني فينتظر حتى تتسنّى قراءة المشروع.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'معرّف المشروع غير مُعدّ',
      message: 'لم تُعَدّ أي خدمة مشاريع لهذا النشر، لذا لا يمكن التحقق من الموقع. اتصالات المحافظ معطّلة.',
    },
  },
  toasts: {
    addressCopied: 'تم نسخ العنوان',
    copyAddressFailed: 'تعذّر نسخ العنوان',
    balanceUnavailable: 'رصيد الرمز المميز غير متاح',
    emailUpdated: 'تم تحديث البريد الإلكتروني',
    providerNotFound: 'لم يتم العثور على المزوّد.',
    networkNotFound: 'لم يتم العثور على الشبكة',
  },
  errors: {
    generic: 'حدث خطأ ما',
    unknown: 'حدث خطأ',
    connectFailed: 'فشل الاتصال',
    invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
    invalidCode: 'أدخل الرمز المكوّن من 6 أرقام الوارد في البريد الإلكتروني',
    cooldown: ({ seconds }) =>
      plural('ar', seconds, {
        zero: `يُرجى المحاولة مرة أخرى بعد ${seconds} ثانية`,
        one: 'يُرجى المحاولة مرة أخرى بعد ثانية واحدة',
        two: 'يُرجى المحاولة مرة أخرى بعد ثانيتين',
        few: `يُرجى المحاولة مرة أخرى بعد ${seconds} ثوانٍ`,
        many: `يُرجى المحاولة مرة أخرى بعد ${seconds} ثانية`,
        other: `يُرجى المحاولة مرة أخرى بعد ${seconds} ثانية`,
      }),
    frameLoadFailed: 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
    requestAborted: 'تم إلغاء الطلب',
    userRejected: 'رفض المستخدم الطلب.',
    noAccount: 'لم تُرجع المحفظة أي حساب',
    noEthereumAccount: 'لم توافق المحفظة على أي حساب Ethereum',
    walletConnectUnavailable: 'WalletConnect غير متاح في هذا النشر',
    emailUnavailable: 'تسجيل الدخول بالبريد الإلكتروني غير متاح',
    noChainSwitching: ({ wallet }) => `المحفظة ${wallet} لا تدعم تبديل الشبكة برمجيًا.`,
    codeWrong: 'رمز غير صالح',
    codeNone: 'لم يُرسَل أي رمز إلى هذا العنوان؛ اطلب رمزًا جديدًا',
    codeUsed: 'سبق استخدام هذا الرمز؛ اطلب رمزًا جديدًا',
    codeExpired: 'انتهت صلاحية هذا الرمز؛ اطلب رمزًا جديدًا',
    codeLocked: 'رموز خاطئة كثيرة جدًا؛ اطلب رمزًا جديدًا',
  },
  viewLoad: {
    loading: 'جارٍ التحميل…',
    failed: 'تعذّر تحميل هذا الجزء من الأداة. تحقّق من اتصالك.',
    retry: 'إعادة المحاولة',
  },
  ...accountTabs,
  secureFrame: {
    title: 'المحفظة الآمنة',
  },
  ...views,
  ...send,
  ...swap,
  ...buy,
  ...signIn,
  ...names,
  ...accountType,
  ...multiWallet,
  ...chainAccounts,
} satisfies Catalog<WidgetMessages>

export default ar
