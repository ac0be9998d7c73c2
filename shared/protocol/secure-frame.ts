/**
 * The widget ⇄ secure-frame protocol: the second channel, apart from the loader ⇄ widget one.
 *
 * Every app→frame operation is a {@link FrameRequest} `{ ns, v, id, type, payload }` with
 * `id = crypto.randomUUID()`; the frame answers each with exactly one {@link FrameReply}
 * carrying the same id: `success` with the operation's result, or `error` with a message. The
 * frame also sends events without an id: `ready` (with its protocol version) once it can take
 * requests, `visibility` when its approval UI needs to be shown or hidden, and `socialStatus` while
 * a social login's prompt is up.
 *
 * Both sides post with the other's exact origin and check `event.origin` and `event.source`.
 * Anything that fails its schema is ignored with a console warning.
 *
 * Version: a frame whose `ready` carries another version is treated as not loaded: pending and
 * later requests fail with `iframe_load_failed` ('Unable to load email login dependency').
 */
import * as z from 'zod/mini'
import { ONE_TIME_CODE_PATTERN, ProjectId, SOCIAL_PROVIDERS, type SocialProvider } from '../contracts/vocabulary.js'
import { SECURE_FRAME_NAMESPACE } from './secure-frame-constants.js'

export {
  CONNECT_OPERATIONS,
  SAFE_RPC_METHODS,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
  TIMEOUT_EXEMPT_OPERATIONS,
  secureFrameUrl,
} from './secure-frame-constants.js'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const chainId = z.number().check(z.int(), z.positive(), z.lt(2 ** 53))
const httpUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => /^https?:\/\//.test(value)),
)
const email = z.string().check(z.maxLength(254))
const otp = z.string().check(z.regex(ONE_TIME_CODE_PATTERN))
/** Social logins through a provider's redirect; Farcaster signs in by its own operations. */
const redirectProviders = SOCIAL_PROVIDERS.filter(
  (provider): provider is Exclude<SocialProvider, 'farcaster'> => provider !== 'farcaster',
)
export const AccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export type AccountType = z.infer<typeof AccountTypeSchema>

/**
 * The operations, one schema each for the request payload and the success result.
 * `connect*` are subject to the 120 s connect timeout; `sync*` events and `abortRpc` to none.
 */
export const Operations = {
  /** Switch the wallet to another chain; answers the new chain id. */
  switchNetwork: { payload: z.object({ chainId, rpcUrl: httpUrl }), result: z.object({ chainId }) },
  /** Start an email login; the server either mailed a code or wants this browser approved first. */
  connectEmail: { payload: z.object({ email }), result: z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }) },
  /** Wait for this browser's approval (the link mailed by connectEmail); then a code is mailed. */
  connectDevice: {
    payload: z.object({ email }),
    result: z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  },
  /** Finish an email login with the mailed one-time code. */
  connectOtp: { payload: z.object({ email, otp }), result: z.object({}) },
  /** Social login with the result URI that getSocialRedirectUri answered; the user and the social username. */
  connectSocial: {
    payload: z.object({
      uri: httpUrl,
      preferredAccountType: z.optional(AccountTypeSchema),
      chainId: z.optional(chainId),
      siwxMessage: z.optional(z.unknown()),
      rpcUrl: z.optional(httpUrl),
    }),
    result: z.object({
      email: z.nullable(z.string()),
      address: hex,
      chainId,
      userName: z.optional(z.nullable(z.string())),
    }),
  },
  getFarcasterUri: { payload: z.object({}), result: z.object({ url: z.string() }) },
  connectFarcaster: { payload: z.object({}), result: z.object({ userName: z.string() }) },
  /** The signed-in user for a chain. */
  getUser: {
    payload: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(AccountTypeSchema) }),
    result: z.object({
      email: z.nullable(z.string()),
      address: hex,
      chainId,
      accounts: z.array(z.object({ address: hex, type: AccountTypeSchema })),
      userName: z.optional(z.nullable(z.string())),
      /** The social provider that opened the session (`farcaster` included); null for an email login. */
      socialProvider: z.optional(z.nullable(z.string())),
      preferredAccountType: AccountTypeSchema,
      smartAccountDeployed: z.boolean(),
      /** The chains where the project enables smart accounts (the Account switch says where it is off). */
      smartAccountEnabledNetworks: z.optional(z.array(chainId)),
    }),
  },
  /**
   * A social login's popup phase: the frame shows the provider's button (visibility `social`), the
   * user's click there opens the popup, and the answer is the result page's `uri` the popup sent
   * back, to hand to connectSocial. Waits for the user; 'Popup closed' when they close the popup.
   */
  getSocialRedirectUri: {
    /** `retry`: the last attempt failed; the frame's button reads "Try again". */
    payload: z.object({ provider: z.enum(redirectProviders), retry: z.optional(z.boolean()) }),
    result: z.object({ uri: z.string() }),
  },
  signOut: { payload: z.object({}), result: z.object({}) },
  isConnected: { payload: z.object({}), result: z.object({ isConnected: z.boolean() }) },
  getChainId: { payload: z.object({}), result: z.object({ chainId }) },
  getSmartAccountEnabledNetworks: {
    payload: z.object({}),
    result: z.object({ smartAccountEnabledNetworks: z.array(chainId) }),
  },
  initSmartAccount: { payload: z.object({}), result: z.object({ address: hex, isDeployed: z.boolean() }) },
  setPreferredAccount: {
    payload: z.object({ type: AccountTypeSchema }),
    result: z.object({ type: AccountTypeSchema, address: hex }),
  },
  /** A JSON-RPC request for the email wallet: reads go to the chain, signing asks the user in the frame. */
  rpcRequest: {
    payload: z.object({
      method: z.string().check(z.minLength(1), z.maxLength(100)),
      params: z.optional(z.unknown()),
      chainId: z.optional(chainId),
      rpcUrl: z.optional(httpUrl),
    }),
    result: z.object({ result: z.unknown() }),
  },
  /** Email update, step 1: mails a code to the current address. */
  updateEmail: { payload: z.object({ email }), result: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }) },
  /** Step 2: the code of the current address; mails a code to the new one. */
  updateEmailPrimaryOtp: {
    payload: z.object({ otp }),
    result: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  },
  /** Step 3: the code of the new address; the email changes. */
  updateEmailSecondaryOtp: { payload: z.object({ otp }), result: z.object({ newEmail: z.string() }) },
  syncTheme: { payload: z.object({ themeMode: z.enum(['light', 'dark']) }), result: z.object({}) },
  /** The widget's language changed (a BCP 47 tag); the frame shows its texts in the closest language it ships. */
  syncLocale: {
    payload: z.object({ locale: z.string().check(z.minLength(1), z.maxLength(35)) }),
    result: z.object({}),
  },
  syncDappData: {
    payload: z.object({
      projectId: ProjectId,
      sdkVersion: z.string().check(z.maxLength(32)),
      metadata: z.object({ name: z.string().check(z.maxLength(100)), url: z.string().check(z.maxLength(2048)) }),
    }),
    result: z.object({}),
  },
  reload: { payload: z.object({}), result: z.object({}) },
  /** Abort the RPC request with this id (its own reply is then an error 'Request was aborted'). */
  abortRpc: { payload: z.object({ requestId: z.string().check(z.maxLength(64)) }), result: z.object({}) },
} as const

