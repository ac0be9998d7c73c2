/**
 * The node reads a send needs: the gas a transaction takes, the fees per gas the node suggests
 * (EIP-1559 or legacy) and a transaction's receipt. Loaded on demand (dynamic import) with viem.
 */
import { createClient, http } from 'viem'
import { CHAIN_CALL_TIMEOUT_MS } from './balance.js'

/** The base fee is multiplied by this (as tenths) for the max fee, so a few fuller blocks still fit. */
const BASE_FEE_MULTIPLIER_TENTHS = 12n

/** Fees per gas: EIP-1559's pair, or a legacy chain's gas price, never both. */
export type FeesPerGas = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }

export interface GasQuote {
  gas: bigint
  fees: FeesPerGas
}

export interface GasRequest {
  from: `0x${string}`
  to: `0x${string}`
  value?: bigint
  data?: `0x${string}`
}

const hex = (value: bigint) => `0x${value.toString(16)}` as const

export interface SendReadOptions {
  /** The fetch to reach the node with (tests). */
  fetchFn?: typeof fetch
}

function client(rpcUrl: string, { fetchFn }: SendReadOptions) {
  const transport = http(rpcUrl, { retryCount: 0, timeout: CHAIN_CALL_TIMEOUT_MS, ...(fetchFn && { fetchFn }) })
  return createClient({ transport })
}

/**
 * `eth_estimateGas` for the transaction, and the fees: with a base fee in the latest block,
 * maxFeePerGas = base fee × 1.2 + `eth_maxPriorityFeePerGas`; without one, `eth_gasPrice`.
 */
export async function estimateEvmGas(
  rpcUrl: string,
  request: GasRequest,
  options: SendReadOptions = {},
): Promise<GasQuote> {
  const { request: rpc } = client(rpcUrl, options)
  const call = {
    from: request.from,
    to: request.to,
    ...(request.value !== undefined && { value: hex(request.value) }),
    ...(request.data && { data: request.data }),
  }
  const [gas, block] = await Promise.all([
    rpc({ method: 'eth_estimateGas', params: [call] }),
    rpc({ method: 'eth_getBlockByNumber', params: ['latest', false] }),
  ])
  const baseFee = block?.baseFeePerGas
  if (baseFee === undefined || baseFee === null) {
    const gasPrice = await rpc({ method: 'eth_gasPrice' })
    return { gas: BigInt(gas), fees: { gasPrice: BigInt(gasPrice) } }
  }
  const priority = BigInt(await rpc({ method: 'eth_maxPriorityFeePerGas' }))
  const maxFeePerGas = (BigInt(baseFee) * BASE_FEE_MULTIPLIER_TENTHS) / 10n + priority
  return { gas: BigInt(gas), fees: { maxFeePerGas, maxPriorityFeePerGas: priority } }
}

/** The outcome of a mined transaction, or null while it is not mined; rejects when the call fails. */
export async function readEvmReceipt(
  rpcUrl: string,
  hash: `0x${string}`,
  options: SendReadOptions = {},
): Promise<'success' | 'reverted' | null> {
  const receipt = await client(rpcUrl, options).request({ method: 'eth_getTransactionReceipt', params: [hash] })
  if (!receipt) return null
  return receipt.status === '0x1' ? 'success' : 'reverted'
}
