/**
 * Feature switches: the product defaults, the site's own `data-features`, and the project's
 * remote configuration (all three shaped by shared/contracts/features.ts). The rule, stated here
 * because other widgets silently let the remote value win: **a feature is on only when
 * neither the site nor the project switched it off**. Booleans are ANDed; lists (socials, onramp
 * providers) are intersected; a `false` from either side removes the feature. The site can narrow
 * what the project allows, and the project can narrow what the site asks for; neither can switch
 * on what the other switched off.
 */
import { DEFAULT_FEATURES, type Features as ProjectFeatures } from '../../shared/contracts/feature-defaults.js'
import type { FeatureSettings } from '../../shared/contracts/features.js'
import type { SocialProvider } from '../../shared/contracts/vocabulary.js'

export { DEFAULT_FEATURES }

export type Social = SocialProvider

/** The switches the widget acts on: the social logins are always a list (empty when none). */
export type Features = Omit<ProjectFeatures, 'socials'> & { socials: Social[] }

/** What the site asks for in `data-features`; a switch left out keeps its default. */
export type SiteFeatures = FeatureSettings

const bool = (...values: (boolean | undefined)[]) => values.every((value) => value !== false)

function list<T extends string>(defaults: readonly T[], ...sides: (readonly T[] | false | undefined)[]): T[] {
  let result = [...defaults]
  for (const side of sides) {
    if (side === false) return []
    if (side) result = result.filter((item) => side.includes(item))
  }
  return result
}

export function mergeFeatures(site: SiteFeatures = {}, remote: FeatureSettings = {}): Features {
  const swaps =
    site.swaps === false || remote.swaps === false ? false : (remote.swaps ?? site.swaps ?? DEFAULT_FEATURES.swaps)
  const onramp = list(DEFAULT_FEATURES.onramp, site.onramp, remote.onramp)
  return {
    email: bool(site.email, remote.email),
    socials: list(DEFAULT_FEATURES.socials, site.socials, remote.socials),
    swaps,
    onramp: onramp.length ? onramp : false,
    activity: bool(site.activity, remote.activity),
    reownBranding: bool(site.reownBranding, remote.reownBranding),
    // Off by default: on only when the project enables it and the site does not refuse it.
    multiWallet: remote.multiWallet === true && site.multiWallet !== false,
  }
}