export type OperationName = keyof typeof Operations
export type OperationPayload<K extends OperationName> = z.infer<(typeof Operations)[K]['payload']>
export type OperationResult<K extends OperationName> = z.infer<(typeof Operations)[K]['result']>

const envelope = { ns: z.literal(SECURE_FRAME_NAMESPACE), v: z.number() }
const requestId = z.string().check(z.regex(/^[0-9a-f-]{36}$/))

export const FrameRequestSchema = z.object({
  ...envelope,
  id: requestId,
  type: z.enum(Object.keys(Operations) as [OperationName, ...OperationName[]]),
  payload: z.unknown(),
})
export type FrameRequest<K extends OperationName = OperationName> = {
  ns: typeof SECURE_FRAME_NAMESPACE
  v: number
  id: string
  type: K
  payload: OperationPayload<K>
}

/** An error reply: the message (default 'An error occurred'), an EIP-1193 or reason code, and revert data where a node gave some. */
export const FrameErrorSchema = z.object({
  message: z.optional(z.string().check(z.maxLength(2000))),
  code: z.optional(z.union([z.string(), z.number()])),
  data: z.optional(z.unknown()),
})

export const FrameReplySchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, id: requestId, type: z.literal('success'), payload: z.unknown() }),
  z.object({ ...envelope, id: requestId, type: z.literal('error'), error: FrameErrorSchema }),
])
export type FrameReply = z.infer<typeof FrameReplySchema>

export const FrameEventSchema = z.discriminatedUnion('type', [
  /** The frame can take requests. */
  z.object({ ...envelope, type: z.literal('ready'), version: z.number() }),
  /** The frame's approval UI wants to be shown (true) or is done (false). */
  z.object({
    ...envelope,
    type: z.literal('visibility'),
    visible: z.boolean(),
    /** `social`: the frame shows a social login's button, so the popup opens from a click inside it. */
    reason: z.optional(z.enum(['approval', 'social'])),
  }),
  /**
   * The signed-in user's active account changed without the widget asking: the chain moved to a network with or
   * without smart accounts, or the smart account was deployed by its first operation. Carries getUser's answer.
   */
  z.object({ ...envelope, type: z.literal('userChanged'), user: Operations.getUser.result }),
  /**
   * A social login's prompt in the frame: `ready` or `retry` (its button waits for the click), `blocked` (the
   * browser blocked the popup), `waiting` (the popup is open).
   */
  z.object({
    ...envelope,
    type: z.literal('socialStatus'),
    status: z.enum(['ready', 'retry', 'blocked', 'waiting']),
  }),
])
export type FrameEvent = z.infer<typeof FrameEventSchema>

/** Validates a request's payload against its operation; the frame uses this before acting. */
export function parsePayload<K extends OperationName>(type: K, payload: unknown): OperationPayload<K> | undefined {
  const parsed = z.safeParse(Operations[type].payload, payload)
  return parsed.success ? (parsed.data as OperationPayload<K>) : undefined
}

/** Validates a success reply's payload against the operation it answers; the widget uses this. */
export function parseResult<K extends OperationName>(type: K, payload: unknown): OperationResult<K> | undefined {
  const parsed = z.safeParse(Operations[type].result, payload)
  return parsed.success ? (parsed.data as OperationResult<K>) : undefined
}
