/** Reads from a Solana node over plain JSON-RPC: the native balance (lamports) and the current slot. */
import { ProviderRpcError, RpcErrorCode } from '../../../shared/errors.js'

/** One JSON-RPC call; a transport failure or an error answer rejects, naming the method and the node's message. */
async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok)
    throw new ProviderRpcError(RpcErrorCode.internal, `The Solana node answered ${method} with HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { code?: number; message?: string } }
  if (body.error || body.result === undefined)
    throw new ProviderRpcError(
      RpcErrorCode.internal,
      `The Solana node refused ${method}: ${body.error?.message ?? 'no result'}`,
    )
  return body.result
}

/** The lamports of `address` at the `confirmed` commitment. */
export async function readSolanaBalance(rpcUrl: string, address: string): Promise<bigint> {
  const { value } = await rpc<{ value: number }>(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }])
  if (!Number.isSafeInteger(value) || value < 0)
    throw new ProviderRpcError(RpcErrorCode.internal, `The Solana node gave the balance ${String(value)}`)
  return BigInt(value)
}

/** The node's current slot (what a block number is to the widget's refresh). */
export async function readSolanaSlot(rpcUrl: string): Promise<bigint> {
  const slot = await rpc<number>(rpcUrl, 'getSlot', [{ commitment: 'confirmed' }])
  if (!Number.isSafeInteger(slot) || slot < 0)
    throw new ProviderRpcError(RpcErrorCode.internal, `The Solana node gave the slot ${String(slot)}`)
  return BigInt(slot)
}
