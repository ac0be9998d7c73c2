/**
 * The Account view's account-type switch in English (the email wallet's smart account or its EOA), part of
 * the widget's catalog (`../en.ts`); each other language has its own file beside this one.
 */
const accountType = {
  accountType: {
    /** Accessible name of the switch between the two accounts of the email wallet. */
    label: 'Active account',
    /** A smart contract account owned by the wallet's key (ERC-4337). */
    smartAccount: 'Smart account',
    /** The wallet's own key's account (externally owned account). */
    eoa: 'Key account (EOA)',
    /** The smart account has not sent anything yet; it is created with its first transaction. */
    notDeployed: 'Created with its first transaction',
    /** The project offers smart accounts, but not on the network the wallet is on now: the key's account is active. */
    unavailable: 'Smart accounts are not available on this network',
  },
}

export default accountType
export type AccountTypeMessages = typeof accountType
