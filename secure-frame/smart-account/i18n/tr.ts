/** The smart account's approval texts (tr). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) => plural('tr', count, { one: 'İşlem gönder', other: `${count} çağrıyı birlikte gönder` }),
  batchSummary: ({ count }) =>
    plural('tr', count, { one: '1 çağrı', other: `Tek işlemde ${count} çağrı; ya hepsi ya hiçbiri uygulanır` }),
  callNumbered: ({ index, count }) => `Çağrı ${index} / ${count}`,
  smartAccount: 'Akıllı hesap',
  gas: 'Ağ ücreti',
  sponsoredBy: ({ sponsor }) => `Sponsor: ${sponsor}`,
  paidByAccount: ({ amount }) => `Hesabınız öder: en fazla ${amount}`,
  sequentialTitle: ({ count }) => plural('tr', count, { one: 'İşlem gönder', other: `${count} işlem gönder` }),
  sequentialSummary: ({ count }) =>
    plural('tr', count, { one: '1 işlem', other: `Art arda gönderilen ${count} işlem; her biri ayrı ayrı uygulanır` }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
