/**
 * The profile API: account names registered with a wallet signature, under the deployment's parent
 * name (for example `wallet.test`) and its alias zones (AppKit's client asks for `reown.id`). Served by
 * server/names, called by the widget's name views and by AppKit's `BlockchainApiController`, whose
 * shapes these are (`BlockchainApiLookupEnsName`, `BlockchainApiSuggestionResponse`,
 * `BlockchainApiRegisterNameParams`).
 *
 *   GET  /v1/profile/account/{name}?projectId&st&sv[&apiVersion]          → ProfileName (404 when free)
 *   GET  /v1/profile/reverse/{address}?projectId&st&sv[&sender&apiVersion] → ProfileName[] (empty when none)
 *   GET  /v1/profile/suggestions/{name}?projectId&st&sv[&zone]            → NameSuggestions
 *   POST /v1/profile/account  RegisterNameRequest (no projectId)           → { success: true }
 *   POST /v1/profile/gateway  { sender, data }                             → { data } (EIP-3668 gateway)
 *
 * The registration message is the JSON text `{"name":"<label>.<zone>","attributes":{},"timestamp":<unix seconds>}`,
 * signed by the account (EIP-191 personal message; a smart account's signature is checked by ERC-1271 or
 * ERC-6492). A refusal is a 4xx whose body is a NameRefusalBody: AppKit's client shows
 * `reasons[0].description`.
 */
import * as z from 'zod/mini'
import type { ApiCall } from './project-api.js'

/** A name's label: letters, digits and hyphen, at least 4 (and at most 63, one DNS label). */
export const ACCOUNT_NAME_LABEL = /^[A-Za-z0-9-]{4,63}$/
/** How old (or how far ahead) a registration message's timestamp may be. */
export const REGISTRATION_MESSAGE_MAX_AGE_SECONDS = 600

const isoTime = z.string().check(z.maxLength(40))

/** One registered name, in the zone it was asked in (reverse lookups answer the parent's). */
export const ProfileName = z.object({
  name: z.string().check(z.maxLength(255)),
  registered_at: isoTime,
  updated_at: z.optional(isoTime),
  /** Coin type (decimal string: 60, or 0x80000000 | chainId) → the address the name resolves to. */
  addresses: z.record(z.string(), z.object({ address: z.string(), created: isoTime })),
  attributes: z.array(z.object({ avatar: z.optional(z.string()), bio: z.optional(z.string()) })),
})
export type ProfileName = z.infer<typeof ProfileName>

export const ProfileNameCall = {
  method: 'GET',
  path: '/v1/profile/account/{name}',
  answer: ProfileName,
} as const satisfies ApiCall

export const ReverseNamesAnswer = z.array(ProfileName)
export type ReverseNamesAnswer = z.infer<typeof ReverseNamesAnswer>

export const ReverseNamesCall = {
  method: 'GET',
  path: '/v1/profile/reverse/{address}',
  answer: ReverseNamesAnswer,
} as const satisfies ApiCall

/** The name asked for first, then (when it is taken) free alternatives in the same zone. */
export const NameSuggestions = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type NameSuggestions = z.infer<typeof NameSuggestions>

export const NameSuggestionsCall = {
  method: 'GET',
  path: '/v1/profile/suggestions/{name}',
  answer: NameSuggestions,
} as const satisfies ApiCall

/** `coin_type` is 60 (Ethereum) or 0x80000000 | chainId (ENSIP-11): the chain the signature is checked on. */
export const RegisterNameRequest = z.object({
  coin_type: z.union([z.number(), z.string().check(z.regex(/^\d{1,10}$/))]),
  address: z
    .string()
    .check(z.regex(/^0x[0-9a-fA-F]{40}$/, { error: 'address must be 0x followed by 40 hex characters' })),
  message: z.string().check(z.maxLength(1_000, { error: 'message must be at most 1000 characters' })),
  signature: z
    .string()
    .check(z.regex(/^0x[0-9a-fA-F]{2,8000}$/, { error: 'signature must be 0x followed by hex characters' })),
})
export type RegisterNameRequest = z.infer<typeof RegisterNameRequest>

export const RegisterNameAnswer = z.object({ success: z.literal(true) })

export const RegisterNameCall = {
  method: 'POST',
  path: '/v1/profile/account',
  answer: RegisterNameAnswer,
} as const satisfies ApiCall

/** Why a name call was refused; `code` is stable, `description` is the sentence shown to the user. */
export const NAME_REFUSAL_CODES = [
  'INVALID_NAME',
  'UNKNOWN_ZONE',
  'INVALID_MESSAGE',
  'STALE_MESSAGE',
  'INVALID_CHAIN_ID',
  'UNSUPPORTED_CHAIN',
  'INVALID_SIGNATURE',
  'NAME_TAKEN',
  'ACCOUNT_HAS_NAME',
  'NAME_NOT_FOUND',
] as const
export type NameRefusalCode = (typeof NAME_REFUSAL_CODES)[number]

export const NameRefusalBody = z.object({
  error: z.string(),
  code: z.enum(NAME_REFUSAL_CODES),
  status: z.literal('ERROR'),
  reasons: z.array(z.object({ name: z.string(), description: z.string() })),
})
export type NameRefusalBody = z.infer<typeof NameRefusalBody>
