/**
 * The swap API (shapes and parameters in shared/contracts/swap.ts), answered by each chain's swap provider
 * (providers.ts) with gas prices and estimates from the chain's node:
 *
 *   GET  /v1/convert/tokens          the provider's tokens, ether first, icons on this server
 *   GET  /v1/convert/quotes          the best route's output for an exact input
 *   GET  /v1/convert/allowance       what the provider's spender may take
 *   GET  /v1/convert/gas-price       the node's base fee × multiplier plus tips
 *   GET  /v1/convert/build-approve   `approve` calldata for the provider's spender (unlimited unless `amount`)
 *   POST /v1/convert/build-transaction   the swap call with `amountOutMin` from the slippage
 *
 * Answers: 400 naming a bad parameter (code SWAP_INVALID_REQUEST for tokens on different networks, an invalid
 * slippage, …), 403 'Invalid Project ID', 400 'Network not supported for Swaps' / 'Network not supported for Gas
 * Price' (§8) for a network without a node or a provider, 400 with `reasons` when no pool route fills the order
 * (SWAP_NO_ROUTE), 400 when the node says the transaction would revert (SWAP_WOULD_REVERT), 502 when the node fails.
 */
import { type Context, Hono } from 'hono'
import { type Address, getAddress, maxUint256 } from 'viem'
import {
  BuildApproveQuery,
  BuildTransactionRequest,
  DEFAULT_SLIPPAGE_PERCENT,
  GasPriceQuery,
  MAX_SLIPPAGE_PERCENT,
  SwapAllowanceQuery,
  SwapQuoteQuery,
  SwapTokensQuery,
  slippageBasisPoints,
} from '../../shared/contracts/swap.js'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { readQuery, requireProject } from '../api/query.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { readCappedBody } from '../blockchain/capped-body.js'
import { parseInput } from '../validation.js'
import { estimateGas, readGasPrices } from './node-gas.js'
import { NoRouteError, SwapRefused, type TransactionRequest } from './provider.js'
import { createSwapChains, type SwapChain } from './providers.js'

/** A build request is a few CAIP-10 addresses and numbers: 16 KiB is plenty. */
const MAX_BUILD_BODY_BYTES = 16 * 1024

const invalid = (message: string, field: string) => new ApiError(400, message, { code: 'SWAP_INVALID_REQUEST', field })

/** `eip155:N:0x…` (already checked by the schema) → its network and checksummed address. */
function splitToken(caip10: string): { chainId: string; address: Address } {
  const cut = caip10.lastIndexOf(':')
  return { chainId: caip10.slice(0, cut), address: getAddress(caip10.slice(cut + 1).toLowerCase()) }
}

/** The user's plain address; a CAIP-10 one must be on the tokens' network. */
function userOn(chainId: string, userAddress: string): Address {
  const { chainId: network, address } = userAddress.includes(':')
    ? splitToken(userAddress)
    : { chainId, address: getAddress(userAddress.toLowerCase()) }
  if (network !== chainId) throw invalid(`userAddress is on ${network} but the tokens are on ${chainId}`, 'userAddress')
  return address
}

/** The order's network, from its two tokens, which must share it. */
function pairOf(from: string, to: string): { chainId: string; from: Address; to: Address } {
  const [a, b] = [splitToken(from), splitToken(to)]
  if (a.chainId !== b.chainId) throw invalid(`from is on ${a.chainId} but to is on ${b.chainId}`, 'to')
  return { chainId: a.chainId, from: a.address, to: b.address }
}

/** Runs a provider or node call, turning its failures into answers (a no-route is answered by the handler). */
async function fromProvider<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof ApiError || err instanceof NoRouteError) throw err
    if (err instanceof SwapRefused) throw new ApiError(400, err.message, { code: 'SWAP_REFUSED' })
    throw new ApiError(502, 'The chain node did not answer', { code: 'SWAP_NODE_FAILED' })
  }
}

/** The no-route answer AppKit's client recognises: `reasons[0].description` mentions insufficient liquidity. */
function noRoute(c: Context, err: unknown): Response {
  if (!(err instanceof NoRouteError)) throw err
  return c.json({ error: err.message, code: 'SWAP_NO_ROUTE', reasons: [{ description: err.message }] }, 400)
}

async function readBuildRequest(c: Context): Promise<BuildTransactionRequest> {
  if (!/^(application\/json|text\/plain)\b/i.test(c.req.header('content-type') ?? ''))
    throw new ApiError(415, 'Content-Type must be application/json or text/plain')
  let raw: unknown
  try {
    raw = JSON.parse(await readCappedBody(c.req.raw, MAX_BUILD_BODY_BYTES))
  } catch (err) {
    if (err instanceof ApiError) throw err
    throw new ApiError(400, 'Body must be valid JSON')
  }
  return parseInput(BuildTransactionRequest, raw)
}

