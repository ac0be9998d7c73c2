/**
 * The email wallet's Solana methods, carried by the secure frame's `rpcRequest` operation
 * (secure-frame.ts): the method name in `method`, these parameters in `params`, the answer in
 * `result`. The shapes are WalletConnect's Solana JSON-RPC (keys and signatures base58,
 * transactions base64 in wire format), so the widget hands the site's `getProvider('solana')`
 * requests through as they are.
 *
 * - `solana_getAccounts`: the signed-in user's Solana account, `[{ pubkey }]`; no approval.
 * - `solana_signMessage`: signs `message` after the user approved it (the approval names `network`
 *   when given); `{ signature }`.
 * - `solana_signTransaction`: signs the fee payer's slot of `transaction` after approval;
 *   `{ signature, transaction }` (the transaction with the signature in place).
 * - `solana_signAndSendTransaction`: the same, then sends it through the deployment's node of
 *   `network`; `{ signature }`.
 *
 * `network` is the CAIP-2 id of the Solana network (`solana:` + 32 characters of the genesis
 * hash): the approval shows it, and a sent transaction goes to the deployment's node of it.
 */
import * as z from 'zod/mini'

const base58 = (max: number) => z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(max))
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/), z.maxLength(4096))
/** A Solana public key or address. */
const pubkey = base58(44)
const network = z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/))

/** What `sendTransaction` of the node takes beside the transaction. */
const SendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
  maxRetries: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
})

export const SolanaFrameMethods = {
  solana_getAccounts: { params: z.optional(z.unknown()), result: z.array(z.object({ pubkey })) },
  /** `message`: the bytes, base58 (up to 1,232 bytes). */
  solana_signMessage: {
    params: z.object({ message: base58(1700), pubkey, network: z.optional(network) }),
    result: z.object({ signature: base58(88) }),
  },
  solana_signTransaction: {
    params: z.object({ transaction: base64, network }),
    result: z.object({ signature: base58(88), transaction: base64 }),
  },
  solana_signAndSendTransaction: {
    params: z.object({ transaction: base64, network, sendOptions: z.optional(SendOptionsSchema) }),
    result: z.object({ signature: base58(88) }),
  },
} as const

export type SolanaFrameMethod = keyof typeof SolanaFrameMethods
export type SolanaFrameParams<M extends SolanaFrameMethod> = z.infer<(typeof SolanaFrameMethods)[M]['params']>
export type SolanaFrameResult<M extends SolanaFrameMethod> = z.infer<(typeof SolanaFrameMethods)[M]['result']>

export function isSolanaFrameMethod(method: string): method is SolanaFrameMethod {
  return Object.hasOwn(SolanaFrameMethods, method)
}

/** Checks `params` of `method`; undefined when they do not fit. */
export function parseSolanaFrameParams<M extends SolanaFrameMethod>(
  method: M,
  params: unknown,
): SolanaFrameParams<M> | undefined {
  const parsed = z.safeParse(SolanaFrameMethods[method].params, params)
  return parsed.success ? (parsed.data as SolanaFrameParams<M>) : undefined
}

/** Checks a frame's answer to `method` (the widget uses this); undefined when it does not fit. */
export function parseSolanaFrameResult<M extends SolanaFrameMethod>(
  method: M,
  result: unknown,
): SolanaFrameResult<M> | undefined {
  const parsed = z.safeParse(SolanaFrameMethods[method].result, result)
  return parsed.success ? (parsed.data as SolanaFrameResult<M>) : undefined
}
