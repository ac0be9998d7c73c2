/**
 * Decoding for the approval, against the local Solana node: the plain SPL `Transfer` (no mint in the
 * instruction: read from the source account, its decimals from the mint), and instructions whose data
 * does not have the expected shape, which are shown as unknown rather than guessed at.
 */
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DUSD, SOLANA_DEV_ACCOUNTS } from '../../dev/world/solana/accounts.js'
import { type SolanaNode, startSolanaNode } from '../../dev/world/solana/node.js'
import { RpcErrorCode } from '../../shared/errors.js'
import { readAccountData, solanaNode } from './node.js'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  decodeTransaction,
  SYSTEM_PROGRAM,
  summarizeTransaction,
} from './transaction-summary.js'

const DEV0 = SOLANA_DEV_ACCOUNTS[0]!.address
const DEV1 = SOLANA_DEV_ACCOUNTS[1]!.address
let node: SolanaNode

beforeAll(async () => {
  node = await startSolanaNode({ port: 0 })
})
afterAll(async () => {
  await node?.stop()
})

async function summaryOf(instructions: Instruction[]) {
  const { value: lifetime } = await createSolanaRpc(node.rpcUrl).getLatestBlockhash().send()
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(DEV0, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  const call = solanaNode(fetch, node.rpcUrl, node.networkId)
  const decoded = decodeTransaction(new Uint8Array(getTransactionEncoder().encode(transaction)))
  return summarizeTransaction(decoded, (address) => readAccountData(call, address))
}

const ataOf = async (owner: Address) =>
  (await findAssociatedTokenPda({ owner, mint: DUSD.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

describe('summarizeTransaction', () => {
  it('behavior: a plain SPL Transfer names the mint and decimals read from the chain, and the owner as recipient', async () => {
    const [source, destination] = await Promise.all([ataOf(DEV0), ataOf(DEV1)])
    const summary = await summaryOf([
      getTransferInstruction({ source, destination, authority: createNoopSigner(DEV0), amount: 2_500_000n }),
    ])
    expect(summary).toEqual({
      feePayer: DEV0,
      instructions: [{ kind: 'splTransfer', mint: DUSD.mint, to: DEV1, amount: 2_500_000n, decimals: 6 }],
    })
  })

  it('behavior: creating an associated token account names its owner and mint; other data of that program is unknown', async () => {
    const fresh = SOLANA_DEV_ACCOUNTS[4]!.address
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer: createNoopSigner(DEV0),
      ata: await ataOf(fresh),
      owner: fresh,
      mint: DUSD.mint,
    })
    expect((await summaryOf([create])).instructions).toEqual([
      { kind: 'createTokenAccount', owner: fresh, mint: DUSD.mint },
    ])
    const other = { ...create, data: new Uint8Array([2]) }
    expect((await summaryOf([other])).instructions).toEqual([{ kind: 'unknown', program: ASSOCIATED_TOKEN_PROGRAM }])
  })

  it('behavior: a system instruction with other data is an unknown instruction of the system program', async () => {
    const transfer = getTransferSolInstruction({ source: createNoopSigner(DEV0), destination: DEV1, amount: 5n })
    const padded = { ...transfer, data: new Uint8Array([...transfer.data, 0]) }
    expect((await summaryOf([padded])).instructions).toEqual([{ kind: 'unknown', program: SYSTEM_PROGRAM }])
  })

  it('error: bytes that are not a wire transaction are -32602', () => {
    expect(() => decodeTransaction(new Uint8Array([1, 2, 3]))).toThrow(
      expect.objectContaining({ code: RpcErrorCode.invalidParams }),
    )
  })
})
