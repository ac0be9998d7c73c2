/** Birden çok cüzdan (tr). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'Cüzdanlar',
    list: 'Bağlı cüzdanlar',
    namespaces: {
      eip155: 'Ethereum ve EVM ağları',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: 'Etkin',
      connected: 'Bağlı',
      disconnected: 'Bağlı değil',
    },
    switchTo: ({ wallet }: { wallet: string }) => `${wallet} cüzdanına geç`,
    reconnect: ({ wallet }: { wallet: string }) => `${wallet} cüzdanını yeniden bağla`,
    disconnect: ({ wallet }: { wallet: string }) => `${wallet} bağlantısını kes`,
    add: 'Cüzdan ekle',
    empty: 'Bağlı cüzdan yok.',
    notEnabledTitle: 'Çoklu cüzdan etkin değil',
    notEnabledMessage:
      'Aynı anda birden çok cüzdan bağlamak bu site için etkin değil. Proje yapılandırmasında multiWallet seçeneğini etkinleştirin.',
    noWalletFor: ({ network }: { network: string }) =>
      `${network} için bağlı cüzdan yok. Kullanmak için bir cüzdan bağlayın; diğer cüzdanlarınız bağlı kalır.`,
    connectFor: 'Cüzdan bağla',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
