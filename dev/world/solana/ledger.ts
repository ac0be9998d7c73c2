/**
 * The local Solana chain: litesvm's accounts and programs, with the slots, blockhashes and signature statuses
 * a node adds around them. Slots follow the clock (one per `slotMs`, lazily, when asked) and every landed
 * transaction closes its slot; each slot has a new blockhash, valid for 150 blocks as on Solana (litesvm itself
 * knows only its latest, so the ledger checks the lifetime). A landed transaction is 'confirmed' at once (one
 * node, no forks) and 'finalized' 32 slots later.
 */
import {
  type Address,
  type Blockhash,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  lamports,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  BLOCKHASH_NOT_FOUND,
  type RpcTransactionError,
  rpcTransactionError,
  SIGNATURE_FAILURE,
} from './transaction-errors.js'

/** Blocks a blockhash stays valid for after its own (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALID_BLOCKS = 150n
/** Slots after which a landed transaction is reported finalized. */
export const FINALIZED_AFTER_SLOTS = 32n
/** What litesvm charges per signature. */
export const LAMPORTS_PER_SIGNATURE = 5_000n

export interface LedgerOptions {
  /** Milliseconds per slot; Solana's 400 by default. */
  slotMs?: number
  now?: () => number
}

export interface Outcome {
  signature: Signature
  /** Whether it is on the ledger now (ran, successfully or not, and paid its fee). */
  landed: boolean
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: bigint
}

export interface SignatureStatus {
  slot: bigint
  confirmations: bigint | null
  err: RpcTransactionError | null
  status: { Ok: null } | { Err: RpcTransactionError }
  confirmationStatus: 'confirmed' | 'finalized'
}

export interface Ledger {
  readonly svm: LiteSVM
  /** Brings the slot up to the clock; every read starts with it. */
  tick(): void
  slot(): bigint
  blockHeight(): bigint
  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint }
  isBlockhashValid(blockhash: string): boolean
  /** Runs the transaction without committing anything. */
  simulate(tx: Transaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Outcome
  /** Lands the transaction (a failing one still pays its fee, as on Solana) and closes the slot. */
  land(tx: Transaction): Outcome
  airdrop(address: Address, amount: bigint): Outcome
  status(signature: string): SignatureStatus | null
  /** The fee of a compiled message: 5,000 lamports per signature; null when it is not a message. */
  feeForMessage(messageBytes: Uint8Array): bigint | null
  transactionCount(): bigint
}

const base58 = getBase58Decoder()

function outcomeOf(result: TransactionMetadata | FailedTransactionMetadata, signature: Signature): Outcome {
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed ? result.meta() : result
  return {
    signature,
    landed: false,
    err: failed ? rpcTransactionError(result) : null,
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
  }
}

const failedWith = (signature: Signature, err: RpcTransactionError): Outcome => ({
  signature,
  landed: false,
  err,
  logs: [],
  unitsConsumed: 0n,
})

function withLifetime(tx: Transaction, blockhash: string): Transaction {
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes)
  const messageBytes = getCompiledTransactionMessageEncoder().encode({ ...message, lifetimeToken: blockhash })
  return { ...tx, messageBytes: messageBytes as Transaction['messageBytes'] }
}

