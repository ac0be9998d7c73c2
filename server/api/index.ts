/**
 * The public API the widget calls from its own origin: the wallet-directory
 * service, project configuration, analytics errors and the blockchain data API. Each module
 * declares its routes with the 'widget-origins' CORS policy (routes.ts); the app mounts this list.
 */
import { analyticsRoutes } from '../analytics/routes.js'
import { blockchainRoutes } from '../blockchain/routes.js'
import { chainDataRoutes } from '../chain-data/routes.js'
import { directoryRoutes } from '../directory/routes.js'
import { indexerRoutes } from '../indexer/api/routes.js'
import { projectRoutes } from '../projects/routes.js'
import { sessionRoutes } from '../sessions/routes.js'
import { socialRoutes } from '../social/index.js'
import { farcasterRoutes } from '../social/farcaster/index.js'
import { swapRoutes } from '../swap/routes.js'
import { onrampRoutes } from '../onramp/routes.js'
import { profileRoutes } from '../names/routes.js'
import { smartAccountRoutes } from '../smart-accounts/routes.js'
import type { ApiContext } from './context.js'
import type { RouteGroup } from './routes.js'

export type { ApiContext } from './context.js'

export function publicApiRoutes(ctx: ApiContext): RouteGroup[] {
  return [
    projectRoutes(ctx),
    directoryRoutes(ctx),
    analyticsRoutes(ctx),
    blockchainRoutes(ctx),
    chainDataRoutes(ctx),
    indexerRoutes(ctx),
    sessionRoutes(ctx),
    swapRoutes(ctx),
    socialRoutes(ctx),
    farcasterRoutes(ctx),
    ...onrampRoutes(ctx),
    profileRoutes(ctx),
    smartAccountRoutes(ctx),
  ]
}
