/**
 * `eth_sendTransaction`: the request checked against the fee rules (no gasPrice beside EIP-1559
 * fields, max fee ≤ 2^256−1, priority ≤ max), priced from the node before the user sees it
 * (gas, fees: what the approval shows is what is signed), and given its nonce after approval.
 */
import { isAddress, isHex, type Address, type Hex, type TransactionSerializable } from 'viem'
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { ChainRpc, ChainTarget } from './chain-rpc.js'
import { MIN_TIP_REFERENCE, SITE_FEE_LIMIT, withinLimit } from './fee-policy.js'

const MAX_UINT256 = 2n ** 256n - 1n
/** The base fee is multiplied by 1.2 for the max fee (as tenths, to stay in bigint arithmetic). */
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
export function parseTransactionRequest(
  raw: unknown,
  { account, chainId }: { account: Address; chainId: number },
): TransactionRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    invalid('eth_sendTransaction expects a transaction object')
  const tx = raw as Record<string, unknown>
  if (tx.from !== undefined) {
    if (typeof tx.from !== 'string' || !isAddress(tx.from, { strict: false })) invalid('from is not an address')
    if (tx.from.toLowerCase() !== account.toLowerCase())
      throw new ProviderRpcError(RpcErrorCode.unauthorized, `The address ${tx.from} is not the signed-in account`)
  }
  if (tx.chainId !== undefined && quantity(tx.chainId, 'chainId') !== BigInt(chainId)) {
    invalid(
      `The transaction is for chain ${Number(quantity(tx.chainId, 'chainId'))}, but the wallet is on chain ${chainId}`,
    )
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
  if (tx.maxPriorityFeePerGas !== undefined)
    request.maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  if (tx.nonce !== undefined) request.nonce = Number(quantity(tx.nonce, 'nonce'))
  checkFees(request)
  return request
}

/** The fee rules every transaction request must meet. */
function checkFees(request: Pick<TransactionRequest, 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'>): void {
  if (
    request.gasPrice !== undefined &&
    (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined)
  ) {
    invalid('Cannot specify both gasPrice and maxFeePerGas/maxPriorityFeePerGas')
  }
  if (request.maxFeePerGas !== undefined && request.maxFeePerGas > MAX_UINT256)
    invalid('maxFeePerGas cannot be higher than 2^256-1')
  if (
    request.maxFeePerGas !== undefined &&
    request.maxPriorityFeePerGas !== undefined &&
    request.maxPriorityFeePerGas > request.maxFeePerGas
  ) {
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

/** A transaction ready to show and sign, but for its nonce (read only once the user approved). */
export type PreparedTransaction = Omit<TransactionSerializable, 'nonce'> & {
  gas: bigint
  value: bigint
  chainId: number
} & ({ type: 'legacy'; gasPrice: bigint } | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint })

/**
 * Prices a request from the node: gas from `eth_estimateGas`, EIP-1559 fees (base fee × 1.2 +
 * the node's priority fee) on chains with a base fee, else the node's gas price. What the site
 * gave is kept only when it is at most {@link SITE_FEE_LIMIT}× the wallet's own figure (fee-policy.ts).
 */
export async function prepareTransaction({
  request,
  from,
  target,
  rpc,
  signal,
}: FillTransactionParameters): Promise<PreparedTransaction> {
  const call = async (method: string, params: unknown[]) => rpc(target, method, params, signal)
  const base = {
    chainId: target.chainId,
    value: request.value,
    ...(request.to ? { to: request.to } : {}),
    ...(request.data ? { data: request.data } : {}),
  }
  const callObject = {
    from,
    ...(request.to ? { to: request.to } : {}),
    ...(request.data ? { data: request.data } : {}),
    value: toQuantity(request.value),
  }
  const [gasEstimate, block] = await Promise.all([
    call('eth_estimateGas', [callObject]).then((value) => quantity(value, 'gas estimate from the node')),
    call('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: unknown } | null>,
  ])
  const gas = withinLimit('gas', request.gas, gasEstimate)

  const hasBaseFee = block?.baseFeePerGas !== undefined && block.baseFeePerGas !== null
  if (request.gasPrice !== undefined || !hasBaseFee) {
    if (!hasBaseFee && (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined)) {
      invalid('This chain has no base fee; give gasPrice instead of maxFeePerGas/maxPriorityFeePerGas')
    }
    const ownGasPrice = quantity(await call('eth_gasPrice', []), 'gas price from the node')
    return { ...base, type: 'legacy', gas, gasPrice: withinLimit('gasPrice', request.gasPrice, ownGasPrice) }
  }
  const baseFee = quantity(block.baseFeePerGas, 'base fee from the node')
  const ownTip = quantity(await call('eth_maxPriorityFeePerGas', []), 'priority fee from the node')
  const ownMaxFee = (baseFee * BASE_FEE_MULTIPLIER_TENTHS) / 10n + ownTip
  const maxFeePerGas = withinLimit('maxFeePerGas', request.maxFeePerGas, ownMaxFee)
  let maxPriorityFeePerGas = withinLimit(
    'maxPriorityFeePerGas',
    request.maxPriorityFeePerGas,
    ownTip,
    MIN_TIP_REFERENCE,
  )
  // A caller who capped the max fee but named no tip gets the node's tip, cut to fit the cap.
  if (request.maxPriorityFeePerGas === undefined && maxPriorityFeePerGas > maxFeePerGas)
    maxPriorityFeePerGas = maxFeePerGas
  checkFees({ maxFeePerGas, maxPriorityFeePerGas })
  return { ...base, type: 'eip1559', gas, maxFeePerGas, maxPriorityFeePerGas }
}

/** The most the transaction can cost in fees: gas × the highest price per gas it allows. */
export function maxNetworkFee(transaction: PreparedTransaction): bigint {
  return transaction.gas * (transaction.type === 'legacy' ? transaction.gasPrice : transaction.maxFeePerGas)
}

/** Adds the nonce (the caller's, else the node's pending count): the last step before signing. */
export async function withNonce(
  transaction: PreparedTransaction,
  { request, from, target, rpc, signal }: FillTransactionParameters,
): Promise<TransactionSerializable> {
  const nonce =
    request.nonce ??
    Number(quantity(await rpc(target, 'eth_getTransactionCount', [from, 'pending'], signal), 'nonce from the node'))
  return { ...transaction, nonce } as TransactionSerializable
}

/** Prepares and adds the nonce in one go (for callers that show nothing in between). */
export async function fillTransaction(parameters: FillTransactionParameters): Promise<TransactionSerializable> {
  return withNonce(await prepareTransaction(parameters), parameters)
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
