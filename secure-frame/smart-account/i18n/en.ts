/** The smart account's approval texts in English (the `smartAccount` group of the frame's catalog). */
import { plural } from '../../../shared/i18n/translator.js'

const smartAccountEn = {
  /** Heading of a user operation: one call, or several sent together in one transaction. */
  title: ({ count }: { count: number }) =>
    plural('en', count, { one: 'Send transaction', other: `Send ${count} calls together` }),
  /** Summary of a batch: all calls land in one transaction, or none does. */
  batchSummary: ({ count }: { count: number }) =>
    plural('en', count, { one: '1 call', other: `${count} calls in one transaction; all or none take effect` }),
  /** Row label before each call's summary in a batch. */
  callNumbered: ({ index, count }: { index: number; count: number }) => `Call ${index} of ${count}`,
  /** Row label of the account that sends (a smart contract account owned by the user's key). */
  smartAccount: 'Smart account',
  /** Row label: who pays the network fee. */
  gas: 'Network fee',
  /** The fee is paid for the user; `sponsor` is the site's origin. */
  sponsoredBy: ({ sponsor }: { sponsor: string }) => `Sponsored by ${sponsor}`,
  /** The account pays the fee itself, at most `amount`. */
  paidByAccount: ({ amount }: { amount: string }) => `Paid by your account: up to ${amount}`,
  /** Heading of calls the key's own account sends one after another, each as its own transaction. */
  sequentialTitle: ({ count }: { count: number }) =>
    plural('en', count, { one: 'Send transaction', other: `Send ${count} transactions` }),
  /** Summary of such calls: each takes effect (or fails) on its own, in order. */
  sequentialSummary: ({ count }: { count: number }) =>
    plural('en', count, {
      one: '1 transaction',
      other: `${count} transactions, sent one after another; each takes effect on its own`,
    }),
}

export default smartAccountEn
export type SmartAccountMessages = typeof smartAccountEn
