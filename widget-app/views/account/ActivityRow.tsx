/** One row of the Activity tab: what happened, with whom, how long ago, and each transfer's signed amount. */
import type { Transaction, TransactionTransfer } from '../../api/chain-data.js'
import { shortenAddress } from '../../../shared/format.js'
import { t as translate } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import type { PendingTransaction } from '../../state/pending-transactions.js'
import { counterparty, formatDecimal, type RelativeUnit, relativeTime, type Sign, transferSign } from './format.js'

/** The operation types with a title of their own; any other is shown as the API names it. */
const OPERATIONS: Record<string, (() => string) | undefined> = {
  send: () => translate('activity.operations.send'),
  receive: () => translate('activity.operations.receive'),
  mint: () => translate('activity.operations.mint'),
  burn: () => translate('activity.operations.burn'),
  execute: () => translate('activity.operations.execute'),
  deposit: () => translate('activity.operations.deposit'),
  withdraw: () => translate('activity.operations.withdraw'),
  borrow: () => translate('activity.operations.borrow'),
  repay: () => translate('activity.operations.repay'),
  claim: () => translate('activity.operations.claim'),
  approve: () => translate('activity.operations.approve'),
  trade: () => translate('activity.operations.trade'),
}

const AGO: Record<RelativeUnit, (count: number) => string> = {
  sec: (count) => translate('activity.ago.sec', { count }),
  min: (count) => translate('activity.ago.min', { count }),
  hr: (count) => translate('activity.ago.hr', { count }),
  d: (count) => translate('activity.ago.d', { count }),
  mo: (count) => translate('activity.ago.mo', { count }),
  yr: (count) => translate('activity.ago.yr', { count }),
}

export const operationTitle = (operationType: string): string => OPERATIONS[operationType]?.() ?? operationType

/** How long ago `time` (ISO 8601 or epoch ms) was, abbreviated in the active language. */
export function agoLabel(time: string | number, now: number): string {
  const { count, unit } = relativeTime(new Date(time).getTime(), now)
  return AGO[unit](count)
}

export interface ActivityRowProps {
  transaction: Transaction
  account: string
  locale: string
  now: number
}

export function ActivityRow({ transaction, account, locale, now }: ActivityRowProps) {
  const t = useT()
  const { operationType, minedAt, hash, status } = transaction.metadata
  const other = counterparty(transaction, account)
  const transfers = transaction.transfers ?? []
  const icon = transfers.map(transferIcon).find(Boolean)
  return (
    <li className="activity-row" data-testid="activity-row" data-hash={hash} data-status={status}>
      {icon ? (
        <img className="asset-icon" src={icon} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className="asset-icon" />
      )}
      <span className="asset-names">
        <span className="asset-name">{operationTitle(operationType)}</span>
        <span className="asset-detail muted" title={other.address}>
          {other.outgoing
            ? t('activity.to', { address: shortenAddress(other.address) })
            : t('activity.from', { address: shortenAddress(other.address) })}
        </span>
      </span>
      <span className="asset-figures">
        {transfers.map((transfer, index) => (
          <TransferAmount
            key={index}
            transfer={transfer}
            sign={transferSign(operationType, transfer)}
            locale={locale}
          />
        ))}
        <span className="asset-detail muted">{agoLabel(minedAt, now)}</span>
      </span>
    </li>
  )
}

function transferIcon(transfer: TransactionTransfer): string | undefined {
  return transfer.fungible_info?.icon?.url ?? transfer.nft_info?.content?.preview?.url
}

function TransferAmount({ transfer, sign, locale }: { transfer: TransactionTransfer; sign: Sign; locale: string }) {
  const t = useT()
  const text = transfer.nft_info
    ? `${transfer.nft_info.name ?? t('activity.nft')}`
    : `${formatDecimal(locale, transfer.quantity.numeric)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
  return (
    <span className="asset-amount" dir="ltr" data-testid="activity-amount" data-sign={sign}>
      {sign}
      {text}
    </span>
  )
}

/** A transaction the widget sent and is waiting on, shown above the history until it is mined. */
export function PendingRow({
  transaction,
  locale,
  now,
}: {
  transaction: PendingTransaction
  locale: string
  now: number
}) {
  const t = useT()
  return (
    <li className="activity-row" data-testid="activity-pending" data-hash={transaction.hash}>
      <span className="asset-icon spinner spinner--small" aria-hidden="true" />
      <span className="asset-names">
        <span className="asset-name">
          {operationTitle('send')} <span className="activity-pending-tag">{t('activity.pending')}</span>
        </span>
        <span className="asset-detail muted" title={transaction.to}>
          {t('activity.to', { address: shortenAddress(transaction.to) })}
        </span>
      </span>
      <span className="asset-figures">
        <span className="asset-amount" dir="ltr">
          −{formatDecimal(locale, transaction.amount)} {transaction.symbol}
        </span>
        <span className="asset-detail muted">{agoLabel(transaction.submittedAt, now)}</span>
      </span>
    </li>
  )
}
