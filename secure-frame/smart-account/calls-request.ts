/**
 * EIP-5792 `wallet_sendCalls` parameters, checked before the user is asked: version 2.0.0 (1.0 is read too),
 * the wallet's current chain, the active account as `from`, at most {@link MAX_CALLS} calls with an address
 * (a call without `to` would create a contract, which a batch cannot), and no capability this wallet does not
 * honour unless the site marked it optional. Errors carry EIP-5792's codes.
 */
import { isAddress, isHex, type Address, type Hex } from 'viem'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import { CallsErrorCode } from './calls-registry.js'

export { CallsErrorCode } from './calls-registry.js'

export const MAX_CALLS = 20
/** Capabilities honoured: the frame's own paymaster sponsors where the server enables it. */
export const HONOURED_CAPABILITIES: ReadonlySet<string> = new Set(['paymasterService'])

export interface BatchCall {
  to: Address
  value: bigint
  data: Hex | undefined
}

export interface CallsRequest {
  /** The site's id for the batch, when it chose one. */
  id: string | null
  atomicRequired: boolean
  calls: BatchCall[]
}

const invalid = (message: string): never => {
  throw new ProviderRpcError(RpcErrorCode.invalidParams, message)
}

function quantity(value: unknown, name: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    return invalid(`${name} must be a hex quantity (0x…)`)
  return BigInt(value)
}

function refuseCapabilities(capabilities: unknown, where: string): void {
  if (capabilities === undefined) return
  if (typeof capabilities !== 'object' || capabilities === null) invalid(`${where} capabilities must be an object`)
  for (const [name, value] of Object.entries(capabilities as Record<string, unknown>)) {
    const optional = typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true
    if (!HONOURED_CAPABILITIES.has(name) && !optional)
      throw new ProviderRpcError(
        CallsErrorCode.unsupportedCapability,
        `The wallet does not support the capability ${name.slice(0, 64)}`,
      )
  }
}

export function parseCallsRequest(
  params: unknown,
  { account, chainId }: { account: Address; chainId: number },
): CallsRequest {
  const [raw] = Array.isArray(params) ? params : invalid('wallet_sendCalls expects an array of parameters')
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return invalid('wallet_sendCalls expects a calls object')
  const request = raw as Record<string, unknown>
  if (request.version !== '2.0.0' && request.version !== '1.0')
    invalid(`wallet_sendCalls version must be 2.0.0, got ${JSON.stringify(request.version)?.slice(0, 20)}`)
  if (quantity(request.chainId, 'chainId') !== BigInt(chainId))
    throw new ProviderRpcError(
      CallsErrorCode.unsupportedChain,
      `The calls are for chain ${Number(quantity(request.chainId, 'chainId'))}, but the wallet is on chain ${chainId}`,
    )
  if (request.from !== undefined && request.from !== null) {
    if (typeof request.from !== 'string' || !isAddress(request.from, { strict: false }))
      invalid('from is not an address')
    if ((request.from as string).toLowerCase() !== account.toLowerCase())
      throw new ProviderRpcError(RpcErrorCode.unauthorized, `The address ${request.from} is not the active account`)
  }
  if (
    request.id !== undefined &&
    (typeof request.id !== 'string' || request.id.length === 0 || request.id.length > 4096)
  )
    invalid('id must be a string of 1 to 4096 characters')
  if (request.atomicRequired !== undefined && typeof request.atomicRequired !== 'boolean')
    invalid('atomicRequired must be a boolean')
  refuseCapabilities(request.capabilities, 'The batch’s')
  if (!Array.isArray(request.calls) || request.calls.length === 0) return invalid('calls must be a non-empty array')
  if (request.calls.length > MAX_CALLS)
    throw new ProviderRpcError(
      CallsErrorCode.bundleTooLarge,
      `A batch holds at most ${MAX_CALLS} calls, got ${request.calls.length}`,
    )
  const calls = request.calls.map((call: unknown, index): BatchCall => {
    if (typeof call !== 'object' || call === null) return invalid(`calls[${index}] must be an object`)
    const { to, data, value, capabilities } = call as Record<string, unknown>
    if (typeof to !== 'string' || !isAddress(to, { strict: false }))
      return invalid(`calls[${index}].to must be an address`)
    if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data) || data.length % 2 !== 0))
      invalid(`calls[${index}].data must be hex bytes`)
    refuseCapabilities(capabilities, `calls[${index}]`)
    return {
      to: to as Address,
      value: value === undefined || value === null ? 0n : quantity(value, `calls[${index}].value`),
      data: typeof data === 'string' && data !== '0x' ? (data as Hex) : undefined,
    }
  })
  return {
    id: typeof request.id === 'string' ? request.id : null,
    atomicRequired: request.atomicRequired === true,
    calls,
  }
}
