/**
 * The approval's rows for a Solana transaction: every instruction has its rows, and a mint is named once
 * when a token account is created for the transfer right after it.
 */
import { describe, expect, it } from 'vitest'
import type { DetailRow } from '../approval-model.js'
import { describeSolanaTransaction } from './approval-details.js'
import type { InstructionSummary } from './transaction-summary.js'

const PAYER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const RECEIVER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const OTHER = 'BPFLoaderUpgradeab1e11111111111111111111111'
const MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'
const OTHER_MINT = 'So11111111111111111111111111111111111111112'

const site = { origin: 'https://shop.example' }
const chain = { id: 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B', name: 'Solana Local', symbol: 'SOL', decimals: 9 }

function rowsOf(instructions: InstructionSummary[]): DetailRow[] {
  const subject = {
    kind: 'solanaTransaction' as const,
    send: true,
    summary: { feePayer: PAYER, instructions },
    feeLamports: 5_000n,
  }
  return describeSolanaTransaction(subject, { chain, site }).rows
}

const labels = (rows: DetailRow[]) => rows.map((row) => `${row.label}: ${row.value}`)
const create = (owner: string, mint: string): InstructionSummary => ({ kind: 'createTokenAccount', owner, mint })
const transfer = (to: string, mint: string | null): InstructionSummary => ({
  kind: 'splTransfer',
  mint,
  to,
  amount: 2_500_000n,
  decimals: 6,
})

describe('describeSolanaTransaction', () => {
  it("behavior: a token account created for the transfer right after names its owner; the mint is the transfer's, once", () => {
    expect(labels(rowsOf([create(RECEIVER, MINT), transfer(RECEIVER, MINT)]))).toEqual([
      'Network: Solana Local',
      `Fee payer: ${PAYER}`,
      `New token account for: ${RECEIVER}`,
      `Mint: ${MINT}`,
      `Recipient: ${RECEIVER}`,
      'Amount: 2.5',
      'Network fee: 0.000005 SOL',
    ])
  })

  it('behavior: a token account the next transfer does not fill keeps its mint (another mint, another owner, or none after it)', () => {
    const otherMint = labels(rowsOf([create(RECEIVER, OTHER_MINT), transfer(RECEIVER, MINT)]))
    expect(otherMint.filter((row) => row.startsWith('Mint: '))).toEqual([`Mint: ${OTHER_MINT}`, `Mint: ${MINT}`])
    const otherOwner = labels(rowsOf([create(OTHER, MINT), transfer(RECEIVER, MINT)]))
    expect(otherOwner.filter((row) => row.startsWith('Mint: '))).toHaveLength(2)
    const alone = labels(rowsOf([create(RECEIVER, MINT)]))
    expect(alone).toContain(`Mint: ${MINT}`)
    // A plain Transfer whose mint could not be read: the created account's mint is the only one said.
    const unknownMint = labels(rowsOf([create(RECEIVER, MINT), transfer(RECEIVER, null)]))
    expect(unknownMint.filter((row) => row.startsWith('Mint: '))).toEqual([`Mint: ${MINT}`])
  })

  it('behavior: a transfer before the token account is created does not hide the mint of the creation', () => {
    const rows = labels(rowsOf([transfer(RECEIVER, MINT), create(RECEIVER, MINT)]))
    expect(rows.filter((row) => row.startsWith('Mint: '))).toHaveLength(2)
    expect(rows).toContain(`New token account for: ${RECEIVER}`)
  })
})
