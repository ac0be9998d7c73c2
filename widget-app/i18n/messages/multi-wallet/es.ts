/** Varias billeteras (es). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'Billeteras',
    list: 'Billeteras conectadas',
    namespaces: {
      eip155: 'Ethereum y redes EVM',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: 'Activa',
      connected: 'Conectada',
      disconnected: 'Desconectada',
    },
    switchTo: ({ wallet }: { wallet: string }) => `Cambiar a ${wallet}`,
    reconnect: ({ wallet }: { wallet: string }) => `Conectar ${wallet} de nuevo`,
    disconnect: ({ wallet }: { wallet: string }) => `Desconectar ${wallet}`,
    add: 'Añadir billetera',
    empty: 'No hay ninguna billetera conectada.',
    notEnabledTitle: 'Multi-billetera no activada',
    notEnabledMessage:
      'Conectar varias billeteras a la vez no está activado para este sitio. Activa multiWallet en la configuración del proyecto.',
    noWalletFor: ({ network }: { network: string }) =>
      `No hay ninguna billetera conectada para ${network}. Conecta una para usarla; tus otras billeteras siguen conectadas.`,
    connectFor: 'Conectar una billetera',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
