/**
 * Feature switches (SPEC §1): the product defaults, the site's own `data-features`, and the
 * project's remote configuration. The rule, explicit where the anchor product silently lets the
 * remote value win: **a feature is on only when neither the site nor the project switched it
 * off**. Booleans are ANDed; lists (socials, onramp providers) are intersected; a `false` from
 * either side removes the feature. The site can narrow what the project allows, and the project
 * can narrow what the site asks for; neither can switch on what the other switched off.
 */
import type { RemoteFeatures } from '../api/config.js'

export type Social = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

export interface Features {
  email: boolean
  socials: Social[]
  swaps: string | false
  onramp: string[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

export type SiteFeatures = Partial<{ [K in keyof Features]: Features[K] | false }>

/** SPEC §1 defaults. */
export const DEFAULT_FEATURES: Features = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: '1inch',
  onramp: ['meld'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
}

const bool = (...values: (boolean | undefined)[]) => values.every((value) => value !== false)

function list<T extends string>(defaults: readonly T[], ...sides: (readonly T[] | false | undefined)[]): T[] {
  let result = [...defaults]
  for (const side of sides) {
    if (side === false) return []
    if (side) result = result.filter((item) => side.includes(item))
  }
  return result
}

export function mergeFeatures(site: SiteFeatures = {}, remote: RemoteFeatures = {}): Features {
  const swaps =
    site.swaps === false || remote.swaps === false ? false : (remote.swaps ?? site.swaps ?? DEFAULT_FEATURES.swaps)
  const onramp = list(DEFAULT_FEATURES.onramp as string[], site.onramp, remote.onramp)
  return {
    email: bool(site.email, remote.email),
    socials: list(DEFAULT_FEATURES.socials, site.socials, remote.socials as Social[] | false | undefined),
    swaps,
    onramp: onramp.length ? onramp : false,
    activity: bool(site.activity, remote.activity),
    reownBranding: bool(site.reownBranding, remote.reownBranding),
    // Off by default: on only when the project enables it and the site does not refuse it.
    multiWallet: remote.multiWallet === true && site.multiWallet !== false,
  }
}
