/** The smart account's approval texts (ar). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) =>
    plural('ar', count, {
      one: 'إرسال معاملة',
      two: 'إرسال استدعاءين معًا',
      few: `إرسال ${count} استدعاءات معًا`,
      many: `إرسال ${count} استدعاءً معًا`,
      other: `إرسال ${count} استدعاء معًا`,
    }),
  batchSummary: ({ count }) =>
    plural('ar', count, {
      one: 'استدعاء واحد',
      two: 'استدعاءان في معاملة واحدة؛ يُنفَّذان معًا أو لا يُنفَّذ أيٌّ منهما',
      few: `${count} استدعاءات في معاملة واحدة؛ تُنفَّذ كلها أو لا يُنفَّذ أيٌّ منها`,
      many: `${count} استدعاءً في معاملة واحدة؛ تُنفَّذ كلها أو لا يُنفَّذ أيٌّ منها`,
      other: `${count} استدعاء في معاملة واحدة؛ تُنفَّذ كلها أو لا يُنفَّذ أيٌّ منها`,
    }),
  callNumbered: ({ index, count }) => `الاستدعاء ${index} من ${count}`,
  smartAccount: 'الحساب الذكي',
  gas: 'رسوم الشبكة',
  sponsoredBy: ({ sponsor }) => `برعاية ${sponsor}`,
  paidByAccount: ({ amount }) => `يدفعها حسابك: حتى ${amount}`,
  sequentialTitle: ({ count }) =>
    plural('ar', count, {
      one: 'إرسال معاملة',
      two: 'إرسال معاملتين',
      few: `إرسال ${count} معاملات`,
      many: `إرسال ${count} معاملةً`,
      other: `إرسال ${count} معاملة`,
    }),
  sequentialSummary: ({ count }) =>
    plural('ar', count, {
      one: 'معاملة واحدة',
      two: 'معاملتان تُرسَلان واحدة تلو الأخرى؛ تُنفَّذ كل منهما وحدها',
      few: `${count} معاملات تُرسَل واحدة تلو الأخرى؛ تُنفَّذ كل منها وحدها`,
      many: `${count} معاملةً تُرسَل واحدة تلو الأخرى؛ تُنفَّذ كل منها وحدها`,
      other: `${count} معاملة تُرسَل واحدة تلو الأخرى؛ تُنفَّذ كل منها وحدها`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
