/** 여러 지갑 (ko). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: '지갑',
    list: '연결된 지갑',
    namespaces: {
      eip155: 'Ethereum 및 EVM 네트워크',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: '사용 중',
      connected: '연결됨',
      disconnected: '연결 끊김',
    },
    switchTo: ({ wallet }: { wallet: string }) => `${wallet}(으)로 전환`,
    reconnect: ({ wallet }: { wallet: string }) => `${wallet} 다시 연결`,
    disconnect: ({ wallet }: { wallet: string }) => `${wallet} 연결 해제`,
    add: '지갑 추가',
    empty: '연결된 지갑이 없습니다.',
    notEnabledTitle: '멀티 지갑이 활성화되지 않음',
    notEnabledMessage:
      '이 사이트에서는 여러 지갑 동시 연결이 활성화되어 있지 않습니다. 프로젝트 구성에서 multiWallet을 활성화하세요.',
    noWalletFor: ({ network }: { network: string }) =>
      `${network}에 연결된 지갑이 없습니다. 사용하려면 지갑을 연결하세요. 다른 지갑은 계속 연결됩니다.`,
    connectFor: '지갑 연결',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
