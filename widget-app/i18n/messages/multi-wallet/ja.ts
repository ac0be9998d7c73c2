/** 複数のウォレット (ja). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'ウォレット',
    list: '接続中のウォレット',
    namespaces: {
      eip155: 'Ethereum と EVM ネットワーク',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: '使用中',
      connected: '接続済み',
      disconnected: '未接続',
    },
    switchTo: ({ wallet }: { wallet: string }) => `${wallet} に切り替える`,
    reconnect: ({ wallet }: { wallet: string }) => `${wallet} を再接続`,
    disconnect: ({ wallet }: { wallet: string }) => `${wallet} の接続を解除`,
    add: 'ウォレットを追加',
    empty: '接続中のウォレットはありません。',
    notEnabledTitle: 'マルチウォレットが有効になっていません',
    notEnabledMessage:
      'このサイトでは複数のウォレットの同時接続が有効になっていません。プロジェクト設定で multiWallet を有効にしてください。',
    noWalletFor: ({ network }: { network: string }) =>
      `${network} に接続中のウォレットはありません。使用するにはウォレットを接続してください。他のウォレットは接続されたままです。`,
    connectFor: 'ウォレットを接続',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
