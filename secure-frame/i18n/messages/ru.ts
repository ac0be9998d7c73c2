/** The secure frame's Russian messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountRu from '../../smart-account/i18n/ru.js'
import type { SecureFrameMessages } from './en.js'

const ru = {
  smartAccount: smartAccountRu,
  titles: {
    signMessage: 'Подпись сообщения',
    signTypedData: 'Подпись типизированных данных',
    tokenPermit: 'Разрешение на токены',
    sendTransaction: 'Отправка транзакции',
  },
  approval: {
    requestedBy: 'Запрос от ',
    unknownSite: 'неизвестного сайта',
    reject: 'Отклонить',
    approve: 'Подтвердить',
    hiddenHint: 'Подтвердить можно, только когда это окно полностью видно.',
    details: 'Детали запроса',
    showRaw: ({ caption }) => `Показать ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`,
  },
  rows: {
    network: 'Сеть',
    account: 'Аккаунт',
    app: 'Приложение',
    type: 'Тип',
    contract: 'Контракт',
    from: 'От',
    to: 'Кому',
    creates: 'Создаёт',
    value: 'Сумма',
    maxFee: 'Макс. комиссия сети',
    total: 'Итого',
    token: 'Токен',
    tokens: 'Токены',
    recipient: 'Получатель',
    amount: 'Количество',
    collection: 'Коллекция',
    tokenId: 'ID токена',
    spender: 'Распорядитель',
    allowance: 'Лимит расходов',
    allowanceNumbered: ({ index }) => `Лимит расходов ${index}`,
    addedAllowance: 'Добавленный лимит',
    operator: 'Оператор',
    access: 'Доступ',
    function: 'Функция',
    permit: 'Разрешение',
    expires: 'Истекает',
  },
  values: {
    noName: '(без названия)',
    newContract: 'Новый контракт',
    upTo: ({ amount }) => `до ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} газа × не более ${gwei} gwei`,
    unknownToken: ({ amount }) => `${amount} (базовых единиц неизвестного токена)`,
    tokenNumber: ({ id }) => `токен #${id}`,
    unlimited: 'Без ограничений',
    unlimitedOf: ({ symbol }) => `${symbol} без ограничений`,
    allTokens: 'Все токены',
    revoked: 'Отозван',
    notRecognised: ({ selector }) => `${selector} (не распознана)`,
    never: 'Бессрочно',
    grantOf: ({ amount, token }) => `${token}: ${amount}`,
  },
  captions: {
    message: 'Сообщение',
    messageHex: 'Сообщение (hex; нечитаемый текст)',
    typedData: 'Сообщение с типизированными данными',
    rawData: ({ bytes }) =>
      plural('ru', bytes, {
        one: `Исходные данные (${bytes} байт)`,
        few: `Исходные данные (${bytes} байта)`,
        many: `Исходные данные (${bytes} байт)`,
        other: `Исходные данные (${bytes} байта)`,
      }),
  },
  summaries: {
    send: ({ amount, to }) => `Отправить ${amount} на ${to}`,
    createContract: 'Создать контракт',
    move: ({ what, from, to }) => `Переместить ${what} с ${from} на ${to}`,
    allowSpend: ({ spender, amount }) => `Разрешить ${spender} тратить ${amount}`,
    allowSpendMore: ({ spender, amount }) => `Разрешить ${spender} потратить ещё ${amount}`,
    sendNft: ({ standard, items, to }) => `Отправить ${standard} ${items} на ${to}`,
    allowAll: ({ operator }) => `Разрешить ${operator} перемещать все ваши токены этой коллекции`,
    revokeAll: ({ operator }) => `Отозвать доступ ${operator} к этой коллекции`,
    callFunction: ({ selector, contract }) => `Вызвать функцию ${selector} контракта ${contract}`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender} сможет забрать с вашего аккаунта все токены этого вида — сейчас и в будущем, пока вы не отзовёте разрешение.`,
    approveAll: ({ operator }) =>
      `${operator} сможет забрать любой ваш токен из этой коллекции — сейчас и в будущем, пока вы не отзовёте разрешение.`,
    /** "этот токен" / "эти токены" follow the number of tokens (1 or more), not the numeral's grammatical form. */
    permitUnlimited: ({ spender, count }) =>
      `Эта подпись позволяет ${spender} без ограничений и без дополнительного подтверждения забирать ${count === 1 ? 'этот токен' : 'эти токены'}.`,
    permit: ({ spender }) =>
      `Эта подпись позволяет ${spender} забирать токены с вашего аккаунта без дополнительного подтверждения.`,
  },
  social: {
    title: ({ provider }) => `Войти через ${provider}`,
    hint: 'Откроется окно, в котором вы войдёте в свой аккаунт.',
    continue: 'Продолжить',
    waiting: 'Завершите вход в открывшемся окне.',
    popupBlocked: 'Браузер заблокировал окно входа. Разрешите всплывающие окна для этого сайта и попробуйте снова.',
    retry: 'Повторить',
  },
  solana: {
    signTransaction: 'Подпись транзакции',
    feePayer: 'Плательщик комиссии',
    program: 'Программа',
    mint: 'Минт',
    newTokenAccount: 'Новый токен-счёт для',
    fee: 'Комиссия сети',
    unknownInstruction: ({ program }) => `${program} (неизвестная инструкция)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default ru
