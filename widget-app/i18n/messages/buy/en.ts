/**
 * The Buy view's English messages, part of the widget's catalog (`../en.ts`) but shipped with the views
 * downloaded on demand (`../../on-demand-texts.ts`); each other language has its own file beside this one.
 */

const buy = {
  /** The Buy view: buying tokens with a card or a bank account through the onramp's checkout. */
  buy: {
    /** Account's button that opens the Buy view (verb). */
    open: 'Buy',
    /** Label of the token bought. */
    token: 'Token to buy',
    /** Label of the network the token is sent on. */
    network: 'Network',
    /** Label of the fiat currency paid in. */
    paymentCurrency: 'Pay in',
    paymentMethod: 'Payment method',
    methods: { card: 'Card', ach_bank_account: 'Bank transfer (ACH)' },
    /** Label of the fiat amount paid. */
    amount: 'Amount to pay',
    /** The method's limits; each amount carries its currency ("10.00 USD"). */
    limits: ({ min, max }: { min: string; max: string }) => `From ${min} to ${max}`,
    /** Shown when the options could not be read and the built-in ones are used. */
    fallbackOptions: 'The provider’s options could not be loaded: the standard limits apply.',
    loadingOptions: 'Loading options…',
    noOptions: 'Nothing can be bought on this network',
    quoteLoading: 'Getting a quote…',
    /** Label of the amount of tokens bought. */
    receive: 'You receive',
    subtotal: 'Subtotal',
    providerFee: 'Provider fee',
    networkFee: 'Network fee',
    total: 'Total',
    /** Shown when the quote call failed and the quote only repeats the amount typed. */
    estimated: 'No quote is available: the amount shown is the one entered.',
    /** Button (verb): opens the provider's checkout. */
    submit: 'Continue to checkout',
    starting: 'Opening the checkout…',
    /** Link to the checkout when the browser blocked opening it. */
    openCheckout: 'Open the checkout',
    /** The order's progress. */
    status: {
      open: 'Waiting for the payment at the checkout…',
      pending: 'Payment received: sending your tokens…',
      completed: 'Purchase complete',
      failed: ({ reason }: { reason: string }) => `The purchase failed: ${reason}`,
      /** The order was never paid and its checkout closed after a while; a new purchase starts again. */
      expired: 'The checkout expired before it was paid, so nothing was charged. Continue to checkout to start again.',
    },
    /** The toast of each step of a purchase; `amount` carries its token ("0.0325 ETH"). */
    toasts: {
      opened: 'Checkout opened: complete the payment there',
      /** The browser blocked the checkout's window; the view shows a link to open it. */
      blocked: 'The browser blocked the checkout: open it with the link',
      /** The checkout could not be made; `reason` is the server's or the network's text. */
      refused: ({ reason }: { reason: string }) => `The checkout could not be opened: ${reason}`,
      pending: ({ amount }: { amount: string }) => `Payment received: sending ${amount}…`,
      completed: ({ amount }: { amount: string }) => `Bought ${amount}`,
      failed: ({ reason }: { reason: string }) => `The purchase failed: ${reason}`,
      expired: 'The checkout expired unpaid: nothing was charged',
    },
    /** Why an amount cannot be paid; each amount carries its currency. */
    errors: {
      belowMin: ({ min }: { min: string }) => `The least you can pay is ${min}`,
      aboveMax: ({ max }: { max: string }) => `The most you can pay is ${max}`,
      noLimits: 'This payment method is not offered in this currency',
    },
  },
}

export default buy
export type BuyMessages = typeof buy
