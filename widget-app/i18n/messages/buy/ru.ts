/** The Buy view's Russian messages, part of the widget's Russian catalog (`../ru.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: 'Купить',
    token: 'Токен для покупки',
    network: 'Сеть',
    paymentCurrency: 'Валюта оплаты',
    paymentMethod: 'Способ оплаты',
    methods: { card: 'Карта', ach_bank_account: 'Банковский перевод (ACH)' },
    amount: 'Сумма к оплате',
    limits: ({ min, max }) => `От ${min} до ${max}`,
    fallbackOptions: 'Не удалось загрузить варианты провайдера: действуют стандартные лимиты.',
    loadingOptions: 'Загрузка вариантов…',
    noOptions: 'В этой сети ничего нельзя купить',
    quoteLoading: 'Получение котировки…',
    receive: 'Вы получите',
    subtotal: 'Промежуточный итог',
    providerFee: 'Комиссия провайдера',
    networkFee: 'Комиссия сети',
    total: 'Итого',
    estimated: 'Котировка недоступна: показана введённая сумма.',
    submit: 'Перейти к оплате',
    starting: 'Открытие страницы оплаты…',
    openCheckout: 'Открыть страницу оплаты',
    status: {
      open: 'Ожидание оплаты…',
      pending: 'Оплата получена: ваши токены отправляются…',
      completed: 'Покупка завершена',
      failed: ({ reason }) => `Покупка не удалась: ${reason}`,
      expired:
        'Срок страницы оплаты истёк до оплаты, поэтому ничего не списано. Перейдите к оплате, чтобы начать заново.',
    },
    toasts: {
      opened: 'Страница оплаты открыта: завершите оплату там',
      blocked: 'Браузер заблокировал страницу оплаты: откройте её по ссылке',
      refused: ({ reason }) => `Не удалось открыть страницу оплаты: ${reason}`,
      pending: ({ amount }) => `Оплата получена: отправляем ${amount}…`,
      completed: ({ amount }) => `Куплено: ${amount}`,
      failed: ({ reason }) => `Покупка не удалась: ${reason}`,
      expired: 'Срок страницы оплаты истёк без оплаты: ничего не списано',
    },
    errors: {
      belowMin: ({ min }) => `Минимальная сумма — ${min}`,
      aboveMax: ({ max }) => `Максимальная сумма — ${max}`,
      noLimits: 'Этот способ оплаты недоступен в этой валюте',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
