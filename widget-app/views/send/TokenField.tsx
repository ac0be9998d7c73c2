/** The token picker of the Send view: the account's balances on the network, the native currency first. */
import { formatAmountIn } from '../../../shared/i18n/format.js'
import { activeLocale } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import type { SendToken } from '../../state/send-rules.js'

export interface TokenFieldProps {
  tokens: readonly SendToken[]
  selected: SendToken | null
  onSelect(token: SendToken): void
  /** The id of the message about this field, when one is shown. */
  errorId: string | undefined
}

/** A token's key among the balances: its contract, or the native currency's symbol. */
export const tokenKey = (token: SendToken) => token.contract?.toLowerCase() ?? `native:${token.symbol}`

export function TokenField({ tokens, selected, onSelect, errorId }: TokenFieldProps) {
  const t = useT()
  const locale = activeLocale()
  return (
    <div className="send-field">
      <label className="field-label" htmlFor="send-token">
        {t('send.token')}
      </label>
      <select
        id="send-token"
        className="field-input"
        data-testid="send-token"
        value={selected ? tokenKey(selected) : ''}
        aria-invalid={errorId ? 'true' : undefined}
        aria-describedby={[errorId, selected ? 'send-token-balance' : undefined].filter(Boolean).join(' ') || undefined}
        onInput={(event) => {
          const token = tokens.find((entry) => tokenKey(entry) === (event.target as HTMLSelectElement).value)
          if (token) onSelect(token)
        }}
      >
        {tokens.map((token) => (
          <option key={tokenKey(token)} value={tokenKey(token)}>
            {token.contract ? `${token.symbol} · ${token.name}` : token.symbol}
          </option>
        ))}
      </select>
      {selected && (
        <p id="send-token-balance" className="muted small" data-testid="send-token-balance" dir="auto">
          {t('send.balance', {
            amount: `${formatAmountIn(locale, selected.balance, selected.decimals)} ${selected.symbol}`,
          })}
        </p>
      )}
    </div>
  )
}
