/**
 * What a Solana transaction does, for the approval view: its fee payer and, per instruction, a SOL
 * transfer (recipient, lamports), an SPL token transfer (mint, recipient, amount), the creation of an
 * associated token account (owner, mint) or, for anything else, the program it calls. Decoding is strict: an instruction whose data or accounts do not have
 * exactly the expected shape is shown as an unknown instruction of its program, never guessed at.
 *
 * An SPL transfer names token accounts; the recipient shown is the wallet that owns the destination
 * account (read from the node, or from the transaction's own "create associated token account"
 * instruction when the account does not exist yet), else the token account itself. The plain
 * `Transfer` instruction names no mint: it is read from the source account, its decimals from the mint.
 */
import {
  type Address,
  type CompiledTransactionMessage,
  getAddressDecoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { TOKEN_PROGRAMS } from '../../shared/solana/token-programs.js'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER = 3
const TOKEN_TRANSFER_CHECKED = 12

export type InstructionSummary =
  | { kind: 'solTransfer'; to: string; lamports: bigint }
  /** `decimals` null when the mint could not be read (the amount is then in base units). */
  | { kind: 'splTransfer'; mint: string | null; to: string; amount: bigint; decimals: number | null }
  /** The associated token account of `owner` for `mint` is created (its rent paid by the payer). */
  | { kind: 'createTokenAccount'; owner: string; mint: string }
  | { kind: 'unknown'; program: string }

export interface TransactionSummary {
  feePayer: string
  instructions: InstructionSummary[]
}

/** The message formats whose instructions this module reads (legacy and v0). */
type InstructionsMessage = Exclude<CompiledTransactionMessage, { version: 1 }>

export interface DecodedTransaction {
  transaction: Transaction
  message: InstructionsMessage
  /** The accounts the transaction names itself (not those of address lookup tables), in order. */
  accounts: readonly Address[]
  /** The accounts whose signatures the transaction needs, fee payer first. */
  signers: readonly Address[]
}

/** What the summary needs from the node: an account's data, or null when it does not exist. */
export type AccountReader = (address: string) => Promise<Uint8Array | null>

/** Decodes a wire transaction; throws -32602 when the bytes are not one. */
export function decodeTransaction(bytes: Uint8Array): DecodedTransaction {
  let transaction: Transaction
  let message: CompiledTransactionMessage
  try {
    transaction = getTransactionDecoder().decode(bytes)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (cause) {
    throw new ProviderRpcError(RpcErrorCode.invalidParams, 'The transaction is not a Solana wire transaction', {
      cause,
    })
  }
  if (message.version === 1)
    throw new ProviderRpcError(RpcErrorCode.invalidParams, 'Version 1 Solana transactions are not supported yet')
  const accounts = message.staticAccounts
  return { transaction, message, accounts, signers: accounts.slice(0, message.header.numSignerAccounts) }
}

interface ResolvedInstruction {
  program: string
  /** null for an account taken from an address lookup table. */
  accounts: (string | null)[]
  data: Uint8Array
}

export async function summarizeTransaction(
  decoded: DecodedTransaction,
  readAccount: AccountReader,
): Promise<TransactionSummary> {
  const { message, accounts } = decoded
  const resolved: ResolvedInstruction[] = message.instructions.map((instruction) => ({
    program: accounts[instruction.programAddressIndex] ?? '',
    accounts: (instruction.accountIndices ?? []).map((index) => accounts[index] ?? null),
    data: new Uint8Array(instruction.data ?? []),
  }))
  const created = createdTokenAccountOwners(resolved)
  const instructions = await Promise.all(
    resolved.map((instruction) => summarizeInstruction(instruction, readAccount, created)),
  )
  return { feePayer: accounts[0] ?? '', instructions }
}

async function summarizeInstruction(
  { program, accounts, data }: ResolvedInstruction,
  readAccount: AccountReader,
  created: ReadonlyMap<string, string>,
): Promise<InstructionSummary> {
  const unknown: InstructionSummary = { kind: 'unknown', program }
  if (program === SYSTEM_PROGRAM) {
    const to = accounts[1]
    if (data.length !== 12 || u32(data, 0) !== SYSTEM_TRANSFER || accounts.length !== 2 || !to || !accounts[0])
      return unknown
    return { kind: 'solTransfer', to, lamports: u64(data, 4) }
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM) return createdTokenAccount(accounts, data) ?? unknown
  if (!(TOKEN_PROGRAMS as readonly string[]).includes(program)) return unknown
  if (accounts.some((account) => account === null)) return unknown
  const named = accounts as string[]
  if (data[0] === TOKEN_TRANSFER_CHECKED && data.length === 10 && named.length >= 4) {
    const [, mint, destination] = named as [string, string, string]
    const to = await ownerOf(destination, readAccount, created)
    return { kind: 'splTransfer', mint, to, amount: u64(data, 1), decimals: data[9]! }
  }
  if (data[0] === TOKEN_TRANSFER && data.length === 9 && named.length >= 3) {
    const [source, destination] = named as [string, string]
    const [to, mint] = await Promise.all([ownerOf(destination, readAccount, created), mintOf(source, readAccount)])
    const decimals = mint ? await decimalsOf(mint, readAccount) : null
    return { kind: 'splTransfer', mint, to, amount: u64(data, 1), decimals }
  }
  return unknown
}

/**
 * Create (no data or 0) and CreateIdempotent (1) of the associated token program, with exactly its accounts:
 * payer, associated account, owner, mint, the system program and a token program.
 */
function createdTokenAccount(accounts: readonly (string | null)[], data: Uint8Array): InstructionSummary | null {
  if (data.length > 1 || (data[0] ?? 0) > 1 || accounts.length !== 6) return null
  const [payer, account, owner, mint, system, tokenProgram] = accounts
  if (!payer || !account || !owner || !mint || system !== SYSTEM_PROGRAM) return null
  if (!tokenProgram || !(TOKEN_PROGRAMS as readonly string[]).includes(tokenProgram)) return null
  return { kind: 'createTokenAccount', owner, mint }
}

/** Token accounts the transaction creates with the associated token program, by address: their owners. */
function createdTokenAccountOwners(instructions: readonly ResolvedInstruction[]): Map<string, string> {
  const owners = new Map<string, string>()
  for (const { program, accounts, data } of instructions) {
    // Create (no data or 0) and CreateIdempotent (1): [payer, associated account, owner, mint, system, token program].
    if (program !== ASSOCIATED_TOKEN_PROGRAM || data.length > 1 || (data[0] ?? 0) > 1) continue
    const [, account, owner] = accounts
    if (account && owner) owners.set(account, owner)
  }
  return owners
}

const addressDecoder = getAddressDecoder()

/** A token account's layout starts with the mint (32 bytes), then the owner (32 bytes). */
async function ownerOf(
  tokenAccount: string,
  readAccount: AccountReader,
  created: ReadonlyMap<string, string>,
): Promise<string> {
  const data = await readAccount(tokenAccount).catch(() => null)
  if (data && data.length >= 64) return addressDecoder.decode(data.subarray(32, 64))
  return created.get(tokenAccount) ?? tokenAccount
}

async function mintOf(tokenAccount: string, readAccount: AccountReader): Promise<string | null> {
  const data = await readAccount(tokenAccount).catch(() => null)
  return data && data.length >= 64 ? addressDecoder.decode(data.subarray(0, 32)) : null
}

/** A mint's layout: authority option (36 bytes), supply (8), then decimals (1). */
async function decimalsOf(mint: string, readAccount: AccountReader): Promise<number | null> {
  const data = await readAccount(mint).catch(() => null)
  return data && data.length >= 45 ? data[44]! : null
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)
const u32 = (data: Uint8Array, offset: number) => view(data).getUint32(offset, true)
const u64 = (data: Uint8Array, offset: number) => view(data).getBigUint64(offset, true)
