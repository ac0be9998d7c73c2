/**
 * The sandbox's treasury: the account on each local chain that pays for purchases, native tokens by a
 * plain transfer and ERC-20s by `transfer`.
 *
 * Exactly once, across tabs, retries and server instances:
 *   1. In one database transaction: lock the treasury's nonce row, take the order open → pending
 *      (only one submission gets it), pick the nonce (the larger of the recorded next one and the
 *      node's pending count), sign the transfer, record the signed bytes and hash on the order, and
 *      advance the nonce. Nothing is sent yet, so a failure here rolls everything back.
 *   2. Send the recorded bytes. Sending them again (a retry, a status poll after a crash) can only
 *      repeat the same transaction, never make a second one: the nonce and the signature are fixed.
 *   3. Wait for the receipt: completed with the hash, or failed when it reverted. A transfer the node
 *      refused outright fails the order and gives its nonce back when no later one was taken.
 */
import {
  type Address,
  BaseError,
  type Client,
  createClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  HttpRequestError,
  http,
  keccak256,
  TimeoutError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  getBlock,
  getTransactionCount,
  getTransactionReceipt,
  sendRawTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { openOrderDeadline } from './order-expiry.js'
import {
  type ClaimOrderParameters,
  claimOrder,
  lockTreasuryNonce,
  type OrderRow,
  recordTransfer,
  reloadOrder,
  setTreasuryNonce,
  settleOrder,
} from './store.js'

/** Generous limits: a native transfer takes 21 000, an ERC-20 `transfer` about 35 000–52 000. */
const NATIVE_GAS = 21_000n
const TOKEN_GAS = 100_000n
const PRIORITY_FEE = 1_000_000_000n
const REASON_MAX = 300

export interface PaymentTerms {
  order: OrderRow
  paymentMethod: OrderRow['payment_method']
  totalMinor: bigint
  providerFeeMinor: bigint
  networkFeeMinor: bigint
  purchaseUnits: bigint
  /** The token's contract, or undefined for the native token. */
  contract?: Address
  /** On a Solana network, the SPL token's mint and its decimals; undefined for SOL. */
  mint?: { address: string; decimals: number }
}

/** The claim of an order paid on `terms` by `treasury`: open → pending, unless it expired (order-expiry.ts). */
export function claimOf(terms: PaymentTerms, treasury: string, now: Date): ClaimOrderParameters {
  return {
    id: terms.order.id,
    paymentMethod: terms.paymentMethod,
    totalMinor: terms.totalMinor,
    providerFeeMinor: terms.providerFeeMinor,
    networkFeeMinor: terms.networkFeeMinor,
    purchaseUnits: terms.purchaseUnits,
    treasury,
    now,
    deadline: openOrderDeadline(now),
  }
}

export interface Treasury {
  address: Address
  /**
   * Pays an open order: claims it, sends the transfer, waits for the receipt (up to the timeout).
   * Answers the order as it is after; an order already claimed elsewhere is answered as it stands, and one
   * past its time to be paid (order-expiry.ts) is not taken: it is answered still open.
   * Rejects (leaving the order open) only when the node cannot be reached before anything is signed.
   */
  pay(terms: PaymentTerms): Promise<OrderRow>
  /** A pending order's transfer looked up on chain (and sent again when the node lost it); settled when mined. */
  refresh(order: OrderRow): Promise<OrderRow>
}

export interface CreateTreasuryParameters {
  db: Database
  clock: Clock
  privateKey: Hex
  /** CAIP-2 network id → the node's JSON-RPC URL. */
  rpcUrls: ReadonlyMap<string, string>
  receiptTimeoutMs: number
}

function reasonOf(err: unknown): string {
  const message =
    err && typeof err === 'object' && 'shortMessage' in err && typeof err.shortMessage === 'string'
      ? err.shortMessage
      : err instanceof Error
        ? err.message
        : String(err)
  return `The transfer could not be sent: ${message}`.slice(0, REASON_MAX)
}

/** No answer from the node (unreachable, timed out): whether it took the transaction is unknown. */
function unanswered(err: unknown): boolean {
  return (
    err instanceof BaseError && Boolean(err.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
  )
}

/** A node answering that it already has this exact transaction: the send happened. */
const ALREADY_KNOWN = /already known|already imported|known transaction/i

export function createTreasury({
  db,
  clock,
  privateKey,
  rpcUrls,
  receiptTimeoutMs,
}: CreateTreasuryParameters): Treasury {
  const account = privateKeyToAccount(privateKey)
  const clients = new Map<string, Client>()
  const clientOf = (chainId: string): Client => {
    const known = clients.get(chainId)
    if (known) return known
    const url = rpcUrls.get(chainId)
    if (!url) throw new Error(`no node for ${chainId}`)
    const client = createClient({ transport: http(url, { timeout: 10_000, retryCount: 0 }) })
    clients.set(chainId, client)
    return client
  }
  const reload = (id: string) => reloadOrder(db, id)

  async function fail(order: OrderRow, reason: string, releaseNonce: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      if (releaseNonce && order.nonce !== null && order.treasury) {
        const next = await lockTreasuryNonce(tx, order.chain_id, order.treasury)
        if (next === order.nonce + 1) await setTreasuryNonce(tx, order.chain_id, order.treasury, order.nonce)
      }
      await settleOrder(tx, { id: order.id, status: 'failed', failureReason: reason, now: clock() })
    })
  }

  async function confirm(order: OrderRow, hash: Hex): Promise<OrderRow> {
    const client = clientOf(order.chain_id)
    try {
      const receipt = await waitForTransactionReceipt(client, { hash, timeout: receiptTimeoutMs, pollingInterval: 100 })
      if (receipt.status === 'success') await settleOrder(db, { id: order.id, status: 'completed', now: clock() })
      else await fail(order, 'The transfer reverted on chain', false)
    } catch {
      // Not mined in time: the order stays pending, and a status poll settles it later.
    }
    return reload(order.id)
  }

  async function send(order: OrderRow): Promise<OrderRow> {
    if (!order.raw_tx || !order.tx_hash) return order
    try {
      await sendRawTransaction(clientOf(order.chain_id), { serializedTransaction: order.raw_tx as Hex })
    } catch (err) {
      // The node may have the transaction without having answered: the order stays pending, sent again later.
      if (unanswered(err)) return order
      if (!ALREADY_KNOWN.test(err instanceof Error ? err.message : String(err))) {
        // Mined already (a repeat after the fact): its receipt settles it.
        const mined = await getTransactionReceipt(clientOf(order.chain_id), { hash: order.tx_hash as Hex }).catch(
          () => undefined,
        )
        if (!mined) {
          await fail(order, reasonOf(err), true)
          return reload(order.id)
        }
      }
    }
    return confirm(order, order.tx_hash as Hex)
  }

  return {
    address: account.address,

    async pay(terms) {
      const { order } = terms
      const client = clientOf(order.chain_id)
      const claimed = await db.transaction(async (tx) => {
        const recorded = await lockTreasuryNonce(tx, order.chain_id, account.address)
        const row = await claimOrder(tx, claimOf(terms, account.address, clock()))
        if (!row) return undefined
        const onChain = await getTransactionCount(client, { address: account.address, blockTag: 'pending' })
        const nonce = Math.max(recorded, onChain)
        const { baseFeePerGas } = await getBlock(client, { blockTag: 'latest' })
        // Twice the base fee plus the tip: included within the next blocks even as the base fee rises.
        const fees = { maxPriorityFeePerGas: PRIORITY_FEE, maxFeePerGas: 2n * (baseFeePerGas ?? 0n) + PRIORITY_FEE }
        const destination = row.destination as Address
        const transfer = terms.contract
          ? {
              to: terms.contract,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [destination, terms.purchaseUnits],
              }),
              gas: TOKEN_GAS,
            }
          : { to: destination, value: terms.purchaseUnits, gas: NATIVE_GAS }
        const rawTx = await account.signTransaction({
          type: 'eip1559',
          chainId: Number(row.chain_id.split(':')[1]),
          nonce,
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
          ...transfer,
        })
        const txHash = keccak256(rawTx)
        await recordTransfer(tx, { id: row.id, nonce, rawTx, txHash, now: clock() })
        await setTreasuryNonce(tx, row.chain_id, account.address, nonce + 1)
        return { ...row, nonce, raw_tx: rawTx, tx_hash: txHash }
      })
      if (!claimed) return reload(order.id)
      return send(claimed)
    },

    async refresh(order) {
      if (order.status !== 'pending' || !order.tx_hash) return order
      const mined = await getTransactionReceipt(clientOf(order.chain_id), { hash: order.tx_hash as Hex }).catch(
        () => undefined,
      )
      if (!mined) return send(order)
      if (mined.status === 'success') await settleOrder(db, { id: order.id, status: 'completed', now: clock() })
      else await fail(order, 'The transfer reverted on chain', false)
      return reload(order.id)
    },
  }
}
