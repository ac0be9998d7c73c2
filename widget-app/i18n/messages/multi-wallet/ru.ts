/** Несколько кошельков (ru). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'Кошельки',
    list: 'Подключённые кошельки',
    namespaces: {
      eip155: 'Ethereum и сети EVM',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: 'Активен',
      connected: 'Подключён',
      disconnected: 'Отключён',
    },
    switchTo: ({ wallet }: { wallet: string }) => `Переключиться на ${wallet}`,
    reconnect: ({ wallet }: { wallet: string }) => `Подключить ${wallet} снова`,
    disconnect: ({ wallet }: { wallet: string }) => `Отключить ${wallet}`,
    add: 'Добавить кошелёк',
    empty: 'Нет подключённых кошельков.',
    notEnabledTitle: 'Мультикошелёк не включён',
    notEnabledMessage:
      'Подключение нескольких кошельков одновременно не включено для этого сайта. Включите multiWallet в настройках проекта.',
    noWalletFor: ({ network }: { network: string }) =>
      `Для сети ${network} не подключён кошелёк. Подключите его, чтобы пользоваться ею; остальные кошельки останутся подключёнными.`,
    connectFor: 'Подключить кошелёк',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
