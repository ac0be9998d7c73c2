/**
 * The sandbox's treasury on Solana networks: an Ed25519 key (from `onramp.solana.treasurySeed`) that pays
 * purchases, SOL by a system transfer and SPL tokens by `transferChecked` (the buyer's associated token account
 * made first when missing, at the treasury's cost), so the buyer receives exactly the amount bought.
 *
 * Exactly once, across tabs, retries and server instances:
 *   1. In one database transaction: take the order open → pending (only one submission gets it), build the
 *      transfer on the node's latest blockhash, sign it, and record the signed bytes and the signature.
 *   2. Send the recorded bytes. Sending them again can only repeat the same transaction: Solana runs a signature
 *      once, and a transaction whose blockhash has expired (150 blocks) never runs at all.
 *   3. Follow its status: completed when it landed, failed when it failed on chain, or when its blockhash
 *      expired before it landed (then it never can, and nothing was sent).
 * @solana/kit is loaded when the first Solana order is paid or read.
 */
import type { Address, KeyPairSigner, Rpc, SolanaRpcApi } from '@solana/kit'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { claimOrder, type OrderRow, recordTransfer, reloadOrder, settleOrder } from './store.js'
import { claimOf, type PaymentTerms } from './treasury.js'

const REASON_MAX = 300
const STATUS_POLL_MS = 100
const NODE_TIMEOUT_MS = 10_000

export const SOLANA_TRANSFER_EXPIRED = 'The transfer expired before it landed; nothing was sent'
export const SOLANA_TRANSFER_FAILED = 'The transfer failed on chain'

export interface SolanaTreasury {
  /** The treasury's base58 address. */
  address(): Promise<string>
  pay(terms: PaymentTerms): Promise<OrderRow>
  refresh(order: OrderRow): Promise<OrderRow>
}

export interface CreateSolanaTreasuryParameters {
  db: Database
  clock: Clock
  /** The 32-byte Ed25519 seed. */
  seed: Uint8Array
  /** CAIP-2 network id → the node's JSON-RPC URL. */
  rpcUrls: ReadonlyMap<string, string>
  receiptTimeoutMs: number
}

type Kit = typeof import('@solana/kit')
type Transfers = typeof import('../../shared/solana/transfer.js')
let libraries: Promise<[Kit, Transfers]> | undefined
const load = () => {
  libraries ??= Promise.all([import('@solana/kit'), import('../../shared/solana/transfer.js')])
  return libraries
}

/** What the chain says of a recorded transfer. */
type Seen = { landed: true; err: unknown } | { landed: false; expired: boolean }

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

