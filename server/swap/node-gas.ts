/** Gas prices and gas estimates, read from a chain's node for the swap API. */
import type { Address, Hex } from 'viem'
import { RpcError, type RpcClient } from '../indexer/rpc-client.js'
import type { TransactionRequest } from './provider.js'

export interface GasPrices {
  standard: bigint
  fast: bigint
  instant: bigint
}

const hex = (value: bigint): Hex => `0x${value.toString(16)}`

/**
 * Wei per gas: ⌈latest base fee × `baseFeeMultiplier`⌉ plus 1×, 1.5× and 2× the node's suggested tip
 * (`eth_maxPriorityFeePerGas`); the multiplier leaves room for the base fee to rise before inclusion. A chain
 * without a base fee (no EIP-1559) answers its `eth_gasPrice` three times.
 */
export async function readGasPrices(rpc: RpcClient, baseFeeMultiplier: number): Promise<GasPrices> {
  const [block, tip, legacy] = await rpc.tryBatch<unknown>([
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
    { method: 'eth_maxPriorityFeePerGas', params: [] },
    { method: 'eth_gasPrice', params: [] },
  ])
  const baseFee = (block as { baseFeePerGas?: Hex } | undefined)?.baseFeePerGas
  if (baseFee === undefined || typeof tip !== 'string') {
    if (typeof legacy !== 'string') throw new Error('the node answered neither a base fee nor a gas price')
    const price = BigInt(legacy)
    return { standard: price, fast: price, instant: price }
  }
  const thousandths = BigInt(Math.round(baseFeeMultiplier * 1000))
  const base = (BigInt(baseFee) * thousandths + 999n) / 1000n
  const priority = BigInt(tip)
  return { standard: base + priority, fast: base + (priority * 3n) / 2n, instant: base + priority * 2n }
}

/** The node's estimate for `from` sending `tx`, or the node's reason when it would revert; a node that fails throws. */
export async function estimateGas(
  rpc: RpcClient,
  from: Address,
  tx: TransactionRequest,
): Promise<{ gas: bigint } | { revert: string }> {
  try {
    const gas = await rpc.call<Hex>('eth_estimateGas', [{ from, to: tx.to, data: tx.data, value: hex(tx.value) }])
    return { gas: BigInt(gas) }
  } catch (err) {
    // An error answer is the node refusing the call; anything else (unreachable, HTTP error) is the node failing.
    if (err instanceof RpcError && err.message.startsWith('eth_estimateGas failed')) return { revert: err.message }
    throw err
  }
}
