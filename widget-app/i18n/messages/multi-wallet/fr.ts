/** Plusieurs portefeuilles (fr). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { MultiWalletMessages } from './en.js'

const multiWallet = {
  multiWallet: {
    open: 'Portefeuilles',
    list: 'Portefeuilles connectés',
    namespaces: {
      eip155: 'Ethereum et réseaux EVM',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    status: {
      active: 'Actif',
      connected: 'Connecté',
      disconnected: 'Déconnecté',
    },
    switchTo: ({ wallet }: { wallet: string }) => `Passer à ${wallet}`,
    reconnect: ({ wallet }: { wallet: string }) => `Reconnecter ${wallet}`,
    disconnect: ({ wallet }: { wallet: string }) => `Déconnecter ${wallet}`,
    add: 'Ajouter un portefeuille',
    empty: 'Aucun portefeuille connecté.',
    notEnabledTitle: 'Multi-portefeuille non activé',
    notEnabledMessage:
      "Connecter plusieurs portefeuilles à la fois n'est pas activé pour ce site. Activez multiWallet dans la configuration du projet.",
    noWalletFor: ({ network }: { network: string }) =>
      `Aucun portefeuille n'est connecté pour ${network}. Connectez-en un pour l'utiliser ; vos autres portefeuilles restent connectés.`,
    connectFor: 'Connecter un portefeuille',
  },
} satisfies Catalog<MultiWalletMessages>

export default multiWallet
