/**
 * The plain words of shared/contracts/vocabulary.ts (the social login providers, and the shapes of a project id,
 * a one-time code and an EVM address), apart from its schemas so code that only needs these carries no zod.
 */

/** The social logins, in the order the Connect view offers them. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** A project id: 1 to 64 of `A-Z a-z 0-9 - _` (`data-project-id`, and the `projectId` of every call). */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
/** A one-time code as it is mailed: exactly six digits. */
export const ONE_TIME_CODE_PATTERN = /^[0-9]{6}$/
/** An EVM address: `0x` and 40 hex digits in any case (the checksum is checked where one is stored). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
