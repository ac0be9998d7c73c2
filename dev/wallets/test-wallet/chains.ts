/** The chains the test wallet knows, and the node calls it forwards to the active one. */
import { defineChain, type Chain } from 'viem'
import { ProviderRpcError } from './errors.js'
import type { NativeCurrency } from './types.js'

export interface KnownChain {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: NativeCurrency
}

export const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

interface JsonRpcResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

let nextRpcId = 1

export async function rpcCall(rpcUrl: string, method: string, params: readonly unknown[]): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextRpcId++, method, params }),
    })
  } catch (err) {
    throw new ProviderRpcError(4901, `The chain node at ${rpcUrl} is unreachable: ${String(err)}`)
  }
  if (!response.ok) throw new ProviderRpcError(-32603, `The chain node answered HTTP ${response.status}.`)
  const body = (await response.json()) as JsonRpcResponse
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}

export const FORWARDED_METHODS = new Set([
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getCode',
])

export function toViemChain(chain: KnownChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
