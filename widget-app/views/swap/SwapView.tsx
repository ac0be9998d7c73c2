/**
 * Swap: pick the token sold and the one bought, type the amount, and see the quote (asked once typing pauses),
 * its price impact, the least it pays out at the slippage set, and the network fee; then approve (when the
 * allowance is short) and swap through the connected wallet. A WalletConnect wallet's unanswered request is
 * listed with its Cancel control.
 */
import { useEffect } from 'react'
import { formatUnitsExact } from '../../../shared/format.js'
import { formatAmountIn } from '../../../shared/i18n/format.js'
import { activeLocale, t as translate } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import { useStore } from '../../state/store.js'
import type { SwapState } from '../../state/swap.js'
import {
  checkSwap,
  isNative,
  minimumReceived,
  networkFee,
  priceImpactPercent,
  type SwapRule,
  type SwapTokenChoice,
} from '../../state/swap-rules.js'
import { tokenBalancesOf } from '../../state/token-balances.js'
import { useAppState, useWidget } from '../context.js'
import { amountRuleText, isAmountRule } from '../amount-rule-text.js'
import { PendingRequests } from '../PendingRequests.js'
import { swapOf } from './swap-of.js'
import { TokenPicker } from './TokenPicker.js'
import { usdOf } from './usd.js'

function ruleText(rule: SwapRule, from: SwapTokenChoice | null): string {
  return isAmountRule(rule) ? amountRuleText(rule, from) : translate(`swap.errors.${rule}`)
}

/** The message shown now: the last Swap's, else a rule what is typed breaks (an empty amount breaks none yet). */
function shownMessage(state: SwapState, from: SwapTokenChoice | null, to: SwapTokenChoice | null): string | null {
  if (state.error) return 'message' in state.error ? state.error.message : ruleText(state.error.rule, from)
  if (state.quote.state === 'failed') return state.quote.message
  if (!state.amount.trim()) return null
  const checked = checkSwap({ from, to, amount: state.amount, slippage: state.slippage, locale: activeLocale() })
  return checked.ok ? null : ruleText(checked.rule, from)
}

