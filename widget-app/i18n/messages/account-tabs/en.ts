/**
 * The Account tabs' English messages (Tokens, NFTs, Activity), part of the widget's catalog
 * (`../en.ts`); each other language has its own file beside this one.
 */
const accountTabs = {
  /** The Account view's tabs: the account's tokens, NFTs and activity. */
  accountTabs: {
    /** Accessible name of the tab bar. */
    label: 'Assets and activity',
    tokens: 'Tokens',
    nfts: 'NFTs',
    activity: 'Activity',
  },
  /** The Tokens tab. */
  tokens: {
    /** Label of the USD value of every token together. */
    total: 'Total',
    loading: 'Loading tokens…',
    empty: 'No tokens on this network yet.',
    /** Button (verb): reads the token balances again. */
    retry: 'Try again',
    /** Shown instead of a USD value when the token has no price. */
    noPrice: 'No price',
  },
  /** The NFTs tab and the detail of one NFT. */
  nfts: {
    loading: 'Loading NFTs…',
    empty: 'No NFTs on this network yet.',
    failed: 'The NFTs could not be loaded.',
    /** Button (verb). */
    retry: 'Try again',
    /** Button (verb): reads the next page. */
    loadMore: 'Load more',
    /** Button: from one NFT back to the grid. */
    back: 'Back to NFTs',
    tokenId: 'Token ID',
    /** The NFT's collection contract (its address follows). */
    contract: 'Contract',
    /** The token standard (ERC-721 or ERC-1155). */
    standard: 'Standard',
    /** How many of this token the account holds. */
    quantity: 'Quantity',
    /** Read by screen readers after the shortened contract address on its copy button. */
    copyContract: ', copy the contract address',
    contractCopied: 'Contract address copied',
    noImage: 'No image',
  },
  /** The Activity tab: the account's transactions on the active network. */
  activity: {
    loading: 'Loading activity…',
    empty: 'No activity on this network yet.',
    /** The product's fixed text (English). */
    failed: 'Failed to fetch transactions',
    /** Button (verb). */
    retry: 'Try again',
    /** Button (verb): reads the next page. */
    loadMore: 'Load more',
    /** A transaction sent from this widget and not mined yet. */
    pending: 'Pending',
    /** The other side of a transaction the account sent; the address is shortened. */
    to: ({ address }: { address: string }) => `To ${address}`,
    /** The other side of a transaction the account received. */
    from: ({ address }: { address: string }) => `From ${address}`,
    /** An NFT transfer without a name. */
    nft: 'NFT',
    /** Titles of transactions by what they did (past participles, short). */
    operations: {
      send: 'Sent',
      receive: 'Received',
      mint: 'Minted',
      burn: 'Burned',
      execute: 'Executed',
      deposit: 'Deposited',
      withdraw: 'Withdrawn',
      borrow: 'Borrowed',
      repay: 'Repaid',
      claim: 'Claimed',
      approve: 'Approved',
      trade: 'Traded',
    },
    /** How long ago, abbreviated: seconds, minutes, hours, days, months, years. */
    ago: {
      sec: ({ count }: { count: number }) => `${count} sec`,
      min: ({ count }: { count: number }) => `${count} min`,
      hr: ({ count }: { count: number }) => `${count} hr`,
      d: ({ count }: { count: number }) => `${count} d`,
      mo: ({ count }: { count: number }) => `${count} mo`,
      yr: ({ count }: { count: number }) => `${count} yr`,
    },
  },
}

export default accountTabs
export type AccountTabsMessages = typeof accountTabs
