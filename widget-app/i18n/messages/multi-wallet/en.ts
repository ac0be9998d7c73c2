/**
 * Several connections at once in English: the ProfileWallets view, its Account button and the
 * SwitchActiveChain view; part of the widget's catalog (`../en.ts`), each other language has its
 * own file beside this one.
 */
const multiWallet = {
  multiWallet: {
    /** The Account view's button that opens the list of connected wallets. */
    open: 'Wallets',
    /** Accessible name of the list of connections, grouped by chain family. */
    list: 'Connected wallets',
    /** Group headings of the list, one per chain family. */
    namespaces: {
      eip155: 'Ethereum and EVM networks',
      solana: 'Solana',
      bip122: 'Bitcoin',
      polkadot: 'Polkadot',
    },
    /** A connection's state: the one the site uses now, another live one, or one kept from an earlier visit. */
    status: {
      active: 'Active',
      connected: 'Connected',
      disconnected: 'Disconnected',
    },
    /** Makes this connection the active one (verb). */
    switchTo: ({ wallet }: { wallet: string }) => `Switch to ${wallet}`,
    /** Opens this wallet's login again (a connection kept from an earlier visit). */
    reconnect: ({ wallet }: { wallet: string }) => `Connect ${wallet} again`,
    disconnect: ({ wallet }: { wallet: string }) => `Disconnect ${wallet}`,
    /** Connects one more wallet beside those listed. */
    add: 'Add wallet',
    empty: 'No wallet is connected.',
    /** Short text of the alert shown when a second wallet cannot be added (fixed product text). */
    notEnabledTitle: 'Multi-Wallet Not Enabled',
    notEnabledMessage:
      'Connecting several wallets at once is not enabled for this site. Enable multiWallet in the project configuration.',
    /** SwitchActiveChain: the chosen network's chain family has no wallet connected. */
    noWalletFor: ({ network }: { network: string }) =>
      `No wallet is connected for ${network}. Connect one to use it; your other wallets stay connected.`,
    connectFor: 'Connect a wallet',
  },
}

export default multiWallet
export type MultiWalletMessages = typeof multiWallet
