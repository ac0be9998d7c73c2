/**
 * The words every part of the product spells the same way: the social login providers, and the
 * shapes of a project id, a one-time code and an EVM address. The loader's attributes, the
 * widget, the secure frame, the server and the test fakes all check against these.
 */
import * as z from 'zod/mini'
import { PROJECT_ID_PATTERN } from './words.js'

export {
  EVM_ADDRESS_PATTERN,
  ONE_TIME_CODE_PATTERN,
  PROJECT_ID_PATTERN,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './words.js'

/** The `projectId` of a request body or query string; a bad one is refused with this message. */
export const ProjectId = z
  .string()
  .check(z.regex(PROJECT_ID_PATTERN, { error: 'projectId must be 1 to 64 of A-Z a-z 0-9 - _' }))
export type ProjectId = z.infer<typeof ProjectId>
