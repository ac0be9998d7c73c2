/** The newest block number of each chain, asked of its node with at most one question in flight per chain. */
import type { RpcClient } from '../indexer/rpc-client.js'

export interface HeadReader {
  /** The newest block of `chainId`, from a question sent to the node after this call was made. */
  latest(chainId: string, rpc: RpcClient): Promise<bigint>
}

/**
 * The chain's newest block number, asked of the node after the caller asked (never an older answer), with at
 * most one question per chain in flight: callers arriving meanwhile share the next one.
 */
export function createHeadReader(): HeadReader {
  const chains = new Map<string, { current?: Promise<unknown>; next?: Promise<bigint> }>()
  return {
    latest(chainId, rpc) {
      const state = chains.get(chainId) ?? {}
      chains.set(chainId, state)
      if (state.next) return state.next
      const ask = async (): Promise<bigint> => {
        state.next = undefined
        return BigInt(await rpc.call<string>('eth_blockNumber', []))
      }
      const settled = state.current?.then(
        () => undefined,
        () => undefined,
      )
      const answer = settled ? settled.then(ask) : ask()
      if (settled) state.next = answer
      state.current = answer
      return answer
    },
  }
}
