/**
 * Reads a native balance from an EVM node with viem. Loaded on demand (dynamic import) so the
 * Connect view paints without viem.
 */
import { createClient, http } from 'viem'
import { getBalance } from 'viem/actions'

export async function readEvmBalance(rpcUrl: string, address: `0x${string}`): Promise<bigint> {
  const client = createClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) })
  return getBalance(client, { address })
}
