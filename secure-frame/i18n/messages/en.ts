/**
 * The secure frame's English messages: its approval UI. The default language and the fallback of
 * every other (`messages/<locale>.ts`, typed against this one). A message with parameters is a
 * function of one object; keep its parameter names. Addresses, amounts and symbols arrive as
 * parameters and are shown exactly as given.
 */
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountEn from '../../smart-account/i18n/en.js'

const en = {
  /** A user operation of the smart account: its calls and who pays the gas. */
  smartAccount: smartAccountEn,
  /** The approval's heading: what the user is asked to do. */
  titles: {
    signMessage: 'Sign message',
    signTypedData: 'Sign typed data',
    /** A signature that lets someone spend the user's tokens (EIP-2612 / Permit2). */
    tokenPermit: 'Token permit',
    sendTransaction: 'Send transaction',
  },
  approval: {
    /** Followed by the site's origin in bold. */
    requestedBy: 'Requested by ',
    unknownSite: 'an unknown site',
    /** Button (verb): refuses the request. */
    reject: 'Reject',
    /** Button (verb): signs or sends. */
    approve: 'Approve',
    hiddenHint: 'Approve is available while this window is fully visible.',
    /** Accessible name of the scrolling area with the request's details. */
    details: 'Request details',
    /** Button that shows the raw data; `caption` is the data's caption ("Raw data (68 bytes)"). */
    showRaw: ({ caption }: { caption: string }) => `Show ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`,
  },
  /** Labels of the detail rows (short nouns). */
  rows: {
    network: 'Network',
    account: 'Account',
    /** The app (typed data domain) asking for the signature. */
    app: 'App',
    /** The typed data's primary type. */
    type: 'Type',
    contract: 'Contract',
    from: 'From',
    to: 'To',
    /** The transaction creates a contract. */
    creates: 'Creates',
    value: 'Value',
    maxFee: 'Max network fee',
    total: 'Total',
    token: 'Token',
    tokens: 'Tokens',
    recipient: 'Recipient',
    amount: 'Amount',
    collection: 'Collection',
    tokenId: 'Token id',
    spender: 'Spender',
    allowance: 'Allowance',
    allowanceNumbered: ({ index }: { index: number }) => `Allowance ${index}`,
    addedAllowance: 'Added allowance',
    operator: 'Operator',
    /** Whether an operator may move the collection's tokens. */
    access: 'Access',
    function: 'Function',
    permit: 'Permit',
    expires: 'Expires',
  },
  /** Values of the detail rows. */
  values: {
    noName: '(no name)',
    newContract: 'A new contract',
    upTo: ({ amount }: { amount: string }) => `up to ${amount}`,
    feeDetail: ({ gas, gwei }: { gas: string; gwei: string }) => `${gas} gas × at most ${gwei} gwei`,
    unknownToken: ({ amount }: { amount: string }) => `${amount} (base units of an unknown token)`,
    tokenNumber: ({ id }: { id: string }) => `token #${id}`,
    /** "Unlimited" alone, or followed by the token's symbol. */
    unlimited: 'Unlimited',
    unlimitedOf: ({ symbol }: { symbol: string }) => `Unlimited ${symbol}`,
    allTokens: 'All tokens',
    revoked: 'Revoked',
    notRecognised: ({ selector }: { selector: string }) => `${selector} (not recognised)`,
    /** The permit never expires. */
    never: 'Never',
    /** "1.5 TKN of TKN" style grant in a permit's summary. */
    grantOf: ({ amount, token }: { amount: string; token: string }) => `${amount} of ${token}`,
  },
  /** Captions above a message or data shown in full. */
  captions: {
    message: 'Message',
    messageHex: 'Message (hex; not readable text)',
    typedData: 'Typed data message',
    rawData: ({ bytes }: { bytes: number }) =>
      plural('en', bytes, { one: `Raw data (${bytes} byte)`, other: `Raw data (${bytes} bytes)` }),
  },
  /** One sentence on what happens; addresses are shortened, amounts come with their symbol. */
  summaries: {
    send: ({ amount, to }: { amount: string; to: string }) => `Send ${amount} to ${to}`,
    createContract: 'Create a contract',
    move: ({ what, from, to }: { what: string; from: string; to: string }) => `Move ${what} from ${from} to ${to}`,
    allowSpend: ({ spender, amount }: { spender: string; amount: string }) => `Allow ${spender} to spend ${amount}`,
    allowSpendMore: ({ spender, amount }: { spender: string; amount: string }) =>
      `Allow ${spender} to spend ${amount} more`,
    sendNft: ({ standard, items, to }: { standard: string; items: string; to: string }) =>
      `Send ${standard} ${items} to ${to}`,
    allowAll: ({ operator }: { operator: string }) => `Allow ${operator} to move all your tokens of this collection`,
    revokeAll: ({ operator }: { operator: string }) => `Revoke ${operator}'s access to this collection`,
    callFunction: ({ selector, contract }: { selector: string; contract: string }) =>
      `Call function ${selector} of ${contract}`,
  },
  /** Warnings above the details when tokens are handed over. */
  warnings: {
    unlimitedApprove: ({ spender }: { spender: string }) =>
      `${spender} will be able to take all of this token from your account, now and later, until you revoke it.`,
    approveAll: ({ operator }: { operator: string }) =>
      `${operator} will be able to take every token you hold in this collection, now and later, until you revoke it.`,
    permitUnlimited: ({ spender, count }: { spender: string; count: number }) =>
      `This signature lets ${spender} take ${plural('en', count, { one: 'this token', other: 'these tokens' })} without limit, without another confirmation.`,
    permit: ({ spender }: { spender: string }) =>
      `This signature lets ${spender} take tokens from your account without another confirmation.`,
  },
  /** A social login: the frame's own button, since the sign-in window opens from a click here. */
  social: {
    /** Heading; `provider` is a brand name (Google, GitHub, …). */
    title: ({ provider }: { provider: string }) => `Sign in with ${provider}`,
    hint: 'A window opens where you sign in to your account.',
    /** Button (verb): opens the sign-in window. */
    continue: 'Continue',
    waiting: 'Finish signing in in the window that opened.',
    popupBlocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
    /** Button (verb): opens the blocked window again. */
    retry: 'Try again',
  },
  /** Solana requests: the approval of a Solana transaction. */
  solana: {
    /** Heading of a transaction that is signed and handed back to the site, not sent by the wallet. */
    signTransaction: 'Sign transaction',
    /** The account that pays the transaction's fee. */
    feePayer: 'Fee payer',
    /** The on-chain program an instruction calls. */
    program: 'Program',
    /** The token's mint address (what identifies an SPL token). */
    mint: 'Mint',
    /** The wallet for which the transaction creates a token account (the value is that wallet's address). */
    newTokenAccount: 'New token account for',
    fee: 'Network fee',
    /** An instruction the wallet cannot decode; `program` is its program's address. */
    unknownInstruction: ({ program }: { program: string }) => `${program} (unknown instruction)`,
  },
}

export default en
export type SecureFrameMessages = typeof en
