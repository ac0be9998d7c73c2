/** What the Farcaster routes need: the auth context (database, clock), the relay client when configured, and the flow's lifetime. */
import type { ApiContext } from '../../api/context.js'
import type { AuthContext } from '../../auth/context.js'
import { createMailer } from '../../mail/mailer.js'
import { createFarcasterRelayClient, type FarcasterRelayClient } from './relay-client.js'

export interface FarcasterContext extends AuthContext {
  /** Null when this deployment names no relay: Farcaster is not offered. */
  relay: FarcasterRelayClient | null
  flowTtlMs: number
}

export function createFarcasterContext(ctx: ApiContext): FarcasterContext {
  const settings = ctx.config.farcaster
  return {
    config: ctx.config,
    db: ctx.db,
    clock: ctx.clock,
    // The Farcaster flow sends no mail; the auth context carries a mailer for the flows that do.
    mailer: createMailer({ smtp: ctx.config.smtp, from: ctx.config.mailFrom }),
    shutdown: new AbortController().signal,
    relay: settings ? createFarcasterRelayClient(settings) : null,
    // A sign-in may take as long as the social logins' (social.flowTtlMs).
    flowTtlMs: ctx.config.social.flowTtlMs,
  }
}
