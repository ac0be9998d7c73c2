/** The widget's Russian messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/ru.js'
import send from './send/ru.js'
import swap from './swap/ru.js'
import buy from './buy/ru.js'
import signIn from './sign-in/ru.js'
import names from './names/ru.js'
import accountType from './account-type/ru.js'
import multiWallet from './multi-wallet/ru.js'
import chainAccounts from './chain-accounts/ru.js'
import views from './views/ru.js'
import type { WidgetMessages } from './en.js'

const ru = {
  titles: {
    profileWallets: 'Кошельки',
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
    send: 'Отправка',
    registerName: 'Выбор имени',
    registerNameSuccess: 'Имя зарегистрировано',
    swap: 'Обмен',
    buy: 'Покупка',
    signIn: 'Вход',
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
    socials: 'Войти через соцсеть',
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
  viewLoad: {
    loading: 'Загрузка…',
    failed: 'Не удалось загрузить эту часть виджета. Проверьте подключение.',
    retry: 'Повторить',
  },
  ...accountTabs,
  secureFrame: {
    title: 'Защищённый кошелёк',
  },
  ...views,
  ...send,
  ...swap,
  ...buy,
  ...signIn,
  ...names,
  ...accountType,
  ...multiWallet,
  ...chainAccounts,
} satisfies Catalog<WidgetMessages>

export default ru
