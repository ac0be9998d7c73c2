/**
 * What the approval shows of calls sent together (one of ApprovalSubject's kinds): every call with its decoded
 * form, who pays the gas, and what the tokens it touches say about themselves. The smart account sends them in
 * one user operation; the EOA sends them one after another as ordinary transactions (`sequential`).
 */
import type { Address, Hex } from 'viem'
import { type DecodedCall, decodeCall } from '../call-decoder.js'
import type { TokenInfo } from '../token-info.js'
import type { BatchCall } from './calls-request.js'
import type { Payer } from './user-operations.js'

export interface UserOperationSubject {
  kind: 'userOperation'
  calls: { to: Address; value: bigint; data: Hex | null; call: DecodedCall | null }[]
  payer: Payer
  /** Symbols and decimals by lower-case token address. */
  tokens: ReadonlyMap<string, TokenInfo>
  /** The EOA sends each call as its own transaction: each takes effect (or fails) on its own. */
  sequential?: true
}

/** The calls decoded for the approval, with the tokens they touch read through `readTokens`. */
export async function callsSubject(
  calls: readonly BatchCall[],
  payer: Payer,
  readTokens: (addresses: readonly Address[]) => Promise<ReadonlyMap<string, TokenInfo>>,
): Promise<UserOperationSubject> {
  const decoded = calls.map((call) => ({
    ...call,
    data: call.data ?? null,
    call: call.data ? decodeCall(call.to, call.data) : null,
  }))
  const tokenAddresses = decoded.flatMap(({ call }) =>
    call && (call.kind === 'transfer' || call.kind === 'transferFrom' || call.kind === 'approve')
      ? [call.contract]
      : [],
  )
  return { kind: 'userOperation', calls: decoded, payer, tokens: await readTokens(tokenAddresses) }
}
