/**
 * Reads a native balance and the latest block number from an EVM node with viem. Loaded on
 * demand (dynamic import) so the Connect view paints without viem.
 */
import { createClient, http } from 'viem'
import { getBalance, getBlockNumber } from 'viem/actions'

/** A chain call of the widget ends within this time: the request is aborted and the read fails. */
export const CHAIN_CALL_TIMEOUT_MS = 10_000

export interface ReadEvmBalanceOptions {
  /** Defaults to {@link CHAIN_CALL_TIMEOUT_MS}. */
  timeoutMs?: number
  /** The fetch to reach the node with (tests). */
  fetchFn?: typeof fetch
}

/**
 * One `eth_getBalance`, in a single attempt that viem aborts when the time is up: a retry would
 * double the wait, and a failed read is shown as unavailable and tried again later anyway.
 */
export async function readEvmBalance(
  rpcUrl: string,
  address: `0x${string}`,
  options: ReadEvmBalanceOptions = {},
): Promise<bigint> {
  return getBalance(chainClient(rpcUrl, options), { address })
}

/** One `eth_blockNumber` through the same transport as the balance (one attempt, the same deadline). */
export async function readEvmBlockNumber(rpcUrl: string, options: ReadEvmBalanceOptions = {}): Promise<bigint> {
  // No cache: the widget polls to learn of new blocks.
  return getBlockNumber(chainClient(rpcUrl, options), { cacheTime: 0 })
}

function chainClient(rpcUrl: string, options: ReadEvmBalanceOptions) {
  const transport = http(rpcUrl, {
    retryCount: 0,
    timeout: options.timeoutMs ?? CHAIN_CALL_TIMEOUT_MS,
    ...(options.fetchFn && { fetchFn: options.fetchFn }),
  })
  return createClient({ transport })
}
