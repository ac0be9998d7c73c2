/** The feature switches and their defaults, without their schema (shared/contracts/features.ts), for code that paints. */
import { SOCIAL_PROVIDERS, type SocialProvider } from './words.js'

/** Every switch, as the server resolves them for a project. */
export interface Features {
  /** The swap provider, or false for no swaps. */
  swaps: string | false
  /** Onramp providers in order of preference, or false for no onramp. */
  onramp: string[] | false
  email: boolean
  /** Social logins offered, in order, or false for none. */
  socials: SocialProvider[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

/** The defaults: lists stay lists, and nothing in them can be changed in place. */
export type DefaultFeatures = Readonly<
  Omit<Features, 'onramp' | 'socials'> & { onramp: readonly string[]; socials: readonly SocialProvider[] }
>

/** Every feature on, except holding several wallets at once. */
export const DEFAULT_FEATURES: DefaultFeatures = Object.freeze({
  swaps: '1inch',
  onramp: Object.freeze(['meld']),
  email: true,
  socials: Object.freeze([...SOCIAL_PROVIDERS]),
  activity: true,
  reownBranding: true,
  multiWallet: false,
})
