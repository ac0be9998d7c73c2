/**
 * What the Send form reads and does, whatever the namespace: the EVM send (state/send.ts) and the
 * Solana send (namespaces/solana/send/, downloaded on demand) both are one.
 */
import type { SendError } from '../../state/send-rules.js'
import type { Store } from '../../state/store.js'
import type { SolanaSendError } from '../../namespaces/solana/send/send-rules.js'

/** A balance the user can send from. */
export interface SendFormToken {
  name: string
  symbol: string
  decimals: number
  /** The token's address: an ERC-20 contract or an SPL mint; absent for the native currency. */
  contract?: string
  balance: bigint
  price: number
  iconUrl: string
}

/** Why a send cannot go: a key of the `send.errors` catalog group. */
export type SendFormError = SendError | SolanaSendError

/** The network fee; `rentLamports` is what a Solana transfer pays to create the receiver's token account. */
export type SendFormFee =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; maxFee: bigint; rentLamports?: bigint }
  | { state: 'failed' }

export interface SendFormState {
  token: SendFormToken | null
  sendTokenAmount: string
  receiverAddress: string
  /** The address a name typed as receiver resolved to (EVM names). */
  receiverResolvedAddress?: string | null
  loading: boolean
  fee: SendFormFee
  error: { rule: SendFormError } | { message: string } | null
}

export interface SendFormModel {
  /** Read only: the form changes it through the actions below. */
  store: Pick<Store<SendFormState>, 'get' | 'subscribe'>
  setToken(token: SendFormToken | null, networkBalanceInUSD: number | null): void
  setAmount(text: string): void
  setReceiver(text: string): void
  setMax(): Promise<void>
  typedCheck(): SendFormError | null
  estimateFee(): Promise<void>
  send(): Promise<void>
}
