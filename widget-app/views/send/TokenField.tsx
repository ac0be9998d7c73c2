/** The token picker of the Send view: the account's balances on the network, the native currency first. */
import { formatAmountIn } from '../../../shared/i18n/format.js'
import { activeLocale } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import type { SendFormToken } from './send-form-model.js'

export interface TokenFieldProps {
  tokens: readonly SendFormToken[]
  selected: SendFormToken | null
  onSelect(token: SendFormToken): void
  /** The id of the message about this field, when one is shown. */
  errorId: string | undefined
}

/** A token's key among the balances: its address (a 0x one in lower case; base58 is case-sensitive), or the native currency's symbol. */
export const tokenKey = ({ contract, symbol }: SendFormToken) =>
  contract ? (contract.startsWith('0x') ? contract.toLowerCase() : contract) : `native:${symbol}`

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
