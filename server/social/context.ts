/** What the social routes need: the auth context (database, mailer, clock) and a client per configured provider. */
import { type RedirectProvider, SOCIAL_CALLBACK_PREFIX, SOCIAL_RESULT_PATH } from '../../shared/contracts/social.js'
import type { ApiContext } from '../api/context.js'
import type { AuthContext } from '../auth/context.js'
import { createMailer } from '../mail/mailer.js'
import { providerClient, type ProviderClient } from './oauth-client.js'
import type { SocialProviderSettings } from './settings.js'

export interface SocialContext extends AuthContext {
  clients: Partial<Record<RedirectProvider, ProviderClient>>
  flowTtlMs: number
}

/** Where each provider sends the popup back: one path per provider, on the secure origin. */
export const callbackPath = (provider: RedirectProvider): string => `${SOCIAL_CALLBACK_PREFIX}${provider}`

/** The popup's last page, which hands the result (or the error) to the secure frame. */
export const socialResultUrl = (origin: string, params: Record<string, string>): string =>
  `${origin}${SOCIAL_RESULT_PATH}?${new URLSearchParams(params).toString()}`

export function createSocialContext(ctx: ApiContext): SocialContext {
  const clients: SocialContext['clients'] = {}
  for (const [provider, settings] of Object.entries(ctx.config.social.providers)) {
    clients[provider as RedirectProvider] = providerClient(settings as SocialProviderSettings)
  }
  return {
    config: ctx.config,
    db: ctx.db,
    clock: ctx.clock,
    // The link code goes out like the email login's, through the same SMTP settings.
    mailer: createMailer({ smtp: ctx.config.smtp, from: ctx.config.mailFrom }),
    // Social routes hold no long polls, so nothing waits on the server's shutdown.
    shutdown: new AbortController().signal,
    clients,
    flowTtlMs: ctx.config.social.flowTtlMs,
  }
}
