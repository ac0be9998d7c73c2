/**
 * Calls of the smart account as ERC-4337 user operations: prepared (gas, fees and the paymaster's
 * sponsorship filled in) before the user is asked, so what the approval shows is what is signed; then
 * signed and handed to the bundler. Batches are remembered by id for `wallet_getCallsStatus`, which answers
 * in EIP-5792's shape: 100 pending, 200 confirmed, 400 dropped before it landed, 500 reverted on chain.
 */
import { type Address, type Hex, numberToHex } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { ActiveSmartAccount } from './accounts.js'
import type { BatchCall } from './calls-request.js'
import type { Batch } from './calls-registry.js'

export type { Batch } from './calls-registry.js'

export interface Payer {
  /** The paymaster that pays the gas, or null when the account pays it from its own ether. */
  paymaster: Address | null
  /** The most the operation can cost in gas (all its gas limits at the highest price it allows). */
  maxFee: bigint
}

export interface PreparedOperation {
  operation: UserOperation<'0.8'>
  calls: BatchCall[]
  payer: Payer
}

export async function prepareOperation(active: ActiveSmartAccount, calls: BatchCall[]): Promise<PreparedOperation> {
  const prepared = await active.bundler.prepareUserOperation({
    calls: calls.map((call) => ({ to: call.to, value: call.value, ...(call.data ? { data: call.data } : {}) })),
  })
  const operation = prepared as unknown as UserOperation<'0.8'>
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return {
    operation,
    calls,
    payer: { paymaster: operation.paymaster ?? null, maxFee: gas * operation.maxFeePerGas },
  }
}

/** Time a sponsorship must have left when the operation is sent, for the bundler to include it (ms). */
export const SPONSORSHIP_MARGIN_MS = 30_000

/**
 * Until when the paymaster's sponsorship of `operation` is valid (ms since the epoch; Infinity for no limit),
 * read from the project's paymaster's data (`validUntil ‖ validAfter ‖ signature`, 6 bytes each for the
 * first two); null for an operation without a paymaster.
 */
export function sponsorshipValidUntil(operation: Pick<UserOperation<'0.8'>, 'paymaster' | 'paymasterData'>) {
  const data = operation.paymasterData
  if (!operation.paymaster) return null
  if (!data || data.length < 2 + 24) return 0
  const until = Number.parseInt(data.slice(2, 14), 16)
  return until === 0 ? Number.POSITIVE_INFINITY : until * 1000
}

/**
 * The operation to send once the user approved: as shown when its sponsorship is still good for
 * {@link SPONSORSHIP_MARGIN_MS}, else prepared again for a fresh one. A site that stopped sponsoring meanwhile
 * sends nothing: the user approved a fee paid for them, not by them.
 */
export async function withFreshSponsorship(
  active: ActiveSmartAccount,
  prepared: PreparedOperation,
  now: number,
): Promise<PreparedOperation> {
  const until = sponsorshipValidUntil(prepared.operation)
  if (until === null || until - now > SPONSORSHIP_MARGIN_MS) return prepared
  const again = await prepareOperation(active, prepared.calls)
  if (!again.payer.paymaster)
    throw new ProviderRpcError(
      RpcErrorCode.internal,
      'SPONSORSHIP_ENDED: the site no longer pays the network fee of these calls; nothing was sent',
    )
  return again
}

/** Signs the prepared operation and hands it to the bundler; answers its hash. */
export async function sendOperation(active: ActiveSmartAccount, { operation }: PreparedOperation): Promise<Hex> {
  const signature = await active.account.signUserOperation(operation)
  return active.bundler.sendUserOperation({ ...operation, signature } as never)
}

/** Waits for the operation to land; answers the hash of the transaction that carried it. */
export async function transactionOf(active: ActiveSmartAccount, hash: Hex, timeout = 60_000): Promise<Hex> {
  const receipt = await active.bundler.waitForUserOperationReceipt({ hash, timeout })
  return receipt.receipt.transactionHash
}

export interface CallsStatus {
  version: '2.0.0'
  id: string
  chainId: Hex
  /** 600: some of the calls (sent one by one) took effect, others not. */
  status: 100 | 200 | 400 | 500 | 600
  atomic: boolean
  receipts?: {
    logs: { address: Address; data: Hex; topics: Hex[] }[]
    status: Hex
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }[]
}

/** A bundler keeps an operation it cannot include for minutes; after this without a trace it was dropped. */
export const DROPPED_AFTER_MS = 10 * 60_000

export async function callsStatus(
  active: ActiveSmartAccount,
  id: string,
  { hash, sentAt }: Pick<Batch, 'hash' | 'sentAt'>,
  now = Date.now(),
): Promise<CallsStatus> {
  const base = { version: '2.0.0', id, chainId: numberToHex(active.network.chainId), atomic: true } as const
  const receipt = await active.bundler.getUserOperationReceipt({ hash }).catch((error: unknown) => {
    if ((error as { name?: string }).name === 'UserOperationReceiptNotFoundError') return null
    throw error
  })
  if (!receipt) {
    // A pending operation is not on chain yet, so the bundler may not find it by hash: only time tells a drop.
    if (now - sentAt < DROPPED_AFTER_MS) return { ...base, status: 100 }
    const known = await active.bundler.getUserOperation({ hash }).then(
      () => true,
      () => false,
    )
    return { ...base, status: known ? 100 : 400 }
  }
  const { receipt: transaction } = receipt
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] as Hex[] })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: transaction.blockHash,
        blockNumber: numberToHex(transaction.blockNumber),
        gasUsed: numberToHex(transaction.gasUsed),
        transactionHash: transaction.transactionHash,
      },
    ],
  }
}
