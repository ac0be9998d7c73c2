/** JSON-RPC 2.0 errors, with the codes a Solana node answers (and @solana/kit maps to its own errors). */

export const RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** sendTransaction's preflight simulation failed; `data` is the simulation. */
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
} as const

export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  static invalidParams(why: string): RpcError {
    return new RpcError(RPC_CODES.invalidParams, `Invalid params: ${why}`)
  }
}
