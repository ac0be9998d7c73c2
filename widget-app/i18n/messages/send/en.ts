/**
 * The Send view's English messages, part of the widget's catalog (`../en.ts`) but shipped with the
 * views downloaded on demand (`../../on-demand-texts.ts`); each other language has its own file beside this one.
 */

const send = {
  /** The Send view: token, amount, receiver, network fee. */
  send: {
    /** Account's button that opens the Send view (verb). */
    open: 'Send',
    /** Label of the token picker. */
    token: 'Token',
    loadingTokens: 'Loading tokens…',
    noTokens: 'No tokens to send on this network',
    balance: ({ amount }: { amount: string }) => `Balance: ${amount}`,
    amount: 'Amount',
    /** Button: fills in the largest amount that can be sent. */
    max: 'Max',
    receiver: 'Receiver address',
    networkFee: 'Network fee',
    feeLoading: 'Estimating…',
    /** In place of the fee: the site pays it (the smart account's operations are sponsored). */
    feeSponsored: 'Sponsored',
    feeUnavailable: 'Unavailable',
    /** The fee in the native currency and its value in US dollars. */
    feeWithUsd: ({ amount, usd }: { amount: string; usd: string }) => `${amount} (≈ ${usd})`,
    /** Button (verb): sends the transaction. */
    submit: 'Send',
    sending: 'Sending…',
    /** Beside the network fee: the rent a token account created for the receiver takes from the sender. */
    tokenAccountRent: ({ amount }: { amount: string }) => `Includes ${amount} for the receiver's new token account`,
    /** Toast: a transaction the wallet sent failed on chain or expired before it landed. */
    notLanded: 'The transaction did not go through. Check your balance and try again.',
    /** Why a send cannot go; the first four English texts are the product's fixed ones. */
    errors: {
      networkNotFound: 'Network not found',
      unsupportedChain: 'Unsupported chain',
      amountAndReceiverRequired: 'An amount and receiver address are required',
      tokenRequired: 'A token is required',
      invalidReceiver: 'Enter a valid address: 0x and 40 hexadecimal characters',
      feeExceedsBalance: 'The network fee is more than the balance',
      feeUnavailable: 'The network fee could not be estimated. Try again.',
      invalidSolanaReceiver: 'Enter a valid Solana address: 32 to 44 base58 characters',
    },
  },
}

export default send
export type SendMessages = typeof send
