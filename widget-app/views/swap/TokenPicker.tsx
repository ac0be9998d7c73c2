/**
 * A token picker of the Swap view: a button naming the picked token that opens a searchable list of the tokens
 * offered, each with the account's balance and its USD value. Escape closes the list and returns focus.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { formatAmountIn } from '../../../shared/i18n/format.js'
import { activeLocale } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import type { SwapTokenChoice } from '../../state/swap-rules.js'
import { usdText } from './usd.js'

export interface TokenPickerProps {
  /** 'sell' or 'buy': names the picker and its test ids. */
  side: 'sell' | 'buy'
  tokens: readonly SwapTokenChoice[]
  selected: SwapTokenChoice | null
  onSelect(address: string): void
}

export function TokenPicker({ side, tokens, selected, onSelect }: TokenPickerProps) {
  const t = useT()
  const locale = activeLocale()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const listId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const sideText = side === 'sell' ? t('swap.sell') : t('swap.buy')
  const needle = query.trim().toLowerCase()
  const shown = tokens.filter(
    (token) => !needle || token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle),
  )
  // The list is opened to search it.
  useEffect(() => {
    if (open) search.current?.focus()
  }, [open])
  const close = () => {
    setOpen(false)
    setQuery('')
    toggle.current?.focus()
  }

  return (
    <div className="swap-picker">
      <button
        ref={toggle}
        type="button"
        className="button button--secondary swap-picker-toggle"
        data-testid={`swap-${side}-token`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('swap.pickToken', { side: sideText, symbol: selected?.symbol ?? '—' })}
      </button>
      {open && (
        <fieldset
          id={listId}
          aria-label={sideText}
          className="swap-picker-panel"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            close()
          }}
        >
          <input
            className="field-input"
            type="search"
            aria-label={t('swap.search')}
            placeholder={t('swap.search')}
            data-testid={`swap-${side}-search`}
            autoComplete="off"
            ref={search}
            value={query}
            onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
          />
          {shown.length === 0 ? (
            <p className="muted small">{t('swap.noMatch')}</p>
          ) : (
            <ul className="swap-picker-list">
              {shown.map((token) => (
                <li key={token.address}>
                  <button
                    type="button"
                    className="list-button"
                    data-testid={`swap-${side}-option-${token.symbol}`}
                    aria-current={token.address === selected?.address ? 'true' : undefined}
                    onClick={() => {
                      onSelect(token.address)
                      close()
                    }}
                  >
                    <span className="list-button-label">
                      {token.symbol} <span className="muted small">{token.name}</span>
                    </span>
                    <span className="list-button-value" dir="ltr">
                      {formatAmountIn(locale, token.quantity, token.decimals)}
                      {token.value ? ` · ${usdText(token.value)}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
    </div>
  )
}
