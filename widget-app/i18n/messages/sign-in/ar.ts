/** The sign-in view's Arabic messages, part of the widget's Arabic catalog (`../ar.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} يطلب منك تسجيل الدخول`,
    explanation: 'وقّع الرسالة في محفظتك لتثبت أن هذا الحساب لك. التوقيع مجاني ولا يرسل أي معاملة.',
    requiredNote: 'سيؤدي الإلغاء إلى قطع اتصال محفظتك.',
    statement: 'رسالة من الموقع',
    sign: 'توقيع',
    signing: 'بانتظار محفظتك…',
    cancel: 'إلغاء',
    errors: {
      signing: 'خطأ في توقيع الرسالة',
      initialize: 'حدثت مشكلة أثناء محاولة تهيئة المصادقة',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
