/**
 * What a project may store of the feature switches (shared/contracts/features.ts), checked with
 * a message per mistake for the admin command. A project stores only the switches it changes;
 * what the widget gets is the defaults with those laid over them. `false` turns a feature off
 * (`swaps: false`, `onramp: false`, `socials: false`).
 */
import { z } from 'zod'
import { DEFAULT_FEATURES, type Features } from '../../shared/contracts/features.js'
import { SOCIAL_PROVIDERS } from '../../shared/contracts/vocabulary.js'

const providerId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { error: 'a provider id is 1 to 32 of a-z 0-9 - (e.g. 1inch, meld)' })
const uniqueList = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item)
    .min(1, { error: `${what} must list at least one, or be false` })
    .max(10, { error: `${what} lists at most 10` })
    .refine((list) => new Set(list).size === list.length, { error: `${what} lists a provider twice` })

/**
 * `false`, or a value of `schema`. A failed union reads "Invalid input" in zod; the message of
 * the non-false branch says what is wrong instead (a typo'd provider, a duplicate).
 */
const falseOr = <T extends z.ZodType>(schema: T, fallback: string) =>
  z.union([z.literal(false), schema], {
    error: (issue) => {
      const inner = issue.code === 'invalid_union' ? issue.errors[1]?.[0] : undefined
      return inner && inner.code !== 'invalid_type' ? inner.message : fallback
    },
  })

/** The value shape of each switch (false turns a list or provider feature off). */
const FEATURE_VALUES = {
  swaps: falseOr(providerId, 'swaps must be a provider id (e.g. 1inch) or false'),
  onramp: falseOr(uniqueList(providerId, 'onramp'), 'onramp must be a list of provider ids (e.g. ["meld"]) or false'),
  email: z.boolean({ error: 'email must be true or false' }),
  socials: falseOr(
    uniqueList(z.enum(SOCIAL_PROVIDERS, { error: `socials are ${SOCIAL_PROVIDERS.join(', ')}` }), 'socials'),
    `socials must be a list of ${SOCIAL_PROVIDERS.join(', ')}, or false`,
  ),
  activity: z.boolean({ error: 'activity must be true or false' }),
  reownBranding: z.boolean({ error: 'reownBranding must be true or false' }),
  multiWallet: z.boolean({ error: 'multiWallet must be true or false' }),
} satisfies Record<keyof Features, z.ZodType>

/** What a project stores: any subset of the switches. Unknown keys are refused (a typo would be silently ignored). */
export const FeatureOverrides = z.strictObject({
  swaps: FEATURE_VALUES.swaps.optional(),
  onramp: FEATURE_VALUES.onramp.optional(),
  email: FEATURE_VALUES.email.optional(),
  socials: FEATURE_VALUES.socials.optional(),
  activity: FEATURE_VALUES.activity.optional(),
  reownBranding: FEATURE_VALUES.reownBranding.optional(),
  multiWallet: FEATURE_VALUES.multiWallet.optional(),
})
export type FeatureOverrides = z.infer<typeof FeatureOverrides>

/** A change to the stored switches: a value sets that switch, null returns it to the default. */
export const FeatureChanges = z.strictObject({
  swaps: FEATURE_VALUES.swaps.nullable().optional(),
  onramp: FEATURE_VALUES.onramp.nullable().optional(),
  email: FEATURE_VALUES.email.nullable().optional(),
  socials: FEATURE_VALUES.socials.nullable().optional(),
  activity: FEATURE_VALUES.activity.nullable().optional(),
  reownBranding: FEATURE_VALUES.reownBranding.nullable().optional(),
  multiWallet: FEATURE_VALUES.multiWallet.nullable().optional(),
})
export type FeatureChanges = z.infer<typeof FeatureChanges>

export function applyFeatureChanges(current: FeatureOverrides, changes: FeatureChanges): FeatureOverrides {
  const next: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue
    if (value === null) delete next[key]
    else next[key] = value
  }
  return FeatureOverrides.parse(next)
}

/** The switches the widget gets: defaults, with the project's own laid over them. */
export function effectiveFeatures(overrides: FeatureOverrides): Features {
  const features: Features = {
    ...DEFAULT_FEATURES,
    onramp: [...DEFAULT_FEATURES.onramp],
    socials: [...DEFAULT_FEATURES.socials],
  }
  for (const [key, value] of Object.entries(overrides) as [keyof Features, unknown][]) {
    if (value !== undefined)
      (features as unknown as Record<string, unknown>)[key] = Array.isArray(value) ? [...value] : value
  }
  return features
}
