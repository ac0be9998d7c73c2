/** GET /appkit/v1/config (SPEC §7): the project's remote feature switches. */
import * as z from 'zod/mini'
import { getJson, type ApiContext } from './client.js'

const socials = z.enum(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
export const RemoteFeaturesSchema = z.object({
  swaps: z.optional(z.union([z.string(), z.literal(false)])),
  onramp: z.optional(z.union([z.array(z.string()), z.literal(false)])),
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.array(socials), z.literal(false)])),
  activity: z.optional(z.boolean()),
  reownBranding: z.optional(z.boolean()),
  multiWallet: z.optional(z.boolean()),
})
export type RemoteFeatures = z.infer<typeof RemoteFeaturesSchema>

export async function fetchRemoteFeatures(context: ApiContext): Promise<RemoteFeatures> {
  const body = await getJson(
    context,
    '/appkit/v1/config',
    z.object({ features: z.optional(z.nullable(RemoteFeaturesSchema)) }),
  )
  return body.features ?? {}
}
