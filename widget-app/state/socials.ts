/**
 * Which social logins Connect offers (§1): the merged feature switches (features.ts), in their
 * order, less what Telegram's in-app browser cannot complete on each platform: inside Telegram,
 * google is removed on iOS, x on macOS, facebook and x on Android. Farcaster signs in through its
 * own view, so the popup list leaves it out.
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'
import type { SocialProvider } from '../../shared/contracts/vocabulary.js'
import { SAVED_KEY_PREFIX } from '../../shared/protocol/loader-widget.js'

/** §3 stored browser value: the social username of the last social login. */
export const SOCIAL_USERNAME_KEY = `${SAVED_KEY_PREFIX}social-username`
/** The provider of the last social login (`farcaster` included), restored with its session after a reload. */
export const SOCIAL_PROVIDER_KEY = `${SAVED_KEY_PREFIX}social-provider`

export type TelegramPlatform = 'ios' | 'macos' | 'android'

/** What Telegram's browser cannot show, per platform. */
export const TELEGRAM_REMOVED: Readonly<Record<TelegramPlatform, readonly SocialProvider[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/** The socials switched on, without those Telegram on `platform` removes (null: not inside Telegram). */
export function filterSocialsForTelegram(
  socials: readonly SocialProvider[],
  platform: TelegramPlatform | null,
): SocialProvider[] {
  const removed = platform ? TELEGRAM_REMOVED[platform] : []
  return socials.filter((social) => !removed.includes(social))
}

/** The social logins Connect shows as popup buttons, in the order of the switches. */
export function popupSocials(
  socials: readonly SocialProvider[],
  platform: TelegramPlatform | null,
): RedirectProvider[] {
  return filterSocialsForTelegram(socials, platform).filter(
    (social): social is RedirectProvider => social !== 'farcaster',
  )
}

/**
 * The Telegram platform of this browser, or null outside Telegram: the Mini App `WebApp.platform`
 * when the host page passes it, else the user agent, where Telegram's in-app browser names itself
 * (`Telegram-Android/…`, or a `Telegram` token on Apple systems).
 */
export function telegramPlatformOf(userAgent: string, webAppPlatform?: string): TelegramPlatform | null {
  if (webAppPlatform === 'ios' || webAppPlatform === 'macos') return webAppPlatform
  if (webAppPlatform === 'android' || webAppPlatform === 'android_x') return 'android'
  if (!/\bTelegram\b|Telegram-Android/i.test(userAgent)) return null
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macos'
  return null
}