export function createLedger(options: LedgerOptions = {}): Ledger {
  const slotMs = options.slotMs ?? 400
  const now = options.now ?? Date.now
  // The blockhash check is the ledger's (valid for 150 blocks), not litesvm's (only the latest).
  const svm = new LiteSVM().withBlockhashCheck(false)
  const genesisSlot = svm.getClock().slot
  let slot = genesisSlot
  let slotStartedAt = now()
  let landed = 0n
  /** Blockhash → the last block height it is valid at. */
  const blockhashes = new Map<string, bigint>([[svm.latestBlockhash(), BLOCKHASH_VALID_BLOCKS]])
  const landedAt = new Map<string, { slot: bigint; err: RpcTransactionError | null }>()

  const blockHeight = () => slot - genesisSlot

  const advance = (slots: bigint) => {
    slot += slots
    svm.warpToSlot(slot)
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(now() / 1000))
    svm.setClock(clock)
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), blockHeight() + BLOCKHASH_VALID_BLOCKS)
    for (const [hash, lastValid] of blockhashes) if (lastValid < blockHeight()) blockhashes.delete(hash)
  }

  const tick = () => {
    const elapsed = Math.floor((now() - slotStartedAt) / slotMs)
    if (elapsed < 1) return
    slotStartedAt += elapsed * slotMs
    // Past a long pause only the last window matters: older blockhashes have expired anyway.
    advance(BigInt(Math.min(elapsed, Number(BLOCKHASH_VALID_BLOCKS) + 1)))
  }

  const isBlockhashValid = (hash: string) => (blockhashes.get(hash) ?? -1n) >= blockHeight()

  const lifetimeOf = (tx: Transaction) => getCompiledTransactionMessageDecoder().decode(tx.messageBytes).lifetimeToken

  const record = (outcome: Outcome): Outcome => {
    landedAt.set(outcome.signature, { slot, err: outcome.err })
    landed += 1n
    advance(1n)
    slotStartedAt = now()
    return { ...outcome, landed: true }
  }

  const hasSignatures = (tx: Transaction) => Object.values(tx.signatures).every((signature) => signature !== null)

  return {
    svm,
    tick,
    slot: () => slot,
    blockHeight,
    latestBlockhash: () => ({
      blockhash: svm.latestBlockhash() as Blockhash,
      lastValidBlockHeight: blockHeight() + BLOCKHASH_VALID_BLOCKS,
    }),
    isBlockhashValid,
    simulate(tx, { sigVerify, replaceRecentBlockhash }) {
      const signature = getSignatureFromTransaction(tx)
      const run = replaceRecentBlockhash ? withLifetime(tx, svm.latestBlockhash()) : tx
      if (!replaceRecentBlockhash && !isBlockhashValid(lifetimeOf(tx)))
        return failedWith(signature, BLOCKHASH_NOT_FOUND)
      if (sigVerify && !hasSignatures(tx)) return failedWith(signature, SIGNATURE_FAILURE)
      svm.withSigverify(sigVerify)
      try {
        const result = svm.simulateTransaction(run)
        return result instanceof FailedTransactionMetadata
          ? outcomeOf(result, signature)
          : outcomeOf(result.meta(), signature)
      } finally {
        svm.withSigverify(true)
      }
    },
    land(tx) {
      const signature = getSignatureFromTransaction(tx)
      if (!hasSignatures(tx)) return failedWith(signature, SIGNATURE_FAILURE)
      if (!isBlockhashValid(lifetimeOf(tx))) return failedWith(signature, BLOCKHASH_NOT_FOUND)
      const outcome = outcomeOf(svm.sendTransaction(tx), signature)
      // Refused before running (a bad signature, a repeat, no fee): nothing lands, as on Solana.
      const ran = outcome.err === null || (typeof outcome.err === 'object' && 'InstructionError' in outcome.err)
      return ran ? record(outcome) : outcome
    },
    airdrop(address, amount) {
      const result = svm.airdrop(address, lamports(amount))
      if (!result) throw new Error('litesvm refused the airdrop')
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
      const outcome = outcomeOf(result, base58.decode(meta.signature()) as Signature)
      return outcome.err === null ? record(outcome) : outcome
    },
    status(signature) {
      const found = landedAt.get(signature)
      if (!found) return null
      const confirmations = slot - found.slot
      const finalized = confirmations >= FINALIZED_AFTER_SLOTS
      return {
        slot: found.slot,
        confirmations: finalized ? null : confirmations,
        err: found.err,
        status: found.err === null ? { Ok: null } : { Err: found.err },
        confirmationStatus: finalized ? 'finalized' : 'confirmed',
      }
    },
    feeForMessage(messageBytes) {
      try {
        const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
        return BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
      } catch {
        return null
      }
    },
    transactionCount: () => landed,
  }
}
