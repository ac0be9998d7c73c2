/**
 * The Activity tab: the widget's own pending sends on top, then the account's transactions on the
 * active network grouped by year and month (newest first), read page by page as the list scrolls
 * (or with "Load more"); loading, 'Failed to fetch transactions' with Try again, or nothing yet.
 */
import { useEffect } from 'react'
import { activeLocale } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import { pendingTransactions } from '../../state/pending-transactions.js'
import { useStore } from '../../state/store.js'
import { type TransactionsByYear, transactionsOf } from '../../state/transactions.js'
import { useAppState, useWidget } from '../context.js'
import { ActivityRow, PendingRow } from './ActivityRow.js'
import { monthTitle } from './format.js'
import { LoadMore, TabEmpty, TabFailed, TabLoading } from './TabStatus.js'

/** The groups newest first: each year descending, each month within it descending. */
export function monthGroups(byYear: TransactionsByYear): { year: number; month: number }[] {
  const descending = (a: number, b: number) => b - a
  return Object.keys(byYear)
    .map(Number)
    .sort(descending)
    .flatMap((year) =>
      Object.keys(byYear[year] ?? {})
        .map(Number)
        .sort(descending)
        .map((month) => ({ year, month })),
    )
}

export function ActivityTab() {
  const t = useT()
  const widget = useWidget()
  const list = transactionsOf(widget)
  const state = useStore(list.store, (current) => current)
  const address = useAppState((current) => current.address)
  const chainId = useAppState((current) => current.chainId)
  const caipNetworkId = widget.activeNetwork()?.caipNetworkId
  const allPending = useStore(pendingTransactions.store, (current) => current.transactions)

  useEffect(() => void list.reload(), [address, chainId])

  if (!address) return null
  const pending = allPending.filter(
    (entry) =>
      entry.status === 'pending' &&
      entry.chainId === caipNetworkId &&
      entry.from.toLowerCase() === address.toLowerCase(),
  )
  const locale = activeLocale()
  const now = Date.now()
  const nothingYet = state.transactions.length === 0 && pending.length === 0

  if (state.failed && pending.length === 0)
    return (
      <TabFailed
        testId="activity-failed"
        message={t('activity.failed')}
        retryLabel={t('activity.retry')}
        onRetry={() => void list.reload()}
      />
    )
  if (nothingYet && (state.loading || state.caipAddress === null))
    return <TabLoading testId="activity-loading" label={t('activity.loading')} />
  if (nothingYet && state.empty) return <TabEmpty testId="activity-empty">{t('activity.empty')}</TabEmpty>

  return (
    <div className="activity" data-testid="activity">
      {pending.length > 0 && (
        <ul className="asset-list">
          {pending.map((entry) => (
            <PendingRow key={entry.hash} transaction={entry} locale={locale} now={now} />
          ))}
        </ul>
      )}
      {monthGroups(state.transactionsByYear).map(({ year, month }) => (
        <section key={`${year}-${month}`} className="activity-month" data-testid="activity-month">
          <h3 className="activity-month-title">{monthTitle(locale, year, month, new Date(now))}</h3>
          <ul className="asset-list">
            {state.transactionsByYear[year]![month]!.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} account={address} locale={locale} now={now} />
            ))}
          </ul>
        </section>
      ))}
      {state.next && (
        <LoadMore label={t('activity.loadMore')} loading={state.loading} onLoadMore={() => void list.loadMore()} />
      )}
    </div>
  )
}
