/** The Send view's Russian messages, part of the widget's Russian catalog (`../ru.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: 'Отправить',
    token: 'Токен',
    loadingTokens: 'Загрузка токенов…',
    noTokens: 'В этой сети нет токенов для отправки',
    balance: ({ amount }) => `Баланс: ${amount}`,
    amount: 'Сумма',
    max: 'Макс.',
    receiver: 'Адрес получателя',
    networkFee: 'Комиссия сети',
    feeLoading: 'Расчёт…',
    feeSponsored: 'Оплачивает сайт',
    feeUnavailable: 'Недоступна',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Отправить',
    sending: 'Отправка…',
    tokenAccountRent: ({ amount }) => `Включает ${amount} на новый токен-счёт получателя`,
    notLanded: 'Транзакция не прошла. Проверьте баланс и попробуйте ещё раз.',
    errors: {
      networkNotFound: 'Сеть не найдена',
      unsupportedChain: 'Неподдерживаемая сеть',
      amountAndReceiverRequired: 'Укажите сумму и адрес получателя',
      tokenRequired: 'Выберите токен',
      invalidReceiver: 'Введите корректный адрес: 0x и 40 шестнадцатеричных символов',
      feeExceedsBalance: 'Комиссия сети превышает баланс',
      feeUnavailable: 'Не удалось рассчитать комиссию сети. Попробуйте ещё раз.',
      invalidSolanaReceiver: 'Введите корректный адрес Solana: от 32 до 44 символов base58',
    },
  },
} satisfies Catalog<SendMessages>

export default send
