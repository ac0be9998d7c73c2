/**
 * What the approval view says about a user operation of the smart account: every call of the batch in order,
 * each decoded as a single transaction's call would be (the value it sends, then its decoded rows), and who
 * pays the network fee: the sponsoring site, or the account itself up to the most the operation can cost.
 * Calls the EOA sends one by one read the same, but for the title and summary, which say each transaction
 * takes effect on its own.
 */
import { formatUnitsExact, shortenAddress } from '../../shared/format.js'
import type { DecodedCall } from '../call-decoder.js'
import { t } from '../i18n/i18n.js'
import type { UserOperationSubject } from './subject.js'

/** A detail row and the model of the approval, as approval-details.ts defines them (kept apart: it imports this). */
interface DetailRow {
  label: string
  value: string
  title?: string
}
interface ApprovalModel {
  title: string
  site: string
  summary: string | null
  warning: string | null
  rows: DetailRow[]
  body: null
  raw: { caption: string; text: string } | null
}

/** The parts of the approval request (approval-queue.ts) the description reads. */
interface ApprovalContext {
  chain: { name: string; symbol: string; decimals: number }
  site: { origin: string | null }
  account: string
}

/** How one decoded call reads: approval-details.ts's own description of a transaction's call. */
export type DescribeCall = (
  call: DecodedCall,
  tokens: UserOperationSubject['tokens'],
) => { summary: string; warning: string | null; rows: DetailRow[] }

export function describeUserOperation(
  { chain, site, account }: ApprovalContext,
  subject: UserOperationSubject,
  describeCall: DescribeCall,
): ApprovalModel {
  const native = (value: bigint) => `${formatUnitsExact(value, chain.decimals)} ${chain.symbol}`
  const siteText = site.origin ?? t('approval.unknownSite')
  const count = subject.calls.length
  const described = subject.calls.map(({ to, value, call }) => {
    const decoded = call ? describeCall(call, subject.tokens) : null
    const summary = decoded?.summary ?? t('summaries.send', { amount: native(value), to: shortenAddress(to) })
    const rows: DetailRow[] = decoded?.rows ?? [{ label: t('rows.to'), value: to }]
    if (value > 0n || !decoded) rows.push({ label: t('rows.value'), value: native(value) })
    return { summary, warning: decoded?.warning ?? null, rows }
  })
  const callRows = described.flatMap(({ summary, rows }, index) => [
    ...(count > 1 ? [{ label: t('smartAccount.callNumbered', { index: index + 1, count }), value: summary }] : []),
    ...rows,
  ])
  const gas: DetailRow = subject.payer.paymaster
    ? {
        label: t('smartAccount.gas'),
        value: t('smartAccount.sponsoredBy', { sponsor: siteText }),
        title: subject.payer.paymaster,
      }
    : { label: t('smartAccount.gas'), value: t('smartAccount.paidByAccount', { amount: native(subject.payer.maxFee) }) }
  const warnings = described.flatMap(({ warning }) => (warning ? [warning] : []))
  const raw = subject.calls
    .flatMap(({ data }, index) => (data ? [`${count > 1 ? `${index + 1}: ` : ''}${data}`] : []))
    .join('\n')
  const rawBytes = subject.calls.reduce((sum, { data }) => sum + (data ? (data.length - 2) / 2 : 0), 0)
  const sequential = subject.sequential === true
  return {
    title:
      count === 1
        ? t('titles.sendTransaction')
        : sequential
          ? t('smartAccount.sequentialTitle', { count })
          : t('smartAccount.title', { count }),
    site: siteText,
    summary:
      count === 1
        ? (described[0]?.summary ?? null)
        : sequential
          ? t('smartAccount.sequentialSummary', { count })
          : t('smartAccount.batchSummary', { count }),
    warning: warnings.length ? warnings.join(' ') : null,
    rows: [
      { label: t('rows.network'), value: chain.name },
      {
        label: sequential ? t('rows.account') : t('smartAccount.smartAccount'),
        value: shortenAddress(account),
        title: account,
      },
      ...callRows,
      gas,
    ],
    body: null,
    raw: raw ? { caption: t('captions.rawData', { bytes: rawBytes }), text: raw } : null,
  }
}
