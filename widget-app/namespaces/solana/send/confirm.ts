/**
 * Following a sent Solana transaction until the cluster confirms it: its signature's status is read
 * until it is `confirmed` (or `finalized`), failed on chain, or can no longer land (the chain is past
 * the last block height its blockhash allows).
 */
import type { GetBlockHeightApi, GetSignatureStatusesApi, Rpc, Signature } from '@solana/kit'

export type ConfirmRpc = Rpc<GetSignatureStatusesApi & GetBlockHeightApi>

/** How a sent transaction ended: landed, failed on chain (with the node's error), or expired unlanded. */
export type Confirmation = { status: 'confirmed' } | { status: 'failed'; error: string } | { status: 'expired' }

export interface ConfirmOptions {
  /** The transaction cannot land once the chain's block height is past this. */
  lastValidBlockHeight: bigint
  /** Between reads; 500 ms unless given. */
  pollMs?: number
  /** Stops following (the promise rejects with the signal's reason). */
  signal?: AbortSignal
}

const DEFAULT_POLL_MS = 500

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

export async function confirmSignature(
  rpc: ConfirmRpc,
  signature: string,
  { lastValidBlockHeight, pollMs = DEFAULT_POLL_MS, signal }: ConfirmOptions,
): Promise<Confirmation> {
  for (;;) {
    signal?.throwIfAborted()
    const { value } = await rpc.getSignatureStatuses([signature as Signature]).send()
    const status = value[0]
    if (status?.err)
      return { status: 'failed', error: JSON.stringify(status.err, (_, v) => (typeof v === 'bigint' ? String(v) : v)) }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return { status: 'confirmed' }
    if (!status) {
      const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send()
      if (height > lastValidBlockHeight) return { status: 'expired' }
    }
    await pause(pollMs, signal)
  }
}
