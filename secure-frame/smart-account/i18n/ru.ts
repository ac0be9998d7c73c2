/** The smart account's approval texts (ru). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SmartAccountMessages } from './en.js'

const smartAccount = {
  title: ({ count }) =>
    plural('ru', count, {
      one: `Отправить ${count} вызов вместе`,
      few: `Отправить ${count} вызова вместе`,
      many: `Отправить ${count} вызовов вместе`,
      other: `Отправить ${count} вызова вместе`,
    }),
  batchSummary: ({ count }) =>
    plural('ru', count, {
      one: `${count} вызов в одной транзакции; выполнятся все или ни один`,
      few: `${count} вызова в одной транзакции; выполнятся все или ни один`,
      many: `${count} вызовов в одной транзакции; выполнятся все или ни один`,
      other: `${count} вызова в одной транзакции; выполнятся все или ни один`,
    }),
  callNumbered: ({ index, count }) => `Вызов ${index} из ${count}`,
  smartAccount: 'Смарт-аккаунт',
  gas: 'Комиссия сети',
  sponsoredBy: ({ sponsor }) => `Оплачивает ${sponsor}`,
  paidByAccount: ({ amount }) => `Оплачивает ваш аккаунт: до ${amount}`,
  sequentialTitle: ({ count }) =>
    plural('ru', count, {
      one: `Отправить ${count} транзакцию`,
      few: `Отправить ${count} транзакции`,
      many: `Отправить ${count} транзакций`,
      other: `Отправить ${count} транзакции`,
    }),
  sequentialSummary: ({ count }) =>
    plural('ru', count, {
      one: `${count} транзакция, отправляется отдельно; выполняется сама по себе`,
      few: `${count} транзакции, отправляются одна за другой; каждая выполняется отдельно`,
      many: `${count} транзакций, отправляются одна за другой; каждая выполняется отдельно`,
      other: `${count} транзакции, отправляются одна за другой; каждая выполняется отдельно`,
    }),
} satisfies Catalog<SmartAccountMessages>

export default smartAccount
