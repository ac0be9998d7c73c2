/** The Russian texts of the views downloaded on demand, part of the widget's Russian catalog (`../ru.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
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
  amount: {
    negative: 'Сумма не может быть отрицательной',
    exponent: 'Введите сумму цифрами, без экспоненты (например, 0,001)',
    tooManyDecimals: ({ symbol, decimals }) =>
      `Слишком много знаков после запятой для ${symbol} (не более ${decimals})`,
    invalid: 'Введите цифры с одним десятичным разделителем, без разделителей разрядов',
    exceedsBalance: 'Сумма превышает баланс',
    zero: 'Введите сумму больше нуля',
  },
  farcaster: {
    qrLabel: 'QR-код для входа через Farcaster',
    scan: 'Отсканируйте код камерой телефона или откройте ссылку в Farcaster.',
    openLink: 'Открыть в Farcaster',
    preparing: 'Подготовка запроса на вход…',
    waiting: 'Ожидание подтверждения в Farcaster…',
    failed: 'Не удалось войти через Farcaster',
  },
  social: {
    heading: ({ provider }) => `Войти через ${provider}`,
    starting: 'Подготовка входа…',
    prompt: ({ provider }) => `Нажмите «Продолжить», чтобы открыть вход через ${provider} во всплывающем окне.`,
    blocked: 'Браузер заблокировал всплывающее окно. Разрешите всплывающие окна для этого сайта и нажмите «Повторить».',
    popup: 'Продолжите во всплывающем окне',
    connecting: 'Подключение кошелька…',
    failed: ({ provider }) => `Не удалось войти через ${provider}`,
    cancel: 'Отмена',
  },
} satisfies Catalog<ViewsMessages>

export default views
