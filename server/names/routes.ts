/**
 * The profile API (shapes in shared/contracts/profile.ts) and the name gateway:
 *
 *   GET  /v1/profile/account/{name}?projectId&st&sv[&apiVersion]           → the registered name, 404 when free
 *   GET  /v1/profile/reverse/{address}?projectId&st&sv[&sender&apiVersion]  → [the address's name] or []
 *   GET  /v1/profile/suggestions/{name}?projectId&st&sv[&zone]             → the name and, when taken, free ones
 *   POST /v1/profile/account  { coin_type, address, message, signature }    → { success: true }
 *   POST /v1/profile/gateway  { sender, data }                              → { data } (gateway.ts; the path is
 *                                                                             that of the `names.gatewayUrl` setting)
 *
 * A registered name is cached like an identity (5 minutes); an answer that says "none" is not cached,
 * so a name registered a moment ago is seen at once. Names outside the server's zones, and addresses
 * without an account name, are read through ENS when it is set up (ens-profile.ts).
 * The registration carries no projectId (AppKit's client sends none): the signature is what it is
 * checked by. Refusals of the name rules are 4xx NameRefusal bodies (refusal.ts).
 */
import { Hono } from 'hono'
import { getAddress } from 'viem'
import * as z from 'zod/mini'
import { ProjectQuery } from '../../shared/contracts/api-queries.js'
import { type NameSuggestions, type ProfileName, RegisterNameRequest } from '../../shared/contracts/profile.js'
import { EVM_ADDRESS_PATTERN } from '../../shared/contracts/vocabulary.js'
import type { ApiContext } from '../api/context.js'
import { enforcePerMinute } from '../api/limits.js'
import { readQuery, requireProject } from '../api/query.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { ApiError } from '../api-error.js'
import { readCappedBody } from '../blockchain/capped-body.js'
import { parseInput } from '../validation.js'
import { checkLabel, checkZone, fullName, parseAccountName } from './account-name.js'
import { ensProfile, ensReverseNames, isEnsName } from './ens-profile.js'
import { answerGatewayRequest } from './gateway.js'
import { NameRefusal } from './refusal.js'
import { createRegistrar, ETHEREUM_COIN_TYPE } from './registration.js'
import { findByAddress, findByLabel, type RegisteredName, registeredLabels } from './store.js'

const LookupQuery = z.extend(ProjectQuery, {
  apiVersion: z.optional(z.string()),
  sender: z.optional(z.string()),
  zone: z.optional(z.string().check(z.maxLength(200))),
})

const GatewayBody = z.object({
  sender: z.string().check(z.regex(EVM_ADDRESS_PATTERN, { error: 'sender must be an address' })),
  data: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, { error: 'data must be 0x-prefixed hex' })),
})

const MAX_BODY_BYTES = 16 * 1024
/** These calls name no project: their limits are per client IP alone. */
const PER_IP = '-'
/** Alternatives offered for a taken name. */
const SUGGESTED_ALTERNATIVES = 3
/** The widget caches names for 5 minutes; a name is registered once, so a browser may cache as long. */
const NAME_CACHE_CONTROL = 'public, max-age=300'
/** An ENS name may change owner any time: as long as the server keeps it (ens-lookup.ts). */
const ENS_CACHE_CONTROL = 'public, max-age=60'

/** A registered name as AppKit's client reads it, written in `zone`. */
function profileName(entry: RegisteredName, zone: string): ProfileName {
  const created = entry.registeredAt.toISOString()
  const address = getAddress(entry.address)
  const addresses: ProfileName['addresses'] = {
    [String(ETHEREUM_COIN_TYPE)]: { address, created },
    [String(entry.coinType)]: { address, created },
  }
  return {
    name: fullName(entry.label, zone),
    registered_at: created,
    updated_at: entry.updatedAt.toISOString(),
    addresses,
    attributes: entry.avatar ? [{ avatar: entry.avatar }] : [],
  }
}

