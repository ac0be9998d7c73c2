/**
 * The indexer's API calls:
 *
 *   GET /v1/account/{address}/history?projectId&st&sv[&chainId][&cursor]  → HistoryAnswer (history.ts)
 *   GET /v1/account/{address}/nfts?projectId&st&sv[&chainId][&cursor]     → NftsAnswer (nfts.ts)
 *   GET /public/getNftImage/{chainId}/{contract}/{tokenId}                → the NFT's image (nft-image.ts)
 *
 * Without chainId the listings cover every chain the server follows. They answer, in this order:
 * 400 for a bad query parameter, address, chain this server does not follow or cursor (naming
 * it), then 403 for an unknown project. SVG images carry a policy that runs nothing.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { ProjectQuery } from '../../../shared/contracts/api-queries.js'
import { EVM_ADDRESS_PATTERN } from '../../../shared/contracts/vocabulary.js'
import { ApiError } from '../../api-error.js'
import type { ApiContext } from '../../api/context.js'
import { IMAGE_CSP } from '../../api/image-policy.js'
import { readQuery, requireProject } from '../../api/query.js'
import { defineRoutes, type RouteGroup } from '../../api/routes.js'
import { decodeHistoryCursor, decodeNftCursor } from './cursor.js'
import { readHistory } from './history.js'
import { createNftImages } from './nft-image.js'
import { readNfts } from './nfts.js'

export const NETWORK_NOT_FOLLOWED = 'chainId names a network this server does not serve'
const ADDRESS_MESSAGE = 'address must be 0x followed by 40 hex characters'
/** An NFT's image does not change once stored. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400'

const ListingQuery = z.object({
  ...ProjectQuery.shape,
  chainId: z.optional(z.string().check(z.maxLength(64))),
  cursor: z.optional(z.string().check(z.maxLength(512, { error: 'cursor is not one this server gave' }))),
})

export function indexerRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()
  const images = createNftImages(ctx.db, ctx.clock, ctx.config.indexer.fetchInternalHosts)
  const spam = new Set(ctx.config.indexer.spamCollections)
  const followed = new Set(ctx.config.chains.map((chain) => chain.caipNetworkId))

  /** The checked request of a listing, project last. */
  const listing = async <T>(c: Context, decodeCursor: (cursor: string) => T) => {
    const query = readQuery(c, ListingQuery)
    const address = c.req.param('address') ?? ''
    if (!EVM_ADDRESS_PATTERN.test(address)) throw new ApiError(400, ADDRESS_MESSAGE, { field: 'address' })
    if (query.chainId !== undefined && !followed.has(query.chainId))
      throw new ApiError(400, NETWORK_NOT_FOLLOWED, { field: 'chainId' })
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
    await requireProject(ctx, query.projectId)
    return { address: address.toLowerCase(), chainId: query.chainId, after, apiOrigin: ctx.config.publicOrigin, spam }
  }

  app.get('/v1/account/:address/history', async (c) =>
    c.json(await readHistory(ctx.db, await listing(c, decodeHistoryCursor))),
  )

  app.get('/v1/account/:address/nfts', async (c) => c.json(await readNfts(ctx.db, await listing(c, decodeNftCursor))))

  app.get('/public/getNftImage/:chainId/:contract/:tokenId', async (c) => {
    const chainId = c.req.param('chainId')
    const contract = c.req.param('contract').toLowerCase()
    const tokenId = c.req.param('tokenId')
    if (!followed.has(chainId) || !EVM_ADDRESS_PATTERN.test(contract) || !/^\d{1,78}$/.test(tokenId))
      throw new ApiError(404, 'No such image')
    const image = await images({ chainId, contract, tokenId })
    if (!image) throw new ApiError(404, 'No such image')
    const headers: Record<string, string> = {
      'Content-Type': image.contentType,
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    }
    if (image.contentType === 'image/svg+xml') headers['Content-Security-Policy'] = IMAGE_CSP
    return c.body(new Uint8Array(image.body), 200, headers)
  })

  return defineRoutes({ cors: 'widget-origins', app })
}
