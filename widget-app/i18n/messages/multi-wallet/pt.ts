/** Várias carteiras (pt). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'Carteiras',
    list: 'Carteiras conectadas',
    namespaces: {
      eip155: 'Ethereum e redes EVM',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: 'Ativa',
      connected: 'Conectada',
      disconnected: 'Desconectada',
    },
    switchTo: ({ wallet }: { wallet: string }) => `Mudar para ${wallet}`,
    reconnect: ({ wallet }: { wallet: string }) => `Conectar ${wallet} novamente`,
    disconnect: ({ wallet }: { wallet: string }) => `Desconectar ${wallet}`,
    add: 'Adicionar carteira',
    empty: 'Nenhuma carteira conectada.',
    notEnabledTitle: 'Multicarteira não ativada',
    notEnabledMessage:
      'Conectar várias carteiras ao mesmo tempo não está ativado para este site. Ative multiWallet na configuração do projeto.',
    noWalletFor: ({ network }: { network: string }) =>
      `Nenhuma carteira está conectada para ${network}. Conecte uma para usá-la; suas outras carteiras continuam conectadas.`,
    connectFor: 'Conectar uma carteira',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
