/** The smart account's approval texts (ja). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) =>
    plural('ja', count, { one: 'トランザクションを送信', other: `${count} 件の呼び出しをまとめて送信` }),
  batchSummary: ({ count }) =>
    plural('ja', count, {
      one: '1 件の呼び出し',
      other: `1 つのトランザクションに ${count} 件の呼び出し。すべて実行されるか、何も実行されません`,
    }),
  callNumbered: ({ index, count }) => `呼び出し ${index}/${count}`,
  smartAccount: 'スマートアカウント',
  gas: 'ネットワーク手数料',
  sponsoredBy: ({ sponsor }) => `${sponsor} が負担`,
  paidByAccount: ({ amount }) => `お客様のアカウントが支払い：最大 ${amount}`,
  sequentialTitle: ({ count }) =>
    plural('ja', count, { one: 'トランザクションを送信', other: `${count} 件のトランザクションを送信` }),
  sequentialSummary: ({ count }) =>
    plural('ja', count, {
      one: '1 件のトランザクション',
      other: `${count} 件のトランザクションを順に送信します。それぞれが個別に実行されます`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
