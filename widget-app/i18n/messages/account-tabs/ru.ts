/** The Account tabs' Russian messages, part of the widget's Russian catalog (`../ru.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: 'Активы и активность',
    tokens: 'Токены',
    nfts: 'NFT',
    activity: 'Активность',
  },
  tokens: {
    total: 'Всего',
    loading: 'Загрузка токенов…',
    empty: 'В этой сети пока нет токенов.',
    retry: 'Повторить',
    noPrice: 'Нет цены',
  },
  nfts: {
    loading: 'Загрузка NFT…',
    empty: 'В этой сети пока нет NFT.',
    failed: 'Не удалось загрузить NFT.',
    retry: 'Повторить',
    loadMore: 'Загрузить ещё',
    back: 'Назад к NFT',
    tokenId: 'ID токена',
    contract: 'Контракт',
    standard: 'Стандарт',
    quantity: 'Количество',
    copyContract: ', скопировать адрес контракта',
    contractCopied: 'Адрес контракта скопирован',
    noImage: 'Нет изображения',
  },
  activity: {
    loading: 'Загрузка активности…',
    empty: 'В этой сети пока нет активности.',
    failed: 'Не удалось получить транзакции',
    retry: 'Повторить',
    loadMore: 'Загрузить ещё',
    pending: 'В обработке',
    to: ({ address }) => `Кому: ${address}`,
    from: ({ address }) => `От: ${address}`,
    nft: 'NFT',
    operations: {
      send: 'Отправлено',
      receive: 'Получено',
      mint: 'Выпущено',
      burn: 'Сожжено',
      execute: 'Выполнено',
      deposit: 'Внесено',
      withdraw: 'Выведено',
      borrow: 'Взято в долг',
      repay: 'Погашено',
      claim: 'Востребовано',
      approve: 'Одобрено',
      trade: 'Обменяно',
    },
    ago: {
      sec: ({ count }) => `${count} сек`,
      min: ({ count }) => `${count} мин`,
      hr: ({ count }) => `${count} ч`,
      d: ({ count }) => `${count} дн`,
      mo: ({ count }) => `${count} мес`,
      yr: ({ count }) =>
        plural('ru', count, { one: `${count} г.`, few: `${count} г.`, many: `${count} л.`, other: `${count} г.` }),
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
