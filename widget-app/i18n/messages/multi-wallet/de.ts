/** Mehrere Wallets (de). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'Wallets',
    list: 'Verbundene Wallets',
    namespaces: {
      eip155: 'Ethereum und EVM-Netzwerke',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: 'Aktiv',
      connected: 'Verbunden',
      disconnected: 'Getrennt',
    },
    switchTo: ({ wallet }: { wallet: string }) => `Zu ${wallet} wechseln`,
    reconnect: ({ wallet }: { wallet: string }) => `${wallet} erneut verbinden`,
    disconnect: ({ wallet }: { wallet: string }) => `${wallet} trennen`,
    add: 'Wallet hinzufügen',
    empty: 'Keine Wallet verbunden.',
    notEnabledTitle: 'Multi-Wallet nicht aktiviert',
    notEnabledMessage:
      'Mehrere Wallets gleichzeitig zu verbinden ist für diese Website nicht aktiviert. Aktivieren Sie multiWallet in der Projektkonfiguration.',
    noWalletFor: ({ network }: { network: string }) =>
      `Für ${network} ist keine Wallet verbunden. Verbinden Sie eine, um es zu nutzen; Ihre anderen Wallets bleiben verbunden.`,
    connectFor: 'Wallet verbinden',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
