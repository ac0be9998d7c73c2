/** The smart account's approval texts (ko). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) => plural('ko', count, { one: '트랜잭션 보내기', other: `호출 ${count}개를 함께 보내기` }),
  batchSummary: ({ count }) =>
    plural('ko', count, {
      one: '호출 1개',
      other: `하나의 트랜잭션에 호출 ${count}개. 모두 적용되거나 하나도 적용되지 않습니다`,
    }),
  callNumbered: ({ index, count }) => `호출 ${index}/${count}`,
  smartAccount: '스마트 계정',
  gas: '네트워크 수수료',
  sponsoredBy: ({ sponsor }) => `${sponsor}에서 후원`,
  paidByAccount: ({ amount }) => `내 계정에서 지불: 최대 ${amount}`,
  sequentialTitle: ({ count }) => plural('ko', count, { one: '트랜잭션 보내기', other: `트랜잭션 ${count}개 보내기` }),
  sequentialSummary: ({ count }) =>
    plural('ko', count, {
      one: '트랜잭션 1개',
      other: `트랜잭션 ${count}개를 차례로 보냅니다. 각각 따로 적용됩니다`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
