/**
 * Buy: pick the token and the network it is sent on, the currency and the method paid with, type the amount
 * within that method's limits and see the quote (asked once typing pauses) with its parts; then the provider's
 * checkout opens in a popup (a new tab, or a link, where the browser blocks it) and the order's progress shows
 * here until the tokens land.
 */
import { useEffect } from 'react'
import type { PaymentMethod } from '../../../shared/contracts/onramp.js'
import { t as translate } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import type { BuyState } from '../../state/onramp.js'
import { checkBuyAmount } from '../../state/onramp-rules.js'
import { useStore } from '../../state/store.js'
import { useAppState, useWidget } from '../context.js'
import { buyOf } from './buy-of.js'

type Limit = { min: string; max: string } | undefined

function ruleText(rule: string, limit: Limit, currency: string): string {
  if (rule === 'belowMin') return translate('buy.errors.belowMin', { min: `${limit?.min} ${currency}` })
  if (rule === 'aboveMax') return translate('buy.errors.aboveMax', { max: `${limit?.max} ${currency}` })
  if (rule === 'noLimits') return translate('buy.errors.noLimits')
  if (rule === 'tooManyDecimals') return translate('amount.tooManyDecimals', { symbol: currency, decimals: '2' })
  if (rule === 'zero') return translate('amount.zero')
  return translate('amount.invalid')
}

/** The message shown now: the last Buy's, else a rule the typed amount breaks (an empty amount breaks none yet). */
function shownMessage(state: BuyState, limit: Limit): string | null {
  const currency = state.paymentCurrency ?? ''
  if (state.error) return 'message' in state.error ? state.error.message : ruleText(state.error.rule, limit, currency)
  if (!state.amount.trim()) return null
  const checked = checkBuyAmount(state.amount, limit && { id: state.paymentMethod ?? '', ...limit })
  return checked.ok ? null : ruleText(checked.rule, limit, currency)
}

