/**
 * The network fee of the transfer: in the native currency, and in US dollars when its price is known
 * ("Sponsored" when the site pays it: the email wallet's smart account on a sponsored network); below it, the rent a Solana transfer pays to open the receiver's token account, when it does.
 */
import { formatUnitsExact } from '../../../shared/format.js'
import { activeLocale, t } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import type { SendFormFee } from './send-form-model.js'

export interface FeeLineProps {
  fee: SendFormFee
  symbol: string
  decimals: number
  /** USD price of one native unit; 0 when unknown. */
  price: number
  /** The site's paymaster pays the fee (state/sponsored-sends.ts). */
  sponsored?: boolean
}

export function FeeLine({ fee, symbol, decimals, price, sponsored = false }: FeeLineProps) {
  useT()
  const value = sponsored
    ? t('send.feeSponsored')
    : fee.state === 'ready'
      ? feeText(fee.maxFee, symbol, decimals, price)
      : fee.state === 'failed'
        ? t('send.feeUnavailable')
        : t('send.feeLoading')
  const rent = fee.state === 'ready' ? (fee.rentLamports ?? 0n) : 0n
  return (
    <>
      <p
        className="send-fee"
        data-testid="send-fee"
        data-sponsored={sponsored || undefined}
        data-wei={fee.state === 'ready' && !sponsored ? String(fee.maxFee) : undefined}
      >
        <span className="muted">{t('send.networkFee')}</span>
        <span dir="ltr">{fee.state === 'idle' && !sponsored ? null : value}</span>
      </p>
      {rent > 0n && (
        <p className="muted small" data-testid="send-account-rent" data-wei={String(rent)}>
          {t('send.tokenAccountRent', { amount: `${formatUnitsExact(rent, decimals)} ${symbol}` })}
        </p>
      )}
    </>
  )
}

function feeText(maxFee: bigint, symbol: string, decimals: number, price: number): string {
  const amount = `${formatUnitsExact(maxFee, decimals)} ${symbol}`
  if (!price) return amount
  const usd = new Intl.NumberFormat(activeLocale(), {
    style: 'currency',
    currency: 'USD',
    maximumSignificantDigits: 3,
  }).format(Number(formatUnitsExact(maxFee, decimals)) * price)
  return t('send.feeWithUsd', { amount, usd })
}
