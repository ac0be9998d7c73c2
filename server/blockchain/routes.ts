/**
 * The blockchain data API calls served so far (SPEC §7):
 *
 *   GET  /v1/supported-chains?projectId&st&sv          → { http: CAIP-2 ids served, ws: [] }
 *   GET  /v1/identity/{address}?projectId&sender&st&sv → { name, avatar } (nulls when unknown)
 *   POST /v1/?chainId&projectId[&st&sv]                → the node's JSON-RPC answer (rpc-proxy.ts)
 *
 * st and sv are optional on the RPC URL only: the spec's node address carries just chainId and
 * projectId, and wallets handed that URL call it as it is.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { isCaipNetworkId } from '../../shared/caip.js'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { projectRequest, ProjectQuery, readQuery, requireProject, sdkType, sdkVersion } from '../api/query.js'
import { projectIdSchema } from '../validation.js'
import { findIdentity } from './names.js'
import { MAX_RPC_BODY_BYTES, parseRpcBody, proxyRpc } from './rpc-proxy.js'

export const NETWORK_NOT_SUPPORTED = 'Network not supported'

const address = (field: string) => z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: `${field} must be 0x followed by 40 hex characters` })

const IdentityQuery = ProjectQuery.extend({ sender: address('sender').optional() })

const RpcQuery = z.object({
  chainId: z.string().refine(isCaipNetworkId, { error: 'chainId must be a CAIP-2 network id (e.g. eip155:1)' }),
  projectId: projectIdSchema,
  st: sdkType.optional(),
  sv: sdkVersion.optional(),
})

/** §9 caches names and identities for 5 minutes on the client; browsers may do the same. */
const IDENTITY_CACHE_CONTROL = 'public, max-age=300'

export function blockchainRoutes(ctx: ApiContext): Hono {
  const app = new Hono()

  app.get('/v1/supported-chains', async (c) => {
    await projectRequest(ctx, c)
    c.header('Cache-Control', 'public, max-age=60')
    return c.json({ http: ctx.config.chains.map((chain) => chain.caipNetworkId), ws: [] as string[] })
  })

  app.get('/v1/identity/:address', async (c) => {
    const query = readQuery(c, IdentityQuery)
    const parsed = address('address').safeParse(c.req.param('address'))
    if (!parsed.success) throw new ApiError(400, 'address must be 0x followed by 40 hex characters', { field: 'address' })
    await requireProject(ctx, query.projectId)
    c.header('Cache-Control', IDENTITY_CACHE_CONTROL)
    return c.json(await findIdentity(ctx.db, parsed.data))
  })

  const rpc = async (c: Context) => {
    const query = readQuery(c, RpcQuery)
    await requireProject(ctx, query.projectId)
    const chain = ctx.config.chains.find((candidate) => candidate.caipNetworkId === query.chainId)
    if (!chain) throw new ApiError(400, NETWORK_NOT_SUPPORTED)
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new ApiError(415, 'Content-Type must be application/json')
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      throw new ApiError(400, 'Body must be valid JSON')
    }
    const answer = await proxyRpc(chain.rpcUrl, chain.caipNetworkId, parseRpcBody(raw))
    return c.json(answer)
  }
  const limit = bodyLimit({ maxSize: MAX_RPC_BODY_BYTES, onError: (c) => c.json({ error: 'Body too large' }, 413) })
  app.post('/v1/', limit, rpc)
  app.post('/v1', limit, rpc)

  return app
}
