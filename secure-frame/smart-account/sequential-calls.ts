/**
 * EIP-5792 `wallet_sendCalls` while the key's own account (EOA) is active. Its calls cannot land together, so
 * `atomicRequired: true` is refused with 5760, and otherwise they go one after another as ordinary transactions:
 * each priced before the user is asked (one approval lists them all and the most their fees can cost together),
 * then signed with consecutive nonces and sent in order. Each call is priced against the chain as it is now, so a
 * call that works only after an earlier one of the batch cannot be priced and the batch is refused before the
 * user is asked. The status answers per call: 200 when every transaction succeeded, 500 when none did, 600 when
 * some did.
 */
import { type Address, type Hex, type LocalAccount, numberToHex } from 'viem'
import { ProviderRpcError } from '../../shared/errors.js'
import type { ChainRpc, ChainTarget } from '../chain-rpc.js'
import type { ApprovalSubject } from '../signing-requests.js'
import type { TokenInfo } from '../token-info.js'
import { maxNetworkFee, prepareTransaction } from '../transaction.js'
import { CallsErrorCode, type CallsRequest } from './calls-request.js'
import { callsSubject } from './subject.js'
import { type Batch, type CallsStatus, DROPPED_AFTER_MS } from './user-operations.js'

export const ATOMICITY_NOT_SUPPORTED_MESSAGE =
  'The active account sends one transaction at a time; switch to the smart account to send calls together'

export interface SequentialCallsContext {
  owner: LocalAccount
  target: ChainTarget
  rpc: ChainRpc
  signal: AbortSignal
  /** The point of no return (the first transaction is handed to the node). */
  commit: () => void
  ask: (subject: ApprovalSubject, account: Address) => Promise<void>
  readTokens: (addresses: readonly Address[]) => Promise<ReadonlyMap<string, TokenInfo>>
}

/** Prices the calls, asks the user once, then signs and sends them in order; answers what was sent. */
export async function sendSequentialCalls(
  request: CallsRequest,
  { owner, target, rpc, signal, commit, ask, readTokens }: SequentialCallsContext,
): Promise<NonNullable<Batch['sequential']>> {
  if (request.atomicRequired)
    throw new ProviderRpcError(CallsErrorCode.atomicityNotSupported, ATOMICITY_NOT_SUPPORTED_MESSAGE)
  const prepared = []
  for (const { to, value, data } of request.calls)
    prepared.push(
      await prepareTransaction({
        request: { to, value, ...(data ? { data } : {}) },
        from: owner.address,
        target,
        rpc,
        signal,
      }),
    )
  const maxFee = prepared.reduce((sum, transaction) => sum + maxNetworkFee(transaction), 0n)
  const subject = await callsSubject(request.calls, { paymaster: null, maxFee }, readTokens)
  await ask({ ...subject, sequential: true }, owner.address)
  const first = Number(
    BigInt((await rpc(target, 'eth_getTransactionCount', [owner.address, 'pending'], signal)) as Hex),
  )
  const signed = await Promise.all(
    prepared.map((transaction, index) => owner.signTransaction({ ...transaction, nonce: first + index } as never)),
  )
  // Once the first is handed to the node the batch may land whatever the widget decides.
  commit()
  const transactions: Hex[] = []
  for (const raw of signed) {
    try {
      transactions.push((await rpc(target, 'eth_sendRawTransaction', [raw])) as Hex)
    } catch (error) {
      // Nothing sent yet: the batch failed as a whole. Later ones would not land after a gap in the nonces.
      if (transactions.length === 0) throw error
      break
    }
  }
  return { transactions, unsent: signed.length - transactions.length }
}

interface NodeReceipt {
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
  logs: { address: Address; data: Hex; topics: Hex[] }[]
}

/** EIP-5792's status of calls sent one by one, from the node's receipts of their transactions. */
export async function sequentialStatus(
  rpc: ChainRpc,
  target: ChainTarget,
  id: string,
  { chainId, sentAt, sequential }: Batch,
  now: number,
): Promise<CallsStatus> {
  const { transactions, unsent } = sequential ?? { transactions: [], unsent: 0 }
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: false } as const
  const found = await Promise.all(
    transactions.map((hash) => rpc(target, 'eth_getTransactionReceipt', [hash]) as Promise<NodeReceipt | null>),
  )
  const receipts = found.filter((receipt): receipt is NodeReceipt => receipt !== null)
  let dropped = unsent
  if (receipts.length < transactions.length) {
    // A pending transaction has no receipt yet: only time, then the node forgetting it, tells a drop.
    if (now - sentAt < DROPPED_AFTER_MS) return { ...base, status: 100 }
    const missing = transactions.filter((_hash, index) => found[index] === null)
    const known = await Promise.all(missing.map((hash) => rpc(target, 'eth_getTransactionByHash', [hash])))
    if (known.some((transaction) => transaction !== null)) return { ...base, status: 100 }
    dropped += missing.length
  }
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
  const status =
    succeeded === 0 ? (receipts.length === 0 ? 400 : 500) : dropped === 0 && succeeded === receipts.length ? 200 : 600
  return {
    ...base,
    status,
    receipts: receipts.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  }
}