export function createSolanaTreasury(p: CreateSolanaTreasuryParameters): SolanaTreasury {
  const { db, clock } = p
  let signer: Promise<KeyPairSigner> | undefined
  const signerOf = () => {
    signer ??= load().then(([kit]) => kit.createKeyPairSignerFromPrivateKeyBytes(p.seed))
    return signer
  }
  const rpcs = new Map<string, Rpc<SolanaRpcApi>>()
  const rpcOf = async (chainId: string) => {
    const [kit] = await load()
    const known = rpcs.get(chainId)
    if (known) return known
    const url = p.rpcUrls.get(chainId)
    if (!url) throw new Error(`no node for ${chainId}`)
    const rpc = kit.createSolanaRpc(url)
    rpcs.set(chainId, rpc)
    return rpc
  }
  const timeout = () => ({ abortSignal: AbortSignal.timeout(NODE_TIMEOUT_MS) })
  const reload = (id: string) => reloadOrder(db, id)

  /** The blockhash validity is read before the status: a blockhash expired then means the status is final. */
  async function look(order: OrderRow): Promise<Seen> {
    const [kit] = await load()
    const rpc = await rpcOf(order.chain_id)
    const bytes = kit.getBase64Encoder().encode(order.raw_tx ?? '')
    const { messageBytes } = kit.getTransactionDecoder().decode(bytes)
    const { lifetimeToken } = kit.getCompiledTransactionMessageDecoder().decode(messageBytes)
    const { value: valid } = await rpc
      .isBlockhashValid(lifetimeToken as Parameters<typeof rpc.isBlockhashValid>[0], { commitment: 'confirmed' })
      .send(timeout())
    const { value: statuses } = await rpc
      .getSignatureStatuses([order.tx_hash as Parameters<typeof rpc.getSignatureStatuses>[0][number]])
      .send(timeout())
    const status = statuses[0]
    if (status) return { landed: true, err: status.err }
    return { landed: false, expired: !valid }
  }

  async function settle(order: OrderRow, seen: Seen): Promise<OrderRow> {
    if (seen.landed && seen.err === null) await settleOrder(db, { id: order.id, status: 'completed', now: clock() })
    else if (seen.landed)
      await settleOrder(db, {
        id: order.id,
        status: 'failed',
        failureReason: `${SOLANA_TRANSFER_FAILED}: ${JSON.stringify(seen.err)}`.slice(0, REASON_MAX),
        now: clock(),
      })
    else if (seen.expired)
      await settleOrder(db, { id: order.id, status: 'failed', failureReason: SOLANA_TRANSFER_EXPIRED, now: clock() })
    return reload(order.id)
  }

  /** Follows the transfer until it lands or expires, up to the timeout (then the order stays pending). */
  async function confirm(order: OrderRow): Promise<OrderRow> {
    const until = Date.now() + p.receiptTimeoutMs
    while (Date.now() < until) {
      const seen = await look(order).catch(() => undefined)
      if (seen && (seen.landed || seen.expired)) return settle(order, seen)
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
    }
    return reload(order.id)
  }

  async function send(order: OrderRow): Promise<OrderRow> {
    if (!order.raw_tx || !order.tx_hash) return order
    const [kit] = await load()
    const rpc = await rpcOf(order.chain_id)
    try {
      await rpc
        .sendTransaction(order.raw_tx as Parameters<typeof rpc.sendTransaction>[0], {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
        })
        .send(timeout())
    } catch (err) {
      // A JSON-RPC error (a negative code) is the node's answer; anything else leaves unknown whether it took it.
      const refused = kit.isSolanaError(err) && Number(err.context.__code) < 0
      if (!refused) return order
      // Refused, yet perhaps because it ran already (a repeat): only the chain says.
      const seen = await look(order).catch(() => undefined)
      if (!seen) return order
      if (!seen.landed) {
        await settleOrder(db, {
          id: order.id,
          status: 'failed',
          failureReason: `The transfer could not be sent: ${messageOf(err)}`.slice(0, REASON_MAX),
          now: clock(),
        })
        return reload(order.id)
      }
      return settle(order, seen)
    }
    return confirm(order)
  }

  return {
    address: async () => (await signerOf()).address,

    async pay(terms) {
      const { order } = terms
      const [kit, transfers] = await load()
      const treasury = await signerOf()
      const rpc = await rpcOf(order.chain_id)
      const claimed = await db.transaction(async (tx) => {
        const row = await claimOrder(tx, claimOf(terms, treasury.address, clock()))
        if (!row) return undefined
        const to = row.destination as Address
        const prepared = terms.mint
          ? await transfers.prepareSplTransfer(rpc, {
              from: treasury.address,
              to,
              mint: terms.mint.address as Address,
              amount: terms.purchaseUnits,
              decimals: terms.mint.decimals,
            })
          : await transfers.prepareSolTransfer(rpc, { from: treasury.address, to, lamports: terms.purchaseUnits })
        const signed = await kit.signTransaction([treasury.keyPair], prepared.transaction)
        const rawTx = kit.getBase64EncodedWireTransaction(signed)
        const txHash = kit.getSignatureFromTransaction(signed)
        await recordTransfer(tx, { id: row.id, nonce: null, rawTx, txHash, now: clock() })
        return { ...row, raw_tx: rawTx as string, tx_hash: txHash as string }
      })
      // Taken elsewhere (another tab, another instance): answered as it stands.
      return claimed ? send(claimed) : reload(order.id)
    },

    async refresh(order) {
      const pending = order.status === 'pending' && order.tx_hash !== null
      if (!pending) return order
      const seen = await look(order).catch(() => undefined)
      if (!seen) return order
      if (!seen.landed && !seen.expired) return send(order)
      return settle(order, seen)
    },
  }
}
