/**
 * Send on Solana: a SOL transfer, or an SPL token transfer that first creates the receiver's associated token
 * account when it is missing (the idempotent instruction, so a receiver who has one is not refused), built as
 * an unsigned transaction for the wallet to sign, with the fee the network charges for it and the rent a new
 * token account takes from the sender.
 */
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type GetAccountInfoApi,
  type GetFeeForMessageApi,
  type GetLatestBlockhashApi,
  type GetMinimumBalanceForRentExemptionApi,
  getBase64Decoder,
  type Instruction,
  pipe,
  type Rpc,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** The RPC calls a transfer needs (`createSolanaRpc(url)` gives them all). */
export type TransferRpc = Rpc<
  GetLatestBlockhashApi & GetFeeForMessageApi & GetAccountInfoApi & GetMinimumBalanceForRentExemptionApi
>

/** An SPL token account's size, whose rent a new associated token account holds. */
const TOKEN_ACCOUNT_SIZE = 165n

export interface PreparedTransfer {
  /** Compiled, unsigned: the sender's signature slot is empty. */
  transaction: Transaction
  /** What the network charges for the transaction (lamports, paid by the sender). */
  feeLamports: bigint
  /** Rent of the receiver's token account created by the transfer (lamports, from the sender); 0 when it exists. */
  rentLamports: bigint
  /** The transaction is refused once the chain is past this block height. */
  lastValidBlockHeight: bigint
}

export interface SolTransferParameters {
  from: Address
  to: Address
  lamports: bigint
}

export interface SplTransferParameters {
  from: Address
  to: Address
  mint: Address
  /** In the token's smallest unit. */
  amount: bigint
  /** The mint's decimals: the transfer is refused on chain if they differ. */
  decimals: number
  /** The mint's program; the SPL Token program unless given (e.g. Token-2022). */
  tokenProgram?: Address
}

async function prepare(
  rpc: TransferRpc,
  from: Address,
  instructions: Instruction[],
  rentLamports: bigint,
): Promise<PreparedTransfer> {
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(from, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          lifetime as { blockhash: Blockhash; lastValidBlockHeight: bigint },
          m,
        ),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  const message = getBase64Decoder().decode(transaction.messageBytes) as TransactionMessageBytesBase64
  const { value: fee } = await rpc.getFeeForMessage(message, { commitment: 'confirmed' }).send()
  if (fee === null) throw new Error('the node no longer knows the blockhash it just gave; try again')
  return { transaction, feeLamports: BigInt(fee), rentLamports, lastValidBlockHeight: lifetime.lastValidBlockHeight }
}

export function prepareSolTransfer(rpc: TransferRpc, { from, to, lamports }: SolTransferParameters) {
  const instruction = getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount: lamports })
  return prepare(rpc, from, [instruction], 0n)
}

export async function prepareSplTransfer(rpc: TransferRpc, parameters: SplTransferParameters) {
  const { from, to, mint, amount, decimals, tokenProgram = TOKEN_PROGRAM_ADDRESS } = parameters
  const sender = createNoopSigner(from)
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram }),
    findAssociatedTokenPda({ owner: to, mint, tokenProgram }),
  ])
  const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
  const rentLamports = existing ? 0n : await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send()
  const instructions = [
    getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: to, mint, tokenProgram }),
    getTransferCheckedInstruction(
      { source, mint, destination, authority: sender, amount, decimals },
      { programAddress: tokenProgram },
    ),
  ]
  return prepare(rpc, from, instructions, BigInt(rentLamports))
}
