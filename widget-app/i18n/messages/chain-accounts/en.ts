/**
 * The Account view's lines for Bitcoin and Polkadot connections in English (a Bitcoin wallet's payment and ordinal
 * accounts; no Polkadot balance without a node), part of the widget's catalog (`../en.ts`); each other language
 * has its own file beside this one.
 */
const chainAccounts = {
  chainAccounts: {
    /** Accessible name of the list of a Bitcoin connection's accounts. */
    label: 'Accounts of this wallet',
    /** The account that pays and receives bitcoin (its purpose). */
    payment: 'Payment',
    /** The taproot account that holds inscriptions (ordinals) (its purpose). */
    ordinal: 'Ordinals',
    /** Shown instead of the balance of a Polkadot account: the widget has no node to read it from. */
    noNode: 'No Polkadot node is configured, so no balance is shown.',
  },
}

export default chainAccounts
export type ChainAccountsMessages = typeof chainAccounts
