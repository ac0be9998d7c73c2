/**
 * The Swap view's English messages, part of the widget's catalog (`../en.ts`) but shipped with the views
 * downloaded on demand (`../../on-demand-texts.ts`); each other language has its own file beside this one.
 */

const swap = {
  /** The Swap view: the tokens sold and bought, the quote, the slippage, the network fee. */
  swap: {
    /** Account's button that opens the Swap view (verb). */
    open: 'Swap',
    /** Label of the token sold and its amount. */
    sell: 'Sell',
    /** Label of the token bought. */
    buy: 'Buy',
    /** Accessible name of the amount sold. */
    amount: 'Amount to sell',
    /** Button showing the picked token; opens the token list. */
    pickToken: ({ side, symbol }: { side: string; symbol: string }) => `${side}: ${symbol}`,
    /** Placeholder and label of the token search. */
    search: 'Search tokens',
    noMatch: 'No token matches',
    loadingTokens: 'Loading tokens…',
    balance: ({ amount }: { amount: string }) => `Balance: ${amount}`,
    /** A value in US dollars. */
    usd: ({ usd }: { usd: string }) => `≈ ${usd}`,
    /** Button (verb): exchanges the token sold with the token bought. */
    flip: 'Switch tokens',
    quoteLoading: 'Getting a quote…',
    /** The amount the quote pays out. */
    receive: 'You receive',
    priceImpact: 'Price impact',
    /** The price impact needs both tokens' USD prices. */
    priceImpactUnknown: 'Unknown (no USD price)',
    /** Label of the slippage field, a percentage of the quote. */
    slippage: 'Slippage tolerance (%)',
    minimumReceived: 'Minimum received',
    networkFee: 'Network fee',
    feeWithUsd: ({ amount, usd }: { amount: string; usd: string }) => `${amount} (≈ ${usd})`,
    /** The allowance is short: an approve transaction goes before the swap. */
    approvalNeeded: ({ symbol }: { symbol: string }) => `Approve ${symbol} first: two transactions`,
    /** Button (verb): sends the swap. */
    submit: 'Swap',
    /** Button (verb): sends the approve transaction, then the swap. */
    approveAndSwap: ({ symbol }: { symbol: string }) => `Approve ${symbol} and swap`,
    approving: 'Approving…',
    swapping: 'Swapping…',
    toasts: {
      approving: ({ symbol }: { symbol: string }) => `Approving ${symbol}…`,
      approved: ({ symbol }: { symbol: string }) => `${symbol} approved`,
      swapping: ({ from, to }: { from: string; to: string }) => `Swapping ${from} for ${to}…`,
      swapped: ({ from, to }: { from: string; to: string }) => `Swapped ${from} for ${to}`,
    },
    /** Why a swap cannot go; the first two English texts are the product's fixed ones. */
    errors: {
      networkNotSupported: 'Network not supported for Swaps',
      gasPriceNotSupported: 'Network not supported for Gas Price',
      insufficientLiquidity: 'Insufficient liquidity',
      unavailable: 'No quote could be had. Try again.',
      transactionFailed: 'The transaction failed on the network',
      tokensRequired: 'Pick a token to sell and one to buy',
      sameToken: 'Pick two different tokens',
      amountRequired: 'Enter an amount',
      invalidSlippage: 'Enter a slippage from 0 to 50 with at most two decimals',
    },
  },
}

export default swap
export type SwapMessages = typeof swap
