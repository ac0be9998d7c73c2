/**
 * What the approval shows of a user operation of the smart account (one of ApprovalSubject's kinds): every call
 * of the batch with its decoded form, who pays the gas, and what the tokens it touches say about themselves.
 */
import type { Address, Hex } from 'viem'
import type { DecodedCall } from '../call-decoder.js'
import type { TokenInfo } from '../token-info.js'
import type { Payer } from './user-operations.js'

export interface UserOperationSubject {
  kind: 'userOperation'
  calls: { to: Address; value: bigint; data: Hex | null; call: DecodedCall | null }[]
  payer: Payer
  /** Symbols and decimals by lower-case token address. */
  tokens: ReadonlyMap<string, TokenInfo>
}
