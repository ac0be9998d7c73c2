/** The EIP-1193 errors the test wallet answers with. */
import { BaseError } from 'viem'

export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)
export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')

/** Maps anything thrown while handling a request onto an EIP-1193 error. */
export function toProviderError(err: unknown): ProviderRpcError {
  if (err instanceof ProviderRpcError) return err
  if (err instanceof BaseError) {
    const coded = err.walk((e) => typeof (e as { code?: unknown }).code === 'number') as
      | (Error & { code: number; data?: unknown })
      | null
    return new ProviderRpcError(coded?.code ?? -32603, err.shortMessage, coded?.data)
  }
  return new ProviderRpcError(-32603, err instanceof Error ? err.message : String(err))
}
