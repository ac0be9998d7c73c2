/** The smart account's approval texts (zh). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) => plural('zh', count, { one: '发送交易', other: `一起发送 ${count} 个调用` }),
  batchSummary: ({ count }) =>
    plural('zh', count, { one: '1 个调用', other: `一笔交易中的 ${count} 个调用；要么全部生效，要么全部不生效` }),
  callNumbered: ({ index, count }) => `第 ${index} 个调用，共 ${count} 个`,
  smartAccount: '智能账户',
  gas: '网络费用',
  sponsoredBy: ({ sponsor }) => `由 ${sponsor} 赞助`,
  paidByAccount: ({ amount }) => `由您的账户支付：最多 ${amount}`,
  sequentialTitle: ({ count }) => plural('zh', count, { one: '发送交易', other: `发送 ${count} 笔交易` }),
  sequentialSummary: ({ count }) =>
    plural('zh', count, { one: '1 笔交易', other: `${count} 笔交易，依次发送；每笔各自生效` }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
