/**
 * The blockchain data API calls:
 *
 *   GET  /v1/supported-chains?projectId&st&sv          → { http: CAIP-2 ids served, ws: [] }
 *   GET  /v1/identity/{address}?projectId&sender&st&sv → { name, avatar } (nulls when unknown; the ENS
 *                                                         primary name when the names table has none)
 *   POST /v1/?chainId&projectId[&st&sv]                → the node's JSON-RPC answer (rpc-proxy.ts)
 *
 * st and sv are optional on the RPC URL only: the spec's node address carries just chainId and
 * projectId, and wallets handed that URL call it as it is.
 *
 * The RPC address answers, in this order: 401 without a projectId, 400 for a bad parameter, 403
 * for an unknown project or a browser `Origin` the project does not allow (rpc-access.ts), 400
 * for a chain without a node, 415 for a body not declared JSON, 429 past the rate limits
 * (rpc-limits.ts; every request counts once before its body is read, a batch then counts its
 * other calls), 413 for a body over 64 KiB, 400 for a bad body.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { isCaipNetworkId } from '../../shared/caip.js'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { ProjectQuery, SdkType, SdkVersion } from '../../shared/contracts/api-queries.js'
import { EVM_ADDRESS_PATTERN, ProjectId } from '../../shared/contracts/vocabulary.js'
import { projectRequest, readQuery, requireProject } from '../api/query.js'
import { readCappedBody } from './capped-body.js'
import { findIdentity } from './names.js'
import { withEnsName } from '../names/ens-profile.js'
import { requireProjectIdGiven, requireRpcOrigin } from './rpc-access.js'
import { enforceRpcLimits } from './rpc-limits.js'
import { MAX_RPC_BODY_BYTES, parseRpcBody, proxyRpc, RpcBodyRefused, type RpcBody } from './rpc-proxy.js'
import { solanaRpcNode } from './solana-rpc.js'

export const NETWORK_NOT_SUPPORTED = 'Network not supported'

const address = (field: string) =>
  z.string().regex(EVM_ADDRESS_PATTERN, { error: `${field} must be 0x followed by 40 hex characters` })

const IdentityQuery = z.object({ ...ProjectQuery.shape, sender: address('sender').optional() })

const RpcQuery = z.object({
  chainId: z.string().refine(isCaipNetworkId, { error: 'chainId must be a CAIP-2 network id (e.g. eip155:1)' }),
  projectId: ProjectId,
  st: z.optional(SdkType),
  sv: z.optional(SdkVersion),
})

/** The widget caches names and identities for 5 minutes; browsers may do the same. */
const IDENTITY_CACHE_CONTROL = 'public, max-age=300'

export function blockchainRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()

  app.get('/v1/supported-chains', async (c) => {
    await projectRequest(ctx, c)
    c.header('Cache-Control', 'public, max-age=60')
    const solana = ctx.config.solana.networks.map((network) => network.caipNetworkId)
    const bitcoin = ctx.config.bitcoin.networks.map((network) => network.caipNetworkId)
    const http = [...ctx.config.chains.map((chain) => chain.caipNetworkId), ...solana, ...bitcoin]
    return c.json({ http, ws: [] as string[] })
  })

  app.get('/v1/identity/:address', async (c) => {
    const query = readQuery(c, IdentityQuery)
    const parsed = address('address').safeParse(c.req.param('address'))
    if (!parsed.success)
      throw new ApiError(400, 'address must be 0x followed by 40 hex characters', { field: 'address' })
    await requireProject(ctx, query.projectId)
    c.header('Cache-Control', IDENTITY_CACHE_CONTROL)
    return c.json(await withEnsName(ctx, parsed.data, await findIdentity(ctx.db, parsed.data)))
  })

  const rpc = async (c: Context) => {
    requireProjectIdGiven(c)
    const query = readQuery(c, RpcQuery)
    const project = await requireProject(ctx, query.projectId)
    requireRpcOrigin(ctx.config, project, c.req.header('origin'))
    const chain =
      ctx.config.chains.find((candidate) => candidate.caipNetworkId === query.chainId) ??
      solanaRpcNode(ctx.config.solana, query.chainId)
    if (!chain) throw new ApiError(400, NETWORK_NOT_SUPPORTED)
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
      throw new ApiError(415, 'Content-Type must be application/json')
    await enforceRpcLimits(ctx, c, project.id, 1)
    const text = await readCappedBody(c.req.raw, MAX_RPC_BODY_BYTES)
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'Body must be valid JSON')
    }
    let body: RpcBody
    try {
      body = parseRpcBody(raw)
    } catch (err) {
      if (err instanceof RpcBodyRefused) return c.json(err.answer, err.status)
      throw err
    }
    await enforceRpcLimits(ctx, c, project.id, body.requests.length - 1)
    const answer = await proxyRpc({ ...chain, timeoutMs: ctx.config.rpcProxy.nodeTimeoutMs }, body)
    return c.json(answer)
  }
  app.post('/v1/', rpc)
  app.post('/v1', rpc)

  return defineRoutes({ cors: 'widget-origins', app })
}
