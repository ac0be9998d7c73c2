/**
 * The wallet-directory calls, all `GET` with projectId, st, sv:
 *
 *   /getWallets?page&entries&search&badge_type&include&exclude&chains → { count, data: WalletListingEntry[] }
 *   /getWalletImage/{id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id} → image/svg+xml, cached immutably
 *
 * (Token icons, /public/getTokenImage/{symbol}, are the chain data's: chain-data/token-images.ts.)
 *
 * Bad parameters answer 400 naming them, an unknown project 403, an unknown image 404.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { readQuery, requireProject, projectRequest } from '../api/query.js'
import { IMAGE_CSP } from '../api/image-policy.js'
import { findImage, type Image, type ImageKind } from './images.js'
import { WalletsQuery } from '../../shared/contracts/api-queries.js'
import { listWallets } from './query.js'
import { WALLETS, type DirectoryWallet } from './wallets.js'

/**
 * Images never change under one id (they are derived from it), so browsers may keep them for a
 * year without asking again. A deployment that changes the tile design changes every
 * validator, which matters only to caches that revalidate anyway.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** The directory changes with deployments, not per request: five minutes spares repeated page loads. */
export const LISTING_CACHE_CONTROL = 'public, max-age=300'

const IMAGE_ID = /^[A-Za-z0-9._:-]{1,128}$/

export interface DirectoryRoutesParameters {
  /** The wallets to list; the built-in directory unless a test gives its own. */
  wallets?: readonly DirectoryWallet[]
}

export function directoryRoutes(ctx: ApiContext, { wallets = WALLETS }: DirectoryRoutesParameters = {}): RouteGroup {
  const app = new Hono()

  app.get('/getWallets', async (c) => {
    const query = readQuery(c, WalletsQuery)
    await requireProject(ctx, query.projectId)
    const page = listWallets(wallets, {
      ...(query.page === undefined ? {} : { page: query.page }),
      ...(query.entries === undefined ? {} : { entries: query.entries }),
      ...(query.search ? { search: query.search } : {}),
      ...(query.badge_type ? { badge: query.badge_type } : {}),
      ...(query.include ? { include: query.include } : {}),
      ...(query.exclude ? { exclude: query.exclude } : {}),
      ...(query.chains ? { chains: query.chains } : {}),
    })
    c.header('Cache-Control', LISTING_CACHE_CONTROL)
    return c.json(page)
  })

  const serveImage = (kind: ImageKind) => async (c: Context) => {
    await projectRequest(ctx, c)
    const id = c.req.param('id') ?? ''
    const found = IMAGE_ID.test(id) ? findImage(kind, id, wallets) : undefined
    if (!found) throw new ApiError(404, 'Image not found')
    return imageAnswer(c, found)
  }

  app.get('/getWalletImage/:id', serveImage('wallet'))
  app.get('/public/getAssetImage/:id', serveImage('asset'))
  app.get('/public/getCurrencyImage/:id', serveImage('currency'))

  return defineRoutes({ cors: 'widget-origins', app })
}

/** Answers an image with the headers every image of the API carries: a year's cache, no script, a validator (304). */
export function imageAnswer(c: Context, found: Image): Response {
  c.header('Cache-Control', IMAGE_CACHE_CONTROL)
  c.header('ETag', found.etag)
  c.header('Content-Security-Policy', IMAGE_CSP)
  // Lets a page with Cross-Origin-Embedder-Policy show it; the widget reads it as a blob anyway.
  c.header('Cross-Origin-Resource-Policy', 'cross-origin')
  const validators = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (validators.includes(found.etag) || validators.includes('*')) return c.body(null, 304)
  c.header('Content-Type', found.contentType)
  return c.body(found.body)
}
