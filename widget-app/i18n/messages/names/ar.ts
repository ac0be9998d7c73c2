/** The account-name views' Arabic messages, part of the widget's Arabic catalog (`../ar.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: 'اختيار اسم',
    label: 'الاسم',
    rulesHint: 'حروف وأرقام وشرطات، 4 أحرف على الأقل',
    checking: 'جارٍ التحقق…',
    available: ({ name }) => `${name} متاح`,
    taken: ({ name }) => `${name} مستخدم بالفعل`,
    suggestions: 'متاح بدلًا منه',
    register: 'تسجيل',
    registering: 'في انتظار محفظتك…',
    signNote: 'ستطلب منك محفظتك توقيع رسالة. التوقيع مجاني ولا يرسل أي معاملة.',
    success: ({ name }) => `أصبح ${name} اسم حسابك`,
    successNote: 'يظهر بدلًا من عنوانك، ويمكن للآخرين الإرسال إليه.',
    done: 'تم',
    resolvesTo: ({ address }) => `يُرسل إلى ${address}`,
    resolving: 'جارٍ البحث عن الاسم…',
    notRegistered: ({ name }) => `${name} غير مسجَّل`,
    rules: {
      characters: 'استخدم الحروف والأرقام والشرطات فقط',
      tooShort: 'استخدم 4 أحرف على الأقل',
      tooLong: 'استخدم 63 حرفًا على الأكثر',
    },
    errors: {
      register: ({ name }) => `خطأ في تسجيل الاسم ${name}`,
      suggestions: 'خطأ في جلب اقتراحات الأسماء',
      resolve: 'خطأ في العثور على الاسم',
      unsupportedChain: 'شبكة غير مدعومة',
      invalidChainId: 'chainId غير صالح',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
