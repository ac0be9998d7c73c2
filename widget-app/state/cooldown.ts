/** The email-login cooldown: 30 s between logins, the wait shown in whole seconds rounded up. */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../shared/constants.js'
import { t } from '../i18n/i18n.js'

/** Seconds left before another login may start; 0 when it may start now. */
export function cooldownSecondsLeft(
  lastLoginAt: number | null,
  now: number,
  cooldownMs = EMAIL_LOGIN_COOLDOWN_MS,
): number {
  if (lastLoginAt === null || !Number.isFinite(lastLoginAt)) return 0
  const left = lastLoginAt + cooldownMs - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}

export const cooldownMessage = (seconds: number): string => t('errors.cooldown', { seconds })