export function SwapView() {
  const widget = useWidget()
  const t = useT()
  const locale = activeLocale()
  const swap = swapOf(widget)
  const balances = tokenBalancesOf(widget)
  useStore(balances.store, (state) => state.balances)
  const state = useStore(swap.store, (current) => current)
  const network = useAppState(() => widget.activeNetwork())
  const address = useAppState((app) => app.address)
  const { choices, from, to } = swap.pair()

  useEffect(() => {
    void balances.loadTokenBalances({ force: true })
    void swap.loadTokens()
  }, [address, network?.caipNetworkId])

  if (state.tokens.state === 'failed')
    return (
      <div className="view view--swap">
        <p className="field-error" role="alert" data-testid="swap-unavailable">
          {state.tokens.message}
        </p>
      </div>
    )
  if (state.tokens.state !== 'ready')
    return (
      <div className="view view--swap">
        <p className="muted">{t('swap.loadingTokens')}</p>
      </div>
    )

  const quote = state.quote.state === 'ready' ? state.quote : null
  const native = choices.find(isNative)
  const nativeSymbol = network?.nativeCurrency.symbol ?? ''
  const nativeDecimals = network?.nativeCurrency.decimals ?? 18
  const fee = quote ? networkFee(quote.gasPrice, quote.gases) : null
  const feeUsd = fee === null ? null : usdOf(fee, nativeDecimals, native?.price ?? 0)
  const feeAmount = fee === null ? '' : `${formatUnitsExact(fee, nativeDecimals)} ${nativeSymbol}`
  const impact = quote && from && to ? priceImpactPercent(from, to, quote.fromAmount, quote.toAmount) : null
  const least = quote ? minimumReceived(quote.toAmount, state.slippage) : null
  const message = shownMessage(state, from, to)
  const busy = state.step !== 'idle'
  const amountUsd = quote && from ? usdOf(quote.fromAmount, from.decimals, from.price) : null
  const receiveUsd = quote && to ? usdOf(quote.toAmount, to.decimals, to.price) : null

  return (
    <form
      className="view view--swap"
      noValidate
      aria-busy={busy ? 'true' : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void swap.swap()
      }}
    >
      <fieldset className="swap-side">
        <legend className="field-label">{t('swap.sell')}</legend>
        <TokenPicker side="sell" tokens={choices} selected={from} onSelect={swap.setFrom} />
        <input
          className="field-input"
          data-testid="swap-amount"
          aria-label={t('swap.amount')}
          aria-describedby={message ? 'swap-error' : undefined}
          aria-invalid={message ? 'true' : undefined}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder="0"
          value={state.amount}
          onInput={(event) => swap.setAmount((event.target as HTMLInputElement).value)}
        />
        {from && (
          <p className="muted small" data-testid="swap-sell-balance">
            {t('swap.balance', { amount: `${formatAmountIn(locale, from.quantity, from.decimals)} ${from.symbol}` })}
            {amountUsd ? ` · ${t('swap.usd', { usd: amountUsd })}` : ''}
          </p>
        )}
      </fieldset>
      <button type="button" className="button button--secondary swap-flip" data-testid="swap-flip" onClick={swap.flip}>
        {t('swap.flip')}
      </button>
      <fieldset className="swap-side">
        <legend className="field-label">{t('swap.buy')}</legend>
        <TokenPicker side="buy" tokens={choices} selected={to} onSelect={swap.setTo} />
        <p className="swap-line" aria-live="polite">
          <span className="muted">{t('swap.receive')}</span>
          <span dir="ltr" data-testid="swap-quote" data-amount={quote ? String(quote.toAmount) : undefined}>
            {state.quote.state === 'loading'
              ? t('swap.quoteLoading')
              : quote && to
                ? `${formatAmountIn(locale, quote.toAmount, to.decimals)} ${to.symbol}${receiveUsd ? ` (${t('swap.usd', { usd: receiveUsd })})` : ''}`
                : '—'}
          </span>
        </p>
      </fieldset>
      <div className="send-field">
        <label className="field-label" htmlFor="swap-slippage">
          {t('swap.slippage')}
        </label>
        <input
          id="swap-slippage"
          className="field-input"
          data-testid="swap-slippage"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={state.slippage}
          onInput={(event) => swap.setSlippage((event.target as HTMLInputElement).value)}
        />
      </div>
      {quote && to && (
        <dl className="swap-details" data-testid="swap-details">
          <div className="swap-line">
            <dt className="muted">{t('swap.priceImpact')}</dt>
            <dd data-testid="swap-price-impact" dir="ltr">
              {impact === null
                ? t('swap.priceImpactUnknown')
                : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(impact / 100)}
            </dd>
          </div>
          {least !== null && (
            <div className="swap-line">
              <dt className="muted">{t('swap.minimumReceived')}</dt>
              <dd data-testid="swap-minimum" data-amount={String(least)} dir="ltr">
                {`${formatAmountIn(locale, least, to.decimals)} ${to.symbol}`}
              </dd>
            </div>
          )}
          <div className="swap-line">
            <dt className="muted">{t('swap.networkFee')}</dt>
            <dd data-testid="swap-fee" data-wei={fee === null ? undefined : String(fee)} dir="ltr">
              {feeUsd ? t('swap.feeWithUsd', { amount: feeAmount, usd: feeUsd }) : feeAmount}
            </dd>
          </div>
        </dl>
      )}
      {quote?.approvalNeeded && from && (
        <p className="muted small" data-testid="swap-approval-needed">
          {t('swap.approvalNeeded', { symbol: from.symbol })}
        </p>
      )}
      <p id="swap-error" className="field-error" aria-live="polite" data-testid="swap-error">
        {message}
      </p>
      <PendingRequests />
      <button type="submit" className="button button--primary send-submit" data-testid="swap-submit" disabled={busy}>
        {state.step === 'approving'
          ? t('swap.approving')
          : state.step === 'swapping'
            ? t('swap.swapping')
            : quote?.approvalNeeded && from
              ? t('swap.approveAndSwap', { symbol: from.symbol })
              : t('swap.submit')}
      </button>
    </form>
  )
}
