/**
 * A SwapProvider on a Uniswap V2 deployment (UniswapV2Router02 and its pools). Quotes are the router's
 * `getAmountsOut` — the constant-product formula with the 0.3 % fee, hop by hop over the pools' reserves — for the
 * direct path and every one-hop path through the wrapped ether or a listed token, all asked in one JSON-RPC batch;
 * the best output wins. Swaps are `swapExactTokensForTokens`, `swapExactETHForTokens` or `swapExactTokensForETH` on
 * that path with `amountOutMin` = quote × (1 − slippage) and a deadline from the latest block's time.
 */
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  maxUint256,
  parseAbi,
} from 'viem'
import type { RpcClient } from '../indexer/rpc-client.js'
import type { TokenMetadataCache } from '../chain-data/token-metadata.js'
import {
  type BuildSwapParameters,
  type BuiltSwap,
  isNative,
  NATIVE_TOKEN,
  NoRouteError,
  type SwapOrder,
  type SwapProvider,
  type SwapQuoteResult,
  SwapRefused,
  type TransactionRequest,
} from './provider.js'
import type { UniswapV2Setting } from './settings.js'

const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])
const ERC20_ABI = parseAbi([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
])

/** Gas limits without an estimate: measured use is about 100k for one pool and 60k more per hop and per (un)wrap. */
const GAS_PER_SWAP = 150_000n
const GAS_PER_EXTRA_STEP = 80_000n

export interface UniswapV2ProviderParameters {
  /** CAIP-2, for the metadata cache. */
  chainId: string
  rpc: RpcClient
  setting: UniswapV2Setting
  metadata: TokenMetadataCache
  /** The chain's own coin, as listed. */
  native: { name: string; symbol: string; decimals: number }
  deadlineSeconds: number
}

const same = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase()

export function createUniswapV2Provider({
  chainId,
  rpc,
  setting,
  metadata,
  native,
  deadlineSeconds,
}: UniswapV2ProviderParameters): SwapProvider {
  const router = getAddress(setting.router)
  const weth = getAddress(setting.weth)
  const listed = setting.tokens.map((token) => getAddress(token))
  /** The market's token for an order's side: ether trades as the wrapped ether. */
  const traded = (token: Address): Address => (isNative(token) ? weth : getAddress(token))

  const candidatePaths = (from: Address, to: Address): Address[][] => {
    const [a, b] = [traded(from), traded(to)]
    if (same(a, b))
      throw new SwapRefused('from and to must be different tokens (ether and its wrapped token count as one)')
    const middles = [weth, ...listed].filter(
      (m, i, all) => !same(m, a) && !same(m, b) && all.findIndex((x) => same(x, m)) === i,
    )
    return [[a, b], ...middles.map((m) => [a, m, b])]
  }

  const quote = async ({ from, to, amount }: SwapOrder): Promise<SwapQuoteResult> => {
    if (amount <= 0n) throw new SwapRefused('amount must be more than 0')
    const paths = candidatePaths(from, to)
    const answers = await rpc.tryBatch<Hex>(
      paths.map((path) => ({
        method: 'eth_call',
        params: [
          {
            to: router,
            data: encodeFunctionData({ abi: ROUTER_ABI, functionName: 'getAmountsOut', args: [amount, path] }),
          },
          'latest',
        ],
      })),
    )
    let best: SwapQuoteResult | undefined
    answers.forEach((answer, i) => {
      // A path through a missing pool reverts (answered undefined); an empty pool yields 0.
      if (!answer || answer === '0x') return
      const amounts = decodeFunctionResult({ abi: ROUTER_ABI, functionName: 'getAmountsOut', data: answer })
      const out = amounts.at(-1) ?? 0n
      if (out > 0n && (!best || out > best.amountOut)) best = { amountOut: out, route: paths[i] as Address[] }
    })
    if (!best) throw new NoRouteError(`insufficient liquidity: no pool route from ${from} to ${to} for this amount`)
    return best
  }

  const latestTimestamp = async (): Promise<bigint> => {
    const block = await rpc.call<{ timestamp: Hex } | null>('eth_getBlockByNumber', ['latest', false])
    if (!block) throw new Error('the node has no latest block')
    return BigInt(block.timestamp)
  }

  return {
    async tokens() {
      const known = await metadata.read(
        chainId,
        rpc,
        listed.map((address) => ({ address })),
      )
      return [{ address: NATIVE_TOKEN, ...native }, ...known.filter((token) => token !== undefined)]
    },

    quote,

    async allowance(token, owner) {
      if (isNative(token)) return maxUint256
      const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'allowance', args: [owner, router] })
      const [answer] = await rpc.tryBatch<Hex>([{ method: 'eth_call', params: [{ to: token, data }, 'latest'] }])
      if (!answer || answer === '0x') throw new SwapRefused(`${token} is not an ERC-20 token on ${chainId}`)
      return decodeFunctionResult({ abi: ERC20_ABI, functionName: 'allowance', data: answer })
    },

    buildApprove(token, amount): TransactionRequest {
      if (isNative(token)) throw new SwapRefused('ether needs no approval')
      return {
        to: getAddress(token),
        data: encodeFunctionData({ abi: ERC20_ABI, functionName: 'approve', args: [router, amount] }),
        value: 0n,
      }
    },

    async buildSwap({ from, to, amount, owner, slippageBasisPoints }: BuildSwapParameters): Promise<BuiltSwap> {
      const [{ amountOut, route }, now] = await Promise.all([quote({ from, to, amount }), latestTimestamp()])
      const amountOutMin = (amountOut * BigInt(10_000 - slippageBasisPoints)) / 10_000n
      const deadline = now + BigInt(Math.floor(deadlineSeconds))
      let data: Hex
      if (isNative(from))
        data = encodeFunctionData({
          abi: ROUTER_ABI,
          functionName: 'swapExactETHForTokens',
          args: [amountOutMin, route, owner, deadline],
        })
      else
        data = encodeFunctionData({
          abi: ROUTER_ABI,
          functionName: isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, amountOutMin, route, owner, deadline],
        })
      const steps = BigInt(route.length - 2 + (isNative(from) || isNative(to) ? 1 : 0))
      return {
        tx: { to: router, data, value: isNative(from) ? amount : 0n },
        amountOut,
        amountOutMin,
        gasLimit: GAS_PER_SWAP + steps * GAS_PER_EXTRA_STEP,
      }
    },
  }
}