export function BuyView() {
  const widget = useWidget()
  const t = useT()
  const buy = buyOf(widget)
  const state = useStore(buy.store, (current) => current)
  const network = useAppState(() => widget.activeNetwork())
  const address = useAppState((app) => app.address)
  // The email wallet's Solana account arrives after the login: SOL on its network is offered from then on.
  const solanaAddress = useAppState((app) => app.emailSolanaAddress)
  const { purchases, networks, paymentCurrencies, methods, limit } = buy.choices()

  useEffect(() => {
    if (buy.store.get().order.state === 'idle') void buy.loadOptions()
  }, [address, solanaAddress, network?.caipNetworkId])

  if (state.options.state !== 'ready')
    return (
      <div className="view view--buy">
        <p className="muted">{t('buy.loadingOptions')}</p>
      </div>
    )
  if (!purchases.length)
    return (
      <div className="view view--buy">
        <p className="field-error" role="alert" data-testid="buy-unavailable">
          {t('buy.noOptions')}
        </p>
      </div>
    )

  const quote = state.quote.state === 'ready' ? state.quote : null
  const currency = state.paymentCurrency ?? ''
  const message = shownMessage(state, limit)
  const order = state.order
  const busy = order.state === 'starting' || order.state === 'open' || order.state === 'pending'
  const part = (amount: { amount: string; currency: string }) => `${amount.amount} ${amount.currency}`

  return (
    <form
      className="view view--buy"
      noValidate
      aria-busy={busy ? 'true' : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void buy.buy()
      }}
    >
      {state.options.fallback && (
        <p className="muted small" role="status" data-testid="buy-fallback">
          {t('buy.fallbackOptions')}
        </p>
      )}
      <div className="buy-choices">
        <div className="buy-field">
          <label className="field-label" htmlFor="buy-token">
            {t('buy.token')}
          </label>
          <select
            id="buy-token"
            className="field-input"
            data-testid="buy-token"
            value={state.purchase ?? ''}
            disabled={busy}
            onChange={(event) => buy.setPurchase((event.target as HTMLSelectElement).value)}
          >
            {purchases.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.symbol}
              </option>
            ))}
          </select>
        </div>
        <div className="buy-field">
          <label className="field-label" htmlFor="buy-network">
            {t('buy.network')}
          </label>
          <select
            id="buy-network"
            className="field-input"
            data-testid="buy-network"
            value={state.network ?? ''}
            disabled={busy}
            onChange={(event) => buy.setNetwork((event.target as HTMLSelectElement).value)}
          >
            {networks.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.display_name}
              </option>
            ))}
          </select>
        </div>
        <div className="buy-field">
          <label className="field-label" htmlFor="buy-currency">
            {t('buy.paymentCurrency')}
          </label>
          <select
            id="buy-currency"
            className="field-input"
            data-testid="buy-currency"
            value={currency}
            disabled={busy}
            onChange={(event) => buy.setPaymentCurrency((event.target as HTMLSelectElement).value)}
          >
            {paymentCurrencies.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
        <div className="buy-field">
          <label className="field-label" htmlFor="buy-method">
            {t('buy.paymentMethod')}
          </label>
          <select
            id="buy-method"
            className="field-input"
            data-testid="buy-method"
            value={state.paymentMethod ?? ''}
            disabled={busy}
            onChange={(event) => buy.setPaymentMethod((event.target as HTMLSelectElement).value as PaymentMethod)}
          >
            {methods.map((id) => (
              <option key={id} value={id}>
                {t(`buy.methods.${id}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="buy-field">
        <label className="field-label" htmlFor="buy-amount">
          {t('buy.amount')}
        </label>
        <input
          id="buy-amount"
          className="field-input"
          data-testid="buy-amount"
          aria-describedby={message ? 'buy-limits buy-error' : 'buy-limits'}
          aria-invalid={message ? 'true' : undefined}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder="0.00"
          value={state.amount}
          disabled={busy}
          onInput={(event) => buy.setAmount((event.target as HTMLInputElement).value)}
        />
        <p id="buy-limits" className="muted small" data-testid="buy-limits" dir="ltr">
          {limit ? t('buy.limits', { min: `${limit.min} ${currency}`, max: `${limit.max} ${currency}` }) : ''}
        </p>
      </div>
      <div aria-live="polite">
        {state.quote.state === 'loading' && <p className="muted small">{t('buy.quoteLoading')}</p>}
        {quote && (
          <dl className="buy-quote" data-testid="buy-quote" data-estimated={quote.estimated ? 'true' : undefined}>
            <div className="buy-line">
              <dt className="muted">{t('buy.receive')}</dt>
              <dd dir="ltr" data-testid="buy-receive" data-amount={quote.quote.purchaseAmount.amount}>
                {part(quote.quote.purchaseAmount)}
              </dd>
            </div>
            <div className="buy-line">
              <dt className="muted">{t('buy.subtotal')}</dt>
              <dd dir="ltr">{part(quote.quote.paymentSubtotal)}</dd>
            </div>
            <div className="buy-line">
              <dt className="muted">{t('buy.providerFee')}</dt>
              <dd dir="ltr">{part(quote.quote.providerFee)}</dd>
            </div>
            <div className="buy-line">
              <dt className="muted">{t('buy.networkFee')}</dt>
              <dd dir="ltr">{part(quote.quote.networkFee)}</dd>
            </div>
            <div className="buy-line">
              <dt className="muted">{t('buy.total')}</dt>
              <dd dir="ltr" data-testid="buy-total">
                {part(quote.quote.paymentTotal)}
              </dd>
            </div>
          </dl>
        )}
        {quote?.estimated && (
          <p className="muted small" data-testid="buy-estimated">
            {t('buy.estimated')}
          </p>
        )}
      </div>
      <p id="buy-error" className="field-error" aria-live="polite" data-testid="buy-error">
        {message}
      </p>
      <div aria-live="polite">
        {'orderId' in order && (
          <p className="buy-status" data-testid="buy-status" data-status={order.state}>
            {order.state === 'failed'
              ? t('buy.status.failed', { reason: order.failureReason ?? '' })
              : t(`buy.status.${order.state}`)}
          </p>
        )}
        {'orderId' in order && order.blocked && busy && (
          <a
            href={order.url}
            target="_blank"
            rel="noopener"
            className="button button--secondary"
            data-testid="buy-link"
          >
            {t('buy.openCheckout')}
          </a>
        )}
      </div>
      <button type="submit" className="button button--primary" data-testid="buy-submit" disabled={busy}>
        {order.state === 'starting' ? t('buy.starting') : t('buy.submit')}
      </button>
    </form>
  )
}
