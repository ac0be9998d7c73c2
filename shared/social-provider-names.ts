/** The social providers' brand names, shown as each provider writes its own (never translated). */
import type { SocialProvider } from './contracts/vocabulary.js'

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