async function readJsonBody(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    throw new ApiError(415, 'Content-Type must be application/json')
  const text = await readCappedBody(request, MAX_BODY_BYTES)
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Body must be valid JSON')
  }
}

export function profileRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()
  const settings = ctx.config.names
  const registrar = createRegistrar({
    db: ctx.db,
    settings,
    chains: ctx.config.chains,
    nodeTimeoutMs: ctx.config.rpcProxy.nodeTimeoutMs,
  })
  app.onError((err, c) => {
    if (err instanceof NameRefusal) return c.json(err.toJSON(), err.status)
    throw err
  })

  app.get('/v1/profile/account/:name', async (c) => {
    const query = readQuery(c, LookupQuery)
    await requireProject(ctx, query.projectId)
    if (isEnsName(ctx, c.req.param('name'))) {
      const profile = await ensProfile(ctx, c.req.param('name'))
      c.header('Cache-Control', ENS_CACHE_CONTROL)
      return c.json(profile)
    }
    const { label, zone } = parseAccountName(c.req.param('name'), settings)
    const entry = await findByLabel(ctx.db, label)
    if (!entry) throw new NameRefusal(404, 'NAME_NOT_FOUND', `${fullName(label, zone)} is not registered`)
    c.header('Cache-Control', NAME_CACHE_CONTROL)
    return c.json(profileName(entry, zone))
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const query = readQuery(c, LookupQuery)
    const address = c.req.param('address')
    if (!EVM_ADDRESS_PATTERN.test(address))
      throw new ApiError(400, 'address must be 0x followed by 40 hex characters', { field: 'address' })
    await requireProject(ctx, query.projectId)
    const entry = await findByAddress(ctx.db, address)
    if (entry) {
      c.header('Cache-Control', NAME_CACHE_CONTROL)
      return c.json([profileName(entry, settings.parent)])
    }
    const ensNames = await ensReverseNames(ctx, address)
    if (ensNames.length > 0) c.header('Cache-Control', ENS_CACHE_CONTROL)
    return c.json(ensNames)
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const query = readQuery(c, LookupQuery)
    await requireProject(ctx, query.projectId)
    const zone = checkZone(query.zone, settings)
    const asked = c.req.param('name')
    // The client may send the bare label or the whole name.
    const label = asked.toLowerCase().endsWith(`.${zone}`)
      ? checkLabel(asked.slice(0, asked.length - zone.length - 1))
      : checkLabel(asked)
    const candidates = [label, ...Array.from({ length: 20 }, (_, i) => `${label}${i + 1}`)].filter(
      (candidate) => candidate.length <= 63,
    )
    const taken = await registeredLabels(ctx.db, candidates)
    const suggestions: NameSuggestions['suggestions'] = [{ name: fullName(label, zone), registered: taken.has(label) }]
    if (taken.has(label)) {
      const free = candidates.filter((candidate) => !taken.has(candidate)).slice(0, SUGGESTED_ALTERNATIVES)
      for (const candidate of free) suggestions.push({ name: fullName(candidate, zone), registered: false })
    }
    return c.json({ suggestions } satisfies NameSuggestions)
  })

  app.post('/v1/profile/account', async (c) => {
    await enforcePerMinute(ctx, c, 'profile-register', PER_IP, settings.registrationsPerMinute)
    const request = parseInput(RegisterNameRequest, await readJsonBody(c.req.raw))
    await registrar.register(request, ctx.clock())
    return c.json({ success: true as const })
  })

  // Mounted at the path of the URL the offchain resolver was deployed with.
  app.post(new URL(settings.gatewayUrl).pathname, async (c) => {
    await enforcePerMinute(ctx, c, 'profile-gateway', PER_IP, settings.gatewayCallsPerMinute)
    const body = parseInput(GatewayBody, await readJsonBody(c.req.raw))
    const data = await answerGatewayRequest(
      ctx.db,
      settings,
      { sender: body.sender as `0x${string}`, data: body.data as `0x${string}` },
      ctx.clock(),
    )
    return c.json({ data })
  })

  return defineRoutes({ cors: 'widget-origins', app })
}