export function swapRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()
  const settings = ctx.config.swap
  const chains = createSwapChains({
    chains: ctx.config.chains,
    settings,
    nodeTimeoutMs: ctx.config.rpcProxy.nodeTimeoutMs,
  })
  const iconUrl = (symbol: string) => `${ctx.config.publicOrigin}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const gasPriceOf = (chain: SwapChain) =>
    fromProvider(() => readGasPrices(chain.rpc, settings.baseFeeMultiplier)).then((prices) => prices.standard)
  /** The node's gas estimate for `user` sending `tx`, or the 400 saying the transaction would revert. */
  const estimated = async (chain: SwapChain, user: Address, tx: TransactionRequest, what: string) => {
    const estimate = await fromProvider(() => estimateGas(chain.rpc, user, tx))
    if ('revert' in estimate)
      throw new ApiError(400, `The ${what} would fail: ${estimate.revert.slice(0, 300)}`, { code: 'SWAP_WOULD_REVERT' })
    return estimate.gas
  }

  app.get('/v1/convert/tokens', async (c) => {
    const query = readQuery(c, SwapTokensQuery)
    await requireProject(ctx, query.projectId)
    const { provider } = chains.swapChain(query.chainId)
    const tokens = await fromProvider(() => provider.tokens())
    return c.json({
      tokens: tokens.map(({ name, symbol, address, decimals }) => ({
        name,
        symbol,
        address: `${query.chainId}:${address}`,
        decimals,
        logoUri: iconUrl(symbol),
        eip2612: false,
      })),
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = readQuery(c, SwapQuoteQuery)
    await requireProject(ctx, query.projectId)
    const { chainId, from, to } = pairOf(query.from, query.to)
    userOn(chainId, query.userAddress)
    const { provider } = chains.swapChain(chainId)
    try {
      const { amountOut } = await fromProvider(() => provider.quote({ from, to, amount: BigInt(query.amount) }))
      const quote = {
        id: null,
        fromAmount: query.amount,
        fromAccount: query.from,
        toAmount: amountOut.toString(),
        toAccount: query.to,
      }
      return c.json({ quotes: [quote] })
    } catch (err) {
      return noRoute(c, err)
    }
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = readQuery(c, SwapAllowanceQuery)
    await requireProject(ctx, query.projectId)
    const token = splitToken(query.tokenAddress)
    const owner = userOn(token.chainId, query.userAddress)
    const { provider } = chains.swapChain(token.chainId)
    const allowance = await fromProvider(() => provider.allowance(token.address, owner))
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const query = readQuery(c, GasPriceQuery)
    await requireProject(ctx, query.projectId)
    const node = chains.gasNode(query.chainId)
    const prices = await fromProvider(() => readGasPrices(node, settings.baseFeeMultiplier))
    return c.json({
      standard: prices.standard.toString(),
      fast: prices.fast.toString(),
      instant: prices.instant.toString(),
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = readQuery(c, BuildApproveQuery)
    await requireProject(ctx, query.projectId)
    const { chainId, from } = pairOf(query.from, query.to)
    const user = userOn(chainId, query.userAddress)
    const chain = chains.swapChain(chainId)
    const amount = query.amount === undefined ? maxUint256 : BigInt(query.amount)
    const tx = await fromProvider(() => chain.provider.buildApprove(from, amount))
    const [gas, gasPrice] = await Promise.all([estimated(chain, user, tx, 'approval'), gasPriceOf(chain)])
    return c.json({
      tx: {
        from: query.from,
        to: query.from,
        data: tx.data,
        value: tx.value.toString(),
        eip155: { gas: Number(gas), gasPrice: gasPrice.toString() },
      },
    })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const request = await readBuildRequest(c)
    await requireProject(ctx, request.projectId)
    const { chainId, from, to } = pairOf(request.from, request.to)
    const owner = userOn(chainId, request.userAddress)
    const slippage = request.eip155?.slippage ?? DEFAULT_SLIPPAGE_PERCENT
    const basisPoints = slippageBasisPoints(slippage)
    if (basisPoints === undefined)
      throw invalid(
        `eip155.slippage must be a percentage from 0 to ${MAX_SLIPPAGE_PERCENT} with at most 2 decimals, got ${JSON.stringify(slippage)}`,
        'eip155.slippage',
      )
    const chain = chains.swapChain(chainId)
    try {
      const built = await fromProvider(() =>
        chain.provider.buildSwap({ from, to, amount: BigInt(request.amount), owner, slippageBasisPoints: basisPoints }),
      )
      const [gas, gasPrice] = await Promise.all([
        request.disableEstimate ? built.gasLimit : estimated(chain, owner, built.tx, 'swap'),
        gasPriceOf(chain),
      ])
      return c.json({
        tx: {
          from: `${chainId}:${owner}`,
          to: `${chainId}:${built.tx.to}`,
          data: built.tx.data,
          amount: request.amount,
          value: built.tx.value.toString(),
          toAmount: built.amountOut.toString(),
          toAmountMin: built.amountOutMin.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      })
    } catch (err) {
      return noRoute(c, err)
    }
  })

  return defineRoutes({ cors: 'widget-origins', app })
}
