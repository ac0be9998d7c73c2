/**
 * The feature switches and their defaults. The server answers a project's switches (the defaults
 * with the project's own laid over them) at /appkit/v1/config; a site may switch features off for
 * itself with `data-features`; the widget merges both (widget-app/state/features.ts).
 * `false` turns a feature off (`swaps: false`, `onramp: false`, `socials: false`).
 */
import * as z from 'zod/mini'
import { SOCIAL_PROVIDERS } from './vocabulary.js'

export { DEFAULT_FEATURES, type DefaultFeatures, type Features } from './feature-defaults.js'

const providerId = z.string().check(z.maxLength(40))

/** The shape of each switch in a partial set (see {@link FeatureSettings}). */
export const FEATURE_SETTINGS_SHAPE = {
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.array(z.enum(SOCIAL_PROVIDERS)), z.literal(false)])),
  swaps: z.optional(z.union([providerId, z.literal(false)])),
  onramp: z.optional(z.union([z.array(providerId), z.literal(false)])),
  activity: z.optional(z.boolean()),
  reownBranding: z.optional(z.boolean()),
  multiWallet: z.optional(z.boolean()),
}

/**
 * Some of the switches: what /appkit/v1/config answers for a project (today always all of them)
 * and what a site writes in `data-features`. A switch left out keeps its value.
 */
export const FeatureSettings = z.object(FEATURE_SETTINGS_SHAPE)
export type FeatureSettings = z.infer<typeof FeatureSettings>
