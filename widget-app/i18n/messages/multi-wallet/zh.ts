/** 多个钱包 (zh). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: '钱包',
    list: '已连接的钱包',
    namespaces: {
      eip155: 'Ethereum 和 EVM 网络',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: '使用中',
      connected: '已连接',
      disconnected: '已断开',
    },
    switchTo: ({ wallet }: { wallet: string }) => `切换到 ${wallet}`,
    reconnect: ({ wallet }: { wallet: string }) => `重新连接 ${wallet}`,
    disconnect: ({ wallet }: { wallet: string }) => `断开 ${wallet}`,
    add: '添加钱包',
    empty: '没有已连接的钱包。',
    notEnabledTitle: '未启用多钱包',
    notEnabledMessage: '此网站未启用同时连接多个钱包。请在项目配置中启用 multiWallet。',
    noWalletFor: ({ network }: { network: string }) =>
      `${network} 没有已连接的钱包。连接一个钱包即可使用；您的其他钱包保持连接。`,
    connectFor: '连接钱包',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
