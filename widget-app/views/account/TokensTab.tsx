/**
 * The Tokens tab: the USD total, then each token with its icon, name, symbol, amount (3 decimals,
 * from the exact decimal string) and USD value; loading, 'Token Balance Unavailable' with Try
 * again (which skips the retry gap), or nothing on this network.
 */
import { useEffect } from 'react'
import type { Balance } from '../../api/chain-data.js'
import { activeLocale } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import { useStore } from '../../state/store.js'
import { tokenBalancesOf } from '../../state/token-balances.js'
import { useAppState, useWidget } from '../context.js'
import { formatDecimal, formatUsd } from './format.js'
import { TabEmpty, TabFailed, TabLoading } from './TabStatus.js'

export function TokensTab() {
  const t = useT()
  const widget = useWidget()
  const balances = tokenBalancesOf(widget)
  const state = useStore(balances.store, (current) => current)
  const address = useAppState((current) => current.address)
  const chainId = useAppState((current) => current.chainId)

  useEffect(() => void balances.loadTokenBalances(), [address, chainId])

  if (state.status === 'failed')
    return (
      <TabFailed
        testId="tokens-failed"
        message={t('toasts.balanceUnavailable')}
        retryLabel={t('tokens.retry')}
        onRetry={() => void balances.loadTokenBalances({ retry: true })}
      />
    )
  if (state.status !== 'loaded') return <TabLoading testId="tokens-loading" label={t('tokens.loading')} />
  if (state.balances.length === 0) return <TabEmpty testId="tokens-empty">{t('tokens.empty')}</TabEmpty>
  const locale = activeLocale()
  return (
    <div className="tokens" data-testid="tokens">
      <p className="tokens-total" data-testid="tokens-total">
        <span className="muted">{t('tokens.total')}</span> <strong>{formatUsd(locale, state.totalUsd)}</strong>
      </p>
      <ul className="asset-list">
        {state.balances.map((balance) => (
          <TokenRow key={`${balance.chainId}:${balance.address ?? 'native'}`} balance={balance} locale={locale} />
        ))}
      </ul>
    </div>
  )
}

function TokenRow({ balance, locale }: { balance: Balance; locale: string }) {
  const t = useT()
  const { name, symbol, quantity, iconUrl, price, value } = balance
  return (
    <li className="asset-row" data-testid="token-row" data-symbol={symbol} data-amount={quantity.numeric}>
      <img className="asset-icon" src={iconUrl} alt="" width={32} height={32} loading="lazy" />
      <span className="asset-names">
        <span className="asset-name">{name}</span>
        <span className="asset-detail muted">{symbol}</span>
      </span>
      <span className="asset-figures">
        <span className="asset-amount" dir="ltr" title={`${quantity.numeric} ${symbol}`} data-testid="token-amount">
          {formatDecimal(locale, quantity.numeric)} {symbol}
        </span>
        <span className="asset-detail muted" dir={price > 0 ? 'ltr' : undefined}>
          {price > 0 ? formatUsd(locale, value ?? 0) : t('tokens.noPrice')}
        </span>
      </span>
    </li>
  )
}
