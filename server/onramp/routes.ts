/**
 * The onramp calls (shapes in shared/contracts/onramp.ts), with the widget-origins CORS policy:
 *
 *   GET  /v1/onramp/options?projectId&st&sv              → OnrampOptionsAnswer
 *   POST /v1/onramp/quote?projectId          (JSON body, also sent as text/plain) → OnrampQuoteAnswer
 *   POST /v1/generators/onrampurl?projectId  (JSON body, also sent as text/plain) → OnrampUrlAnswer
 *   GET  /v1/onramp/orders/{orderId}?projectId&st&sv      → OnrampOrderAnswer
 *
 * and the sandbox's checkout page (checkout-routes.ts), with none. An unknown project answers 403, a
 * bad field or an amount outside the limits 400 naming the field (and the refusal's `code`), a server
 * without an onramp 404, too many orders from one client 429, a chain node that does not answer 502.
 */
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { OnrampQuoteRequest, OnrampUrlRequest } from '../../shared/contracts/onramp.js'
import { ProjectId } from '../../shared/contracts/vocabulary.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { ApiError } from '../api-error.js'
import { projectRequest, readQuery, requireProject } from '../api/query.js'
import type { ApiContext } from '../api/context.js'
import { enforcePerMinute } from '../api/limits.js'
import { parseInput } from '../validation.js'
import { createOnrampProvider } from './create-provider.js'
import { OnrampError, type OnrampProvider } from './provider.js'
import { readJsonBody } from './read-json-body.js'

export const ONRAMP_NOT_OFFERED = 'This server offers no onramp'
export const ORDER_NOT_FOUND = 'Order not found'

/** AppKit's POSTs carry the project in the query and nothing else. */
const PostQuery = z.object({ projectId: ProjectId })

async function refusing<T>(answer: () => Promise<T>): Promise<T> {
  try {
    return await answer()
  } catch (err) {
    if (err instanceof OnrampError) throw new ApiError(400, err.message, { field: err.field, code: err.code })
    if (err instanceof ApiError) throw err
    throw new ApiError(502, 'The chain node did not answer')
  }
}

export function onrampRoutes(ctx: ApiContext): RouteGroup[] {
  const chosen = createOnrampProvider(ctx)
  const api = new Hono()
  const offered = (): OnrampProvider => {
    if (!chosen) throw new ApiError(404, ONRAMP_NOT_OFFERED)
    return chosen.provider
  }

  api.get('/v1/onramp/options', async (c) => {
    await projectRequest(ctx, c)
    return c.json(await offered().options())
  })

  api.post('/v1/onramp/quote', async (c) => {
    await requireProject(ctx, readQuery(c, PostQuery).projectId)
    const request = parseInput(OnrampQuoteRequest, await readJsonBody(c))
    return c.json(await refusing(() => offered().quote(request)))
  })

  api.post('/v1/generators/onrampurl', async (c) => {
    const { projectId } = readQuery(c, PostQuery)
    await requireProject(ctx, projectId)
    // Each call writes an order: a client may make only so many.
    await enforcePerMinute(ctx, c, 'onramp-order', projectId, ctx.config.onramp.ordersPerMinute)
    const request = parseInput(OnrampUrlRequest, await readJsonBody(c))
    return c.json(await refusing(() => offered().checkout({ request, projectId })))
  })

  api.get('/v1/onramp/orders/:orderId', async (c) => {
    const { project } = await projectRequest(ctx, c)
    const order = await refusing(() => offered().order(c.req.param('orderId'), project.id))
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND)
    return c.json(order)
  })

  const groups = [defineRoutes({ cors: 'widget-origins', app: api })]
  // The provider's own pages (the sandbox's checkout) answer only their own origin.
  if (chosen?.pages) groups.push(defineRoutes({ cors: 'none', base: chosen.pages.base, app: chosen.pages.app }))
  return groups
}
