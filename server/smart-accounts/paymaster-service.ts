/**
 * The ERC-7677 paymaster service of one network for one project: `pm_getPaymasterStubData` (data for gas
 * estimation, with the paymaster's own gas limits) and `pm_getPaymasterData` (the signed sponsorship). It
 * sponsors only v0.8 operations for the network's EntryPoint on a network the project has enabled, and only
 * within the project's gas cap per operation.
 */
import { type Address, getAddress, type Hex, isAddress, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { INVALID_PARAMS, type JsonRpcRequest, JsonRpcRefusal, METHOD_NOT_FOUND, NOT_SPONSORED } from './json-rpc.js'
import type { SmartAccountNetwork, SmartAccountProject } from './settings.js'
import { type SponsoredOperation, sponsorshipData, stubSponsorshipData } from './sponsorship.js'

/** The paymaster's validation (a hash and one ecrecover) with room to spare; no postOp. */
export const PAYMASTER_VERIFICATION_GAS = 100_000n
export const PAYMASTER_POST_OP_GAS = 0n

export interface PaymasterCall {
  chainId: number
  network: SmartAccountNetwork
  project: SmartAccountProject
  paymasterKey: Hex | undefined
  /** Seconds a signed sponsorship stays valid. */
  sponsorshipSeconds: number
  nowSeconds: number
}

const invalid = (message: string) => new JsonRpcRefusal(INVALID_PARAMS, 'PAYMASTER_INVALID_PARAMS', message)

function quantity(op: Record<string, unknown>, field: string, required: boolean): bigint {
  const value = op[field]
  if (value === undefined && !required) return 0n
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw invalid(`userOperation.${field} must be a hex quantity, got ${JSON.stringify(value)}`)
  return BigInt(value)
}

function address(op: Record<string, unknown>, field: string): Address | undefined {
  const value = op[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalid(`userOperation.${field} must be an address, got ${JSON.stringify(value)}`)
  return getAddress(value)
}

function bytes(op: Record<string, unknown>, field: string, required: boolean): Hex | undefined {
  const value = op[field]
  if (value === undefined && !required) return undefined
  if (typeof value !== 'string' || !isHex(value) || value.length % 2 !== 0)
    throw invalid(`userOperation.${field} must be hex bytes`)
  return value
}

/** The operation of `[userOperation, entryPoint, chainId, context]`, checked against the network. */
function readParams(params: unknown, call: PaymasterCall, final: boolean): SponsoredOperation {
  if (!Array.isArray(params) || params.length < 3)
    throw invalid('params must be [userOperation, entryPoint, chainId, context?]')
  const [op, entryPoint, chainId] = params as [unknown, unknown, unknown]
  if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== call.network.entryPoint.toLowerCase())
    throw invalid(`entryPoint must be ${call.network.entryPoint}, the v0.8 EntryPoint of this network`)
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId) || Number(chainId) !== call.chainId)
    throw invalid(`chainId must be ${numberToHex(call.chainId)}, the network of this address`)
  if (typeof op !== 'object' || op === null) throw invalid('userOperation must be an object')
  const fields = op as Record<string, unknown>
  const sender = address(fields, 'sender')
  if (!sender) throw invalid('userOperation.sender is required')
  if ('initCode' in fields) throw invalid('userOperation is a v0.6 operation; only v0.8 is sponsored')
  return {
    sender,
    nonce: quantity(fields, 'nonce', true),
    factory: address(fields, 'factory'),
    factoryData: bytes(fields, 'factoryData', false),
    callData: bytes(fields, 'callData', true) as Hex,
    callGasLimit: quantity(fields, 'callGasLimit', final),
    verificationGasLimit: quantity(fields, 'verificationGasLimit', final),
    preVerificationGas: quantity(fields, 'preVerificationGas', final),
    maxFeePerGas: quantity(fields, 'maxFeePerGas', final),
    maxPriorityFeePerGas: quantity(fields, 'maxPriorityFeePerGas', final),
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
  }
}

/** The project's policy: at most `maxGasPerOperation` of gas, all limits of the operation together. */
function checkPolicy(op: SponsoredOperation, project: SmartAccountProject): void {
  const total =
    op.callGasLimit +
    op.verificationGasLimit +
    op.preVerificationGas +
    op.paymasterVerificationGasLimit +
    op.paymasterPostOpGasLimit
  if (total > BigInt(project.maxGasPerOperation))
    throw new JsonRpcRefusal(
      NOT_SPONSORED,
      'PAYMASTER_POLICY_GAS_CAP',
      `the operation may use ${total} gas; this project sponsors at most ${project.maxGasPerOperation} per operation`,
    )
}

/** Answers one paymaster JSON-RPC request; throws a JsonRpcRefusal for anything it will not sponsor. */
export async function answerPaymasterRequest(request: JsonRpcRequest, call: PaymasterCall): Promise<unknown> {
  const limits = {
    paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS),
    paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS),
  }
  if (request.method === 'pm_getPaymasterStubData') {
    checkPolicy(readParams(request.params, call, false), call.project)
    const window = { validUntil: call.nowSeconds + call.sponsorshipSeconds, validAfter: 0 }
    return { paymaster: call.network.paymaster, paymasterData: stubSponsorshipData(window), ...limits, isFinal: false }
  }
  if (request.method === 'pm_getPaymasterData') {
    const op = readParams(request.params, call, true)
    checkPolicy(op, call.project)
    if (!call.paymasterKey)
      throw new JsonRpcRefusal(NOT_SPONSORED, 'PAYMASTER_NO_KEY', 'this server has no paymaster key configured')
    const window = { validUntil: call.nowSeconds + call.sponsorshipSeconds, validAfter: 0 }
    const signer = privateKeyToAccount(call.paymasterKey)
    const paymasterData = await sponsorshipData(signer, op, window, call.chainId, call.network.paymaster)
    return { paymaster: call.network.paymaster, paymasterData, ...limits }
  }
  throw new JsonRpcRefusal(
    METHOD_NOT_FOUND,
    'PAYMASTER_METHOD_NOT_FOUND',
    `${request.method} is not a paymaster method (pm_getPaymasterStubData, pm_getPaymasterData)`,
  )
}
