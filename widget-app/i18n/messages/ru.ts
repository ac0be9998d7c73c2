/** The widget's Russian messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/ru.js'
import type { WidgetMessages } from './en.js'

const ru = {
  titles: {
    connect: 'Подключить кошелёк',
    connecting: 'Подключение',
    account: 'Аккаунт',
    networks: 'Выбор сети',
    switchNetwork: 'Смена сети',
    email: 'Эл. почта',
    updateEmail: 'Смена эл. почты',
    approve: 'Подтверждение',
    allWallets: 'Все кошельки',
    walletConnect: 'WalletConnect',
  },
  header: {
    back: 'Назад',
    close: 'Закрыть',
  },
  tags: {
    installed: 'Установлен',
    recent: 'Недавно',
    featured: 'Популярный',
    recommended: 'Рекомендуем',
    current: 'Текущая',
    qrCode: 'QR-код',
  },
  connect: {
    orUseWallet: 'или используйте кошелёк',
    walletConnect: 'WalletConnect',
    noWallets:
      'На этой странице не найден браузерный кошелёк. Установите расширение кошелька и перезагрузите страницу.',
    browserWallets: 'Браузерные кошельки',
    allWallets: 'Все кошельки',
  },
  email: {
    label: 'Эл. почта',
    placeholder: 'ivan@example.com',
    continue: 'Продолжить',
    sendingCode: ({ email }) => `Отправляем код на ${email}…`,
    approveBrowser: 'Подтвердите этот браузер',
    approveBrowserDetail: ({ email }) =>
      `Мы отправили ссылку на ${email}. Откройте её, чтобы подтвердить этот браузер; страница продолжит работу сама.`,
    codeSentTo: ({ email }) => `Введите код, отправленный на ${email}`,
    code: 'Код',
    checking: 'Проверка…',
    resend: 'Отправить код повторно',
    resendIn: ({ seconds }) => `Отправить код повторно (${seconds} с)`,
    retry: 'Повторить',
  },
  updateEmail: {
    done: 'Эл. почта изменена',
    doneDetail: ({ email }) => `Теперь для входа в кошелёк используется ${email}.`,
    finish: 'Готово',
    current: ({ email }) => `Сейчас: ${email}.`,
    currentNone: 'Сейчас эл. почта не указана.',
    codeSentTo: ({ email }) => `Введите код, отправленный на ${email}.`,
    codeSentToCurrent: 'Введите код, отправленный на вашу текущую эл. почту.',
    newEmail: 'Новая эл. почта',
    code: 'Код',
    continue: 'Продолжить',
  },
  account: {
    copyAddress: ', скопировать полный адрес',
    balanceUnavailable: 'Баланс недоступен',
    balanceLoading: 'Загрузка баланса…',
    balanceRetry: 'Повторить',
    connectedWith: ({ wallet }) => `Подключено через ${wallet}`,
    network: 'Сеть',
    unsupportedNetwork: ({ chainId }) => `Неподдерживаемая сеть (${chainId})`,
    updateEmail: 'Изменить эл. почту',
    viewOnExplorer: 'Открыть в обозревателе блоков',
    disconnect: 'Отключить',
  },
  allWallets: {
    search: {
      label: 'Поиск кошельков',
      placeholder: 'Поиск по названию',
    },
    list: 'Все кошельки',
    found: ({ count }) =>
      plural('ru', count, {
        one: `Найден ${count} кошелёк`,
        few: `Найдено ${count} кошелька`,
        many: `Найдено ${count} кошельков`,
        other: `Найдено ${count} кошелька`,
      }),
    total: ({ count }) =>
      plural('ru', count, {
        one: `${count} кошелёк`,
        few: `${count} кошелька`,
        many: `${count} кошельков`,
        other: `${count} кошелька`,
      }),
    loading: 'Загрузка кошельков…',
    loadFailed: 'Не удалось загрузить список кошельков',
    searchFailed: 'Ошибка поиска',
    retry: 'Повторить',
  },
  connecting: {
    walletGone: 'Этот кошелёк больше недоступен на странице.',
    declined: 'Подключение отклонено',
    retry: 'Повторить',
    continueIn: ({ wallet }) => `Продолжите в ${wallet}`,
    acceptRequest: 'Примите запрос на подключение в кошельке.',
  },
  walletConnect: {
    openApp: 'Открыть приложение',
    openDesktop: 'Открыть приложение для ПК',
    openBrowser: 'Открыть в браузере',
    failed: 'Не удалось подключиться',
    retry: 'Повторить',
    qrLabel: ({ wallet }) => `QR-код для подключения ${wallet}`,
    qrLabelAny: 'QR-код для подключения кошелька WalletConnect',
    scanWith: ({ wallet }) => `Отсканируйте с помощью ${wallet}.`,
    scanWithPhone: 'Отсканируйте кошельком на телефоне.',
    linkCopied: 'Ссылка скопирована',
    copyFailed: 'Не удалось скопировать ссылку',
    copyLink: 'Копировать ссылку',
    unsafeLink:
      'Ссылка этого кошелька отклонена: открываются только ссылки https: и ссылки собственного приложения кошелька.',
    preparing: 'Подготовка подключения…',
    pending: {
      waiting: ({ wallet }) => `Ожидание ответа от ${wallet}`,
      waitingAny: 'Ожидание ответа от вашего кошелька',
      cancel: 'Отменить запрос',
      signMessage: 'Подпись сообщения',
      signTypedData: 'Подпись типизированных данных',
      sendTransaction: 'Отправка транзакции',
      switchNetwork: 'Смена сети',
      addNetwork: 'Добавление сети',
    },
  },
  networks: {
    list: 'Сети',
    supported: 'Поддерживаемые сети',
    approveInWallet: 'Подтвердите в кошельке',
    acceptSwitch: ({ network }) => `Подтвердите переключение на ${network} в кошельке.`,
    acceptSwitchAny: 'Подтвердите переключение сети в кошельке.',
    unsupported: 'Это приложение не поддерживает вашу текущую сеть. Переключитесь на одну из сетей ниже.',
    disconnect: 'Отключить',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'Источник не разрешён',
      message:
        'Этого сайта нет среди разрешённых источников проекта. Добавьте его в настройках проекта, чтобы подключать здесь кошельки.',
    },
    INVALID_PROJECT_ID: {
      title: 'Недействительный ID проекта',
      message: 'ID проекта этого сайта неизвестен. Проверьте data-project-id.',
    },
    SERVER_ERROR: {
      title: 'Ошибка сервера',
      message:
        'Не удалось прочитать настройки проекта. Браузерные кошельки и кошельки WalletConnect по-прежнему подключаются; вход по эл. почте станет доступен, когда настройки удастся прочитать.',
    },
    RATE_LIMITED: {
      title: 'Превышен лимит запросов',
      message:
        'Слишком много запросов для этого проекта. Браузерные кошельки и кошельки WalletConnect по-прежнему подключаются; вход по эл. почте станет доступен, когда проект удастся прочитать.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'ID проекта не настроен',
      message:
        'В этом развёртывании не настроен сервис проектов, поэтому сайт нельзя проверить. Подключение кошельков отключено.',
    },
  },
  toasts: {
    addressCopied: 'Адрес скопирован',
    copyAddressFailed: 'Не удалось скопировать адрес',
    balanceUnavailable: 'Баланс токенов недоступен',
    emailUpdated: 'Эл. почта изменена',
    providerNotFound: 'Провайдер не найден.',
    networkNotFound: 'Сеть не найдена',
  },
  errors: {
    generic: 'Что-то пошло не так',
    unknown: 'Произошла ошибка',
    connectFailed: 'Не удалось подключиться',
    invalidEmail: 'Недопустимый адрес эл. почты',
    invalidCode: 'Введите 6-значный код из письма',
    cooldown: ({ seconds }) =>
      plural('ru', seconds, {
        one: `Повторите попытку через ${seconds} секунду`,
        few: `Повторите попытку через ${seconds} секунды`,
        many: `Повторите попытку через ${seconds} секунд`,
        other: `Повторите попытку через ${seconds} секунды`,
      }),
    frameLoadFailed: 'Не удалось загрузить компонент входа по эл. почте',
    requestAborted: 'Запрос прерван',
    userRejected: 'Пользователь отклонил запрос.',
    noAccount: 'Кошелёк не вернул ни одного аккаунта',
    noEthereumAccount: 'Кошелёк не подтвердил ни одного аккаунта Ethereum',
    walletConnectUnavailable: 'WalletConnect недоступен в этом развёртывании',
    emailUnavailable: 'Вход по эл. почте недоступен',
    noChainSwitching: ({ wallet }) => `${wallet} не поддерживает программное переключение сетей.`,
    codeWrong: 'Неверный код',
    codeNone: 'На этот адрес код не отправлялся; запросите новый',
    codeUsed: 'Этот код уже использован; запросите новый',
    codeExpired: 'Срок действия кода истёк; запросите новый',
    codeLocked: 'Слишком много неверных кодов; запросите новый',
  },
  secureFrame: {
    title: 'Защищённый кошелёк',
  },
  viewLoad: {
    loading: 'Загрузка…',
    failed: 'Не удалось загрузить эту часть виджета. Проверьте подключение.',
    retry: 'Повторить',
  },
  ...accountTabs,
  /** Send view. */
  send: {
    title: 'Отправка',
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
    feeUnavailable: 'Недоступна',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: 'Отправить',
    sending: 'Отправка…',
    errors: {
      networkNotFound: 'Сеть не найдена',
      unsupportedChain: 'Неподдерживаемая сеть',
      amountAndReceiverRequired: 'Укажите сумму и адрес получателя',
      tokenRequired: 'Выберите токен',
      invalidReceiver: 'Введите корректный адрес: 0x и 40 шестнадцатеричных символов',
      feeExceedsBalance: 'Комиссия сети превышает баланс',
      feeUnavailable: 'Не удалось рассчитать комиссию сети. Попробуйте ещё раз.',
      negative: 'Сумма не может быть отрицательной',
      exponent: 'Введите сумму цифрами, без экспоненты (например, 0,001)',
      tooManyDecimals: ({ symbol, decimals }) =>
        `Слишком много знаков после запятой для ${symbol} (не более ${decimals})`,
      invalid: 'Введите цифры с одним десятичным разделителем, без разделителей разрядов',
      exceedsBalance: 'Сумма превышает баланс',
      zero: 'Введите сумму больше нуля',
    },
  },
} satisfies Catalog<WidgetMessages>

export default ru
