/**
 * The three signing methods' parameters, checked and turned into (a) what the account signs and
 * (b) what the approval UI shows. Everything is checked *before* the user is asked, so a user
 * never approves something that then fails for a reason known up front.
 */
import { hashTypedData, hexToBytes, isAddress, isHex, type Address, type Hex, type TypedDataDefinition } from 'viem'
import * as z from 'zod/mini'
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { DecodedCall } from './call-decoder.js'
import type { UserOperationSubject } from './smart-account/subject.js'
import type { SolanaApprovalSubject } from './solana/approval-subject.js'
import { decodePermit, type PermitSummary } from './permit-decoder.js'
import type { TokenInfo } from './token-info.js'
import { parseTransactionRequest, type TransactionRequest } from './transaction.js'

/** What token contracts say about themselves, by lower-case address (token-info.ts). */
export type KnownTokens = ReadonlyMap<string, TokenInfo>

/** What the user is asked to approve (rendered as text by approval-details.ts). */
export type ApprovalSubject =
  | {
      kind: 'message' /** The message as UTF-8 text, or its hex when it is not readable text. */
      text: string
      isText: boolean
    }
  | {
      kind: 'typedData'
      domainName: string | null
      primaryType: string
      verifyingContract: string | null
      messageJson: string
      /** Set when the signature hands a spender the user's tokens. */
      permit: PermitSummary | null
      tokens: KnownTokens
    }
  | {
      kind: 'transaction'
      to: Address | null
      value: bigint
      data: Hex | null
      call: DecodedCall | null
      /** Gas limit and the highest price per gas the transaction allows; their product is the most it can cost in fees. */
      fee: { gas: bigint; maxPricePerGas: bigint; maxFee: bigint }
      tokens: KnownTokens
    }
  /** Calls of the smart account in one user operation (smart-account/approval-details.ts). */
  | UserOperationSubject
  /** A Solana message or transaction (solana/approval-details.ts). */
  | SolanaApprovalSubject

type TypedDataSubject = Extract<ApprovalSubject, { kind: 'typedData' }>

export type SigningRequest =
  | { method: 'personal_sign'; raw: Hex; subject: Extract<ApprovalSubject, { kind: 'message' }> }
  | {
      method: 'eth_signTypedData_v4'
      typedData: TypedDataDefinition<Record<string, unknown>, string>
      subject: TypedDataSubject
    }
  /** The subject of a transaction is built once it is priced (rpc.ts). */
  | { method: 'eth_sendTransaction'; transaction: TransactionRequest }

export const SIGNING_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

export interface ParseSigningParameters {
  method: string
  params: unknown
  /** The signed-in account; a request for any other address is refused with 4100. */
  account: Address
  chainId: number
}

/** Checks a signing request; throws a ProviderRpcError (-32602 or 4100) naming what is wrong. */
export function parseSigningRequest({ method, params, account, chainId }: ParseSigningParameters): SigningRequest {
  const list = Array.isArray(params) ? (params as unknown[]) : invalid(`${method} expects an array of parameters`)
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      if (typeof message !== 'string' || !isHex(message))
        invalid('personal_sign expects the message as 0x-prefixed hex')
      assertOwnAddress(address, account)
      return { method, raw: message, subject: { kind: 'message', ...readableMessage(message) } }
    }
    case 'eth_signTypedData_v4': {
      const [address, json] = list
      assertOwnAddress(address, account)
      const typedData = parseTypedData(json, chainId)
      const domain = typedData.domain as Record<string, unknown> | undefined
      const message = typedData.message as Record<string, unknown>
      return {
        method,
        typedData,
        subject: {
          kind: 'typedData',
          domainName: typeof domain?.name === 'string' ? domain.name : null,
          primaryType: typedData.primaryType,
          verifyingContract: typeof domain?.verifyingContract === 'string' ? domain.verifyingContract : null,
          messageJson: JSON.stringify(
            message,
            (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
            2,
          ),
          permit: decodePermit({ primaryType: typedData.primaryType, ...(domain ? { domain } : {}), message }),
          tokens: new Map(),
        },
      }
    }
    case 'eth_sendTransaction':
      return { method, transaction: parseTransactionRequest(list[0], { account, chainId }) }
    default:
      throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `The email wallet does not support ${method}`)
  }
}

function assertOwnAddress(address: unknown, account: Address): void {
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) invalid('expected the signing address')
  if (address.toLowerCase() !== account.toLowerCase()) {
    throw new ProviderRpcError(RpcErrorCode.unauthorized, `The address ${address} is not the signed-in account`)
  }
}

/**
 * Shows a message as text when it is valid UTF-8 without control or bidi-override characters
 * (which could make the shown text read differently from what is signed), else as hex.
 */
export function readableMessage(message: Hex): { text: string; isText: boolean } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control and direction characters are what this looks for
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(text))
      return { text, isText: true }
  } catch {}
  return { text: message, isText: false }
}

const TypedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().check(z.minLength(1)),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

function parseTypedData(json: unknown, chainId: number): TypedDataDefinition<Record<string, unknown>, string> {
  let value: unknown = json
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json)
    } catch {
      invalid('eth_signTypedData_v4 expects the typed data as JSON')
    }
  }
  const parsed = z.safeParse(TypedDataSchema, value)
  if (!parsed.success) invalid('eth_signTypedData_v4 expects { types, primaryType, domain, message }')
  const typedData = { ...parsed.data, domain: parsed.data.domain ?? {} } as unknown as TypedDataDefinition<
    Record<string, unknown>,
    string
  >
  // A signature for another chain could be replayed there; refuse it as MetaMask does.
  const domainChain = parsed.data.domain?.chainId
  if (domainChain !== undefined && chainIdOf(domainChain) !== chainId) {
    invalid(`The typed data is for chain ${String(domainChain)}, but the wallet is on chain ${chainId}`)
  }
  try {
    hashTypedData(typedData) // validates types, values and addresses
  } catch (cause) {
    invalid(`The typed data is not valid: ${(cause as Error).message.split('\n')[0]}`)
  }
  return typedData
}

function chainIdOf(value: unknown): number | undefined {
  try {
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string')
      return Number(BigInt(value))
  } catch {}
  return undefined
}

function invalid(message: string): never {
  throw new ProviderRpcError(RpcErrorCode.invalidParams, message)
}
