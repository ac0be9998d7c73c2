/**
 * `eth_sendTransaction`: the request checked against the fee rules of SPEC §5, then completed
 * from the node (nonce, gas, fees) into something the account can sign.
 */
import { isAddress, isHex, type Address, type Hex, type TransactionSerializable } from 'viem'
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { ChainRpc, ChainTarget } from './chain-rpc.js'

const MAX_UINT256 = 2n ** 256n - 1n
/** SPEC §9: default base fee multiplier 1.2 (as tenths, to stay in bigint arithmetic). */
const BASE_FEE_MULTIPLIER_TENTHS = 12n

export interface TransactionRequest {
  to?: Address
  value: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

/** Checks the `[tx]` parameter of eth_sendTransaction; throws -32602 / 4100 naming the problem. */
export function parseTransactionRequest(raw: unknown, { account, chainId }: { account: Address; chainId: number }): TransactionRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) invalid('eth_sendTransaction expects a transaction object')
  const tx = raw as Record<string, unknown>
  if (tx.from !== undefined) {
    if (typeof tx.from !== 'string' || !isAddress(tx.from, { strict: false })) invalid('from is not an address')
    if (tx.from.toLowerCase() !== account.toLowerCase()) throw new ProviderRpcError(RpcErrorCode.unauthorized, `The address ${tx.from} is not the signed-in account`)
  }
  if (tx.chainId !== undefined && quantity(tx.chainId, 'chainId') !== BigInt(chainId)) {
    invalid(`The transaction is for chain ${Number(quantity(tx.chainId, 'chainId'))}, but the wallet is on chain ${chainId}`)
  }
  const request: TransactionRequest = { value: tx.value === undefined ? 0n : quantity(tx.value, 'value') }
  if (tx.to !== undefined && tx.to !== null) {
    if (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false })) invalid('to is not an address')
    request.to = tx.to as Address
  }
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null && data !== '0x') {
    if (typeof data !== 'string' || !isHex(data) || data.length % 2 !== 0) invalid('data is not hex bytes')
    request.data = data
  }
  if (!request.to && !request.data) invalid('A transaction without a recipient must carry contract code in data')
  if (tx.gas !== undefined) request.gas = quantity(tx.gas, 'gas')
  if (tx.gasPrice !== undefined) request.gasPrice = quantity(tx.gasPrice, 'gasPrice')
  if (tx.maxFeePerGas !== undefined) request.maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas')
  if (tx.maxPriorityFeePerGas !== undefined) request.maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  if (tx.nonce !== undefined) request.nonce = Number(quantity(tx.nonce, 'nonce'))
  checkFees(request)
  return request
}

/** SPEC §5 "Transaction fees". */
function checkFees(request: Pick<TransactionRequest, 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'>): void {
  if (request.gasPrice !== undefined && (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined)) {
    invalid('Cannot specify both gasPrice and maxFeePerGas/maxPriorityFeePerGas')
  }
  if (request.maxFeePerGas !== undefined && request.maxFeePerGas > MAX_UINT256) invalid('maxFeePerGas cannot be higher than 2^256-1')
  if (request.maxFeePerGas !== undefined && request.maxPriorityFeePerGas !== undefined && request.maxPriorityFeePerGas > request.maxFeePerGas) {
    invalid('maxPriorityFeePerGas cannot be higher than maxFeePerGas')
  }
}

export interface FillTransactionParameters {
  request: TransactionRequest
  from: Address
  target: ChainTarget
  rpc: ChainRpc
  signal?: AbortSignal
}

/**
 * Completes a request from the node: the pending nonce, a gas estimate, and EIP-1559 fees
 * (base fee × 1.2 + priority fee) on chains with a base fee, else a legacy gas price.
 */
export async function fillTransaction({ request, from, target, rpc, signal }: FillTransactionParameters): Promise<TransactionSerializable> {
  const call = async (method: string, params: unknown[]) => rpc(target, method, params, signal)
  const base = {
    chainId: target.chainId,
    value: request.value,
    ...(request.to ? { to: request.to } : {}),
    ...(request.data ? { data: request.data } : {}),
  }
  const callObject = { from, ...(request.to ? { to: request.to } : {}), ...(request.data ? { data: request.data } : {}), value: toQuantity(request.value) }
  const [nonce, gas] = await Promise.all([
    request.nonce ?? call('eth_getTransactionCount', [from, 'pending']).then((value) => Number(quantity(value, 'nonce from the node'))),
    request.gas ?? call('eth_estimateGas', [callObject]).then((value) => quantity(value, 'gas estimate from the node')),
  ])
  if (request.gasPrice !== undefined) return { ...base, type: 'legacy', nonce, gas, gasPrice: request.gasPrice }

  const block = (await call('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: unknown } | null
  if (block?.baseFeePerGas === undefined || block.baseFeePerGas === null) {
    if (request.maxFeePerGas !== undefined) invalid('This chain has no base fee; give gasPrice instead of maxFeePerGas')
    const gasPrice = quantity(await call('eth_gasPrice', []), 'gas price from the node')
    return { ...base, type: 'legacy', nonce, gas, gasPrice }
  }
  const baseFee = quantity(block.baseFeePerGas, 'base fee from the node')
  let maxPriorityFeePerGas = request.maxPriorityFeePerGas ?? quantity(await call('eth_maxPriorityFeePerGas', []), 'priority fee from the node')
  const maxFeePerGas = request.maxFeePerGas ?? (baseFee * BASE_FEE_MULTIPLIER_TENTHS) / 10n + maxPriorityFeePerGas
  // A caller who capped the max fee but named no tip gets the node's tip, cut to fit the cap.
  if (request.maxPriorityFeePerGas === undefined && maxPriorityFeePerGas > maxFeePerGas) maxPriorityFeePerGas = maxFeePerGas
  checkFees({ maxFeePerGas, maxPriorityFeePerGas })
  return { ...base, type: 'eip1559', nonce, gas, maxFeePerGas, maxPriorityFeePerGas }
}

function quantity(value: unknown, name: string): bigint {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  invalid(`${name} is not a hex quantity`)
}

function toQuantity(value: bigint): Hex {
  return `0x${value.toString(16)}`
}

function invalid(message: string): never {
  throw new ProviderRpcError(RpcErrorCode.invalidParams, message)
}
