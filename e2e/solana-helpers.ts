/** Reads of the local Solana node that the browser tests check outcomes with. */
import { SOLANA_RPC } from '../dev/world/test-world.js'

/** The confirmed SOL balance of `address`, in lamports. */
export async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}
