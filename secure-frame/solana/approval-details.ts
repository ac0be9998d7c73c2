/**
 * What the approval view says about a Solana transaction (a Solana message is shown like an Ethereum
 * one, ../approval-details.ts): its fee payer, network, fee and decoded instructions — SOL transfers
 * (recipient, amount in SOL), SPL transfers (mint, recipient, amount), associated token accounts created
 * (owner, mint) and, for anything else, the program called and "unknown instruction".
 * Addresses that decide where value goes are shown whole; the summary line names them short.
 * Every instruction has its rows; a mint is named once: a token account created for the transfer right
 * after it (same mint, same owner) names its owner only, the transfer names the mint.
 */
import { formatUnitsExact, shortenAddress } from '../../shared/format.js'
import type { ApprovalModel, DetailRow } from '../approval-model.js'
import type { ApprovalRequest } from '../approval-queue.js'
import { t } from '../i18n/i18n.js'
import type { SolanaApprovalSubject } from './approval-subject.js'
import type { InstructionSummary } from './transaction-summary.js'

const SOL_DECIMALS = 9

const sol = (lamports: bigint) => `${formatUnitsExact(lamports, SOL_DECIMALS)} SOL`

/** A Solana transaction: network, fee payer, each instruction decoded, and the fee. */
export function describeSolanaTransaction(
  subject: Extract<SolanaApprovalSubject, { kind: 'solanaTransaction' }>,
  { chain, site }: Pick<ApprovalRequest, 'chain' | 'site'>,
): ApprovalModel {
  const siteText = site.origin ?? t('approval.unknownSite')
  const network: DetailRow = { label: t('rows.network'), value: chain.name }
  const { summary, feeLamports } = subject
  const described = summary.instructions.map((instruction, index) =>
    describeInstruction(instruction, summary.instructions[index + 1]),
  )
  const transfers = described.filter((entry) => entry.summary !== null)
  return {
    title: subject.send ? t('titles.sendTransaction') : t('solana.signTransaction'),
    site: siteText,
    // One sentence only when there is one thing to say; several transfers are read in the rows.
    summary: transfers.length === 1 ? transfers[0]!.summary : null,
    warning: null,
    rows: [
      network,
      { label: t('solana.feePayer'), value: summary.feePayer },
      ...described.flatMap((entry) => entry.rows),
      ...(feeLamports === null ? [] : [{ label: t('solana.fee'), value: sol(feeLamports) }]),
    ],
    body: null,
    raw: null,
  }
}

/** Whether `next` is the transfer into the token account `created` makes, naming the same mint. */
function fundsCreatedAccount(
  created: Extract<InstructionSummary, { kind: 'createTokenAccount' }>,
  next: InstructionSummary | undefined,
): boolean {
  return next?.kind === 'splTransfer' && next.mint === created.mint && next.to === created.owner
}

function describeInstruction(
  instruction: InstructionSummary,
  next: InstructionSummary | undefined,
): { summary: string | null; rows: DetailRow[] } {
  switch (instruction.kind) {
    case 'solTransfer': {
      const amount = sol(instruction.lamports)
      return {
        summary: t('summaries.send', { amount, to: shortenAddress(instruction.to) }),
        rows: [
          { label: t('rows.recipient'), value: instruction.to },
          { label: t('rows.amount'), value: amount },
        ],
      }
    }
    case 'splTransfer': {
      const { mint, decimals } = instruction
      const amount =
        decimals === null
          ? t('values.unknownToken', { amount: String(instruction.amount) })
          : formatUnitsExact(instruction.amount, decimals)
      return {
        summary: t('summaries.send', { amount, to: shortenAddress(instruction.to) }),
        rows: [
          // The plain Transfer instruction names no mint: shown when the source account told it.
          ...(mint ? [{ label: t('solana.mint'), value: mint }] : []),
          { label: t('rows.recipient'), value: instruction.to },
          { label: t('rows.amount'), value: amount },
        ],
      }
    }
    case 'createTokenAccount':
      return {
        summary: null,
        rows: [
          { label: t('solana.newTokenAccount'), value: instruction.owner },
          // The transfer right after names this mint with its amount: said there, once.
          ...(fundsCreatedAccount(instruction, next) ? [] : [{ label: t('solana.mint'), value: instruction.mint }]),
        ],
      }
    case 'unknown':
      return {
        summary: null,
        rows: [{ label: t('solana.program'), value: t('solana.unknownInstruction', { program: instruction.program }) }],
      }
  }
}
