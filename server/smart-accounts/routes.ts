/**
 * The smart-account API (shapes in shared/contracts/smart-accounts.ts), for the secure frame on this origin:
 *
 *   GET  /v1/smart-accounts/networks?projectId&st&sv   the project's smart-account-enabled networks
 *   POST /v1/paymaster/{chainId}?projectId             ERC-7677 paymaster service (paymaster-service.ts)
 *   POST /v1/bundler/{chainId}?projectId               ERC-4337 methods forwarded to the bundler (bundler-proxy.ts)
 *
 * Answers: 403 'Invalid Project ID' for an unknown project, 400 naming a bad parameter or a chainId that is
 * not a chain number, 413 for a body over 64 KiB, 415 for a body not declared JSON, 502 when the bundler
 * fails. A network the project has not enabled, a method not served and an operation over the project's gas
 * cap are JSON-RPC errors naming their reason (PAYMASTER_NETWORK_NOT_ENABLED, BUNDLER_METHOD_NOT_ALLOWED,
 * PAYMASTER_POLICY_GAS_CAP, …).
 */
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { SmartAccountNetworksAnswer } from '../../shared/contracts/smart-accounts.js'
import { ProjectId } from '../../shared/contracts/vocabulary.js'
import { ApiError } from '../api-error.js'
import { readCappedBody } from '../blockchain/capped-body.js'
import type { ApiContext } from '../api/context.js'
import { projectRequest, readQuery, requireProject } from '../api/query.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { forwardToBundler } from './bundler-proxy.js'
import { answerOf, JsonRpcRefusal, NOT_SPONSORED, readJsonRpcRequest, refusalOf } from './json-rpc.js'
import { answerPaymasterRequest } from './paymaster-service.js'
import type { SmartAccountNetwork, SmartAccountProject } from './settings.js'

const MAX_BODY_BYTES = 64 * 1024
const RouteQuery = z.object({ projectId: ProjectId })

interface EnabledNetwork {
  chainId: number
  network: SmartAccountNetwork
  project: SmartAccountProject
}

async function readJsonBody(c: Context): Promise<unknown> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
    throw new ApiError(415, 'Content-Type must be application/json')
  const text = await readCappedBody(c.req.raw, MAX_BODY_BYTES)
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Body must be valid JSON')
  }
}

function chainIdOf(c: Context): number {
  const raw = c.req.param('chainId') ?? ''
  if (!/^[1-9]\d{0,15}$/.test(raw))
    throw new ApiError(400, `chainId must be a chain number (e.g. 31337), got "${raw.slice(0, 40)}"`, {
      field: 'chainId',
    })
  return Number(raw)
}

export function smartAccountRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()
  const settings = ctx.config.smartAccounts

  /** The project's networks that the server has a bundler and paymaster for. */
  const enabledNetworks = (projectId: string): EnabledNetwork[] => {
    const project = settings.projects[projectId]
    if (!project) return []
    return project.networks.flatMap((caipNetworkId) => {
      const network = settings.networks[caipNetworkId]
      return network ? [{ chainId: Number(caipNetworkId.slice('eip155:'.length)), network, project }] : []
    })
  }

  /** The network of the route for the request's project, or the refusal saying it is not enabled. */
  const routeNetwork = async (c: Context, reason: string): Promise<EnabledNetwork> => {
    const { projectId } = readQuery(c, RouteQuery)
    await requireProject(ctx, projectId)
    const chainId = chainIdOf(c)
    const enabled = enabledNetworks(projectId).find((n) => n.chainId === chainId)
    if (!enabled)
      throw new JsonRpcRefusal(NOT_SPONSORED, reason, `project ${projectId} has no smart accounts on eip155:${chainId}`)
    return enabled
  }

  app.get('/v1/smart-accounts/networks', async (c) => {
    const { query } = await projectRequest(ctx, c)
    const origin = ctx.config.publicOrigin
    const networks = enabledNetworks(query.projectId).map(({ chainId, network }) => ({
      caipNetworkId: `eip155:${chainId}`,
      chainId,
      entryPoint: network.entryPoint,
      factory: network.factory,
      paymaster: network.paymaster,
      bundlerUrl: `${origin}/v1/bundler/${chainId}?projectId=${encodeURIComponent(query.projectId)}`,
      paymasterUrl: `${origin}/v1/paymaster/${chainId}?projectId=${encodeURIComponent(query.projectId)}`,
    }))
    const answer: SmartAccountNetworksAnswer = {
      smartAccountEnabledNetworks: networks.map((n) => n.chainId),
      networks,
    }
    return c.json(answer)
  })

  app.post('/v1/paymaster/:chainId', async (c) => {
    const body = await readJsonBody(c)
    const id = typeof body === 'object' && body !== null && 'id' in body ? (body as { id: unknown }).id : null
    const replyId = typeof id === 'string' || typeof id === 'number' ? id : null
    try {
      const { chainId, network, project } = await routeNetwork(c, 'PAYMASTER_NETWORK_NOT_ENABLED')
      const request = readJsonRpcRequest(body)
      const result = await answerPaymasterRequest(request, {
        chainId,
        network,
        project,
        paymasterKey: settings.paymasterKey,
        sponsorshipSeconds: settings.sponsorshipSeconds,
        nowSeconds: Math.floor(ctx.clock().getTime() / 1000),
      })
      return c.json(answerOf(replyId, result))
    } catch (err) {
      if (err instanceof JsonRpcRefusal) return c.json(refusalOf(replyId, err))
      throw err
    }
  })

  app.post('/v1/bundler/:chainId', async (c) => {
    const body = await readJsonBody(c)
    let network: SmartAccountNetwork
    try {
      network = (await routeNetwork(c, 'BUNDLER_NETWORK_NOT_ENABLED')).network
    } catch (err) {
      if (err instanceof JsonRpcRefusal) return c.json(refusalOf(null, err))
      throw err
    }
    let forwarded: Awaited<ReturnType<typeof forwardToBundler>>
    try {
      forwarded = await forwardToBundler(network.bundlerUrl, body, ctx.config.rpcProxy.nodeTimeoutMs)
    } catch {
      throw new ApiError(502, 'The bundler did not answer', { code: 'BUNDLER_FAILED' })
    }
    if ('refused' in forwarded) return c.json(forwarded.refused)
    if (forwarded.status !== 200)
      throw new ApiError(502, `The bundler answered HTTP ${forwarded.status}`, { code: 'BUNDLER_FAILED' })
    return c.body(forwarded.body, 200, { 'content-type': 'application/json' })
  })

  // The secure frame calls these from this server's own origin: no other origin reads them.
  return defineRoutes({ cors: 'none', app })
}
