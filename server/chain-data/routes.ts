/**
 * The chain-data calls this module answers (shapes in shared/contracts/chain-data.ts):
 *
 *   GET  /v1/account/{address}/balance?projectId&st&sv&chainId&currency=usd[&forceUpdate] → { balances }
 *   POST /v1/fungible/price  { projectId, currency, addresses }  (JSON, also sent as text/plain) → { fungibles }
 *   GET  /public/getTokenImage/{symbol}[?projectId&st&sv]                                  → image/svg+xml
 *
 * A bad parameter answers 400 naming it, an unknown project 403, a chain without a node 400 naming it, a node
 * that fails 502. On a `solana:` network the address is base58 and the answer SOL and the listed SPL tokens
 * (solana/balances.ts). Token icons are public: the project is checked only when the query names one, so the
 * `iconUrl` of an answer works as it is in an <img>.
 */
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { isCaipNetworkId } from '../../shared/caip.js'
import { ProjectQuery } from '../../shared/contracts/api-queries.js'
import { FungiblePriceRequest } from '../../shared/contracts/chain-data.js'
import { EVM_ADDRESS_PATTERN } from '../../shared/contracts/vocabulary.js'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { projectRequest, readQuery, requireProject } from '../api/query.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { readCappedBody } from '../blockchain/capped-body.js'
import { imageAnswer } from '../directory/routes.js'
import { parseInput } from '../validation.js'
import { createBalanceService } from './balances.js'
import { fungiblePrices } from './fungible-prices.js'
import { createPriceSource } from './price-source.js'
import { createTokenImages } from './token-images.js'
import { createSolanaBalanceService, isSolanaNetworkId } from './solana/balances.js'
import { createBitcoinBalanceService, isBitcoinNetworkId } from './bitcoin/balances.js'

export const BalanceQuery = z.extend(ProjectQuery, {
  chainId: z
    .string()
    .check(z.refine(isCaipNetworkId, { error: 'chainId must be a CAIP-2 network id (e.g. eip155:1)' })),
  currency: z.optional(z.literal('usd', { error: 'currency must be usd' })),
  forceUpdate: z.optional(z.string()),
})

/** A price request names at most 100 addresses of at most 128 characters: 16 KiB is plenty. */
const MAX_PRICE_BODY_BYTES = 16 * 1024

/** Turns a node's failure (unreachable, timed out, an error answer) into a 502; client errors pass through. */
async function fromNode<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (err) {
    if (err instanceof ApiError) throw err
    throw new ApiError(502, 'The chain node did not answer')
  }
}

export function chainDataRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()
  const priceSource = createPriceSource(ctx.config.chainData.prices)
  const service = createBalanceService({
    chains: ctx.config.chains,
    settings: ctx.config.chainData,
    priceSource,
    apiOrigin: ctx.config.publicOrigin,
    nodeTimeoutMs: ctx.config.rpcProxy.nodeTimeoutMs,
  })
  const images = createTokenImages()
  // Balances on Solana networks: SOL and the listed SPL tokens, from the node `config.solana` names (solana/).
  const solana = createSolanaBalanceService({
    settings: ctx.config.solana,
    priceSource,
    iconUrl: service.iconUrl,
    nodeTimeoutMs: ctx.config.rpcProxy.nodeTimeoutMs,
  })
  // Balances on bip122 networks: the confirmed unspent outputs, from the UTXO node `config.bitcoin` names (bitcoin/).
  const bitcoin = createBitcoinBalanceService({
    settings: ctx.config.bitcoin,
    priceSource,
    iconUrl: service.iconUrl,
    nodeTimeoutMs: ctx.config.rpcProxy.nodeTimeoutMs,
  })

  app.get('/v1/account/:address/balance', async (c) => {
    const query = readQuery(c, BalanceQuery)
    const address = c.req.param('address')
    if (isSolanaNetworkId(query.chainId)) {
      await requireProject(ctx, query.projectId)
      return c.json({ balances: await fromNode(() => solana.balances(query.chainId, address)) })
    }
    if (isBitcoinNetworkId(query.chainId)) {
      await requireProject(ctx, query.projectId)
      return c.json({ balances: await fromNode(() => bitcoin.balances(query.chainId, address)) })
    }
    if (!EVM_ADDRESS_PATTERN.test(address))
      throw new ApiError(400, `address must be 0x followed by 40 hex characters, got "${address.slice(0, 64)}"`, {
        field: 'address',
      })
    await requireProject(ctx, query.projectId)
    const force = query.forceUpdate === 'true' || query.forceUpdate === '1'
    const balances = await fromNode(() =>
      service.balances({ chainId: query.chainId, address: address as `0x${string}`, force }),
    )
    return c.json({ balances })
  })

  app.post('/v1/fungible/price', async (c) => {
    const type = c.req.header('content-type') ?? ''
    if (!/^(application\/json|text\/plain)\b/i.test(type))
      throw new ApiError(415, 'Content-Type must be application/json or text/plain')
    let raw: unknown
    try {
      raw = JSON.parse(await readCappedBody(c.req.raw, MAX_PRICE_BODY_BYTES))
    } catch (err) {
      if (err instanceof ApiError) throw err
      throw new ApiError(400, 'Body must be valid JSON')
    }
    const request = parseInput(FungiblePriceRequest, raw)
    await requireProject(ctx, request.projectId)
    return c.json(await fromNode(() => fungiblePrices(service, priceSource, request.addresses)))
  })

  app.get('/public/getTokenImage/:symbol', async (c) => {
    if (c.req.query('projectId') !== undefined) await projectRequest(ctx, c)
    const found = await images.find(c.req.param('symbol'))
    if (!found) throw new ApiError(404, 'Image not found')
    return imageAnswer(c, found)
  })

  return defineRoutes({ cors: 'widget-origins', app })
}
