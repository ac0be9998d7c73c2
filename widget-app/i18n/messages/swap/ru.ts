/** The Swap view's Russian messages, part of the widget's Russian catalog (`../ru.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'Обменять',
    sell: 'Продать',
    buy: 'Купить',
    amount: 'Сумма продажи',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: 'Поиск токенов',
    noMatch: 'Токены не найдены',
    loadingTokens: 'Загрузка токенов…',
    balance: ({ amount }) => `Баланс: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'Поменять местами',
    quoteLoading: 'Получение котировки…',
    receive: 'Вы получите',
    priceImpact: 'Влияние на цену',
    priceImpactUnknown: 'Неизвестно (нет цены в USD)',
    slippage: 'Допустимое проскальзывание (%)',
    minimumReceived: 'Минимум к получению',
    networkFee: 'Комиссия сети',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `Сначала подтвердите ${symbol}: две транзакции`,
    submit: 'Обменять',
    approveAndSwap: ({ symbol }) => `Подтвердить ${symbol} и обменять`,
    approving: 'Подтверждение…',
    swapping: 'Обмен…',
    toasts: {
      approving: ({ symbol }) => `Подтверждение ${symbol}…`,
      approved: ({ symbol }) => `${symbol} подтверждён`,
      swapping: ({ from, to }) => `Обмен ${from} на ${to}…`,
      swapped: ({ from, to }) => `${from} обменян на ${to}`,
    },
    errors: {
      networkNotSupported: 'Сеть не поддерживается для обмена',
      gasPriceNotSupported: 'Сеть не поддерживается для цены газа',
      insufficientLiquidity: 'Недостаточно ликвидности',
      unavailable: 'Не удалось получить котировку. Попробуйте ещё раз.',
      transactionFailed: 'Транзакция не прошла в сети',
      tokensRequired: 'Выберите токен для продажи и токен для покупки',
      sameToken: 'Выберите два разных токена',
      amountRequired: 'Введите сумму',
      invalidSlippage: 'Введите проскальзывание от 0 до 50, не более двух знаков после запятой',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
