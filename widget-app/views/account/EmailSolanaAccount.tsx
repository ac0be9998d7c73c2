/**
 * The email wallet's Solana account on a site with a Solana network: the network, the address
 * (shortened, whole on hover) and its SOL balance from the deployment's balance API.
 */
import { useEffect, useState } from 'react'
import { shortenAddress } from '../../../shared/format.js'
import { createChainDataClient } from '../../api/chain-data.js'
import { useT } from '../../i18n/use-t.js'
import { useAppState, useWidget } from '../context.js'

type NativeBalance = { state: 'loading' } | { state: 'ready'; amount: string; symbol: string } | { state: 'failed' }

export function EmailSolanaAccount() {
  const widget = useWidget()
  const { actions } = widget
  const t = useT()
  const address = useAppState((state) => state.emailSolanaAddress)
  const network = useAppState((state) => state.config?.networks.find((entry) => entry.chainNamespace === 'solana'))
  const [balance, setBalance] = useState<NativeBalance>({ state: 'loading' })

  useEffect(() => {
    if (!address || !network) return
    const controller = new AbortController()
    setBalance({ state: 'loading' })
    createChainDataClient(widget.apiContext)
      .balances({ address, chainId: network.caipNetworkId }, controller.signal)
      .then(({ balances }) => {
        const native = balances.find((entry) => entry.address === undefined)
        setBalance({
          state: 'ready',
          amount: native?.quantity.numeric ?? '0',
          symbol: native?.symbol ?? network.nativeCurrency.symbol,
        })
      })
      .catch(() => {
        if (!controller.signal.aborted) setBalance({ state: 'failed' })
      })
    return () => controller.abort()
  }, [address, network?.caipNetworkId])

  if (!address || !network) return null
  return (
    <>
      <p className="muted small" id="email-solana-account" data-testid="email-solana-account" data-address={address}>
        <span>{network.name}</span> <span title={address}>{shortenAddress(address)}</span>{' '}
        <span data-testid="email-solana-balance" data-state={balance.state}>
          {balance.state === 'ready'
            ? `${balance.amount} ${balance.symbol}`
            : balance.state === 'loading'
              ? t('account.balanceLoading')
              : ''}
        </span>
      </p>
      {/* Send from this account: the Send view seen from it (state/email-solana-send.ts). */}
      <button
        type="button"
        className="button button--secondary"
        data-testid="email-solana-send"
        aria-describedby="email-solana-account"
        onClick={() => actions.push({ name: 'Send', data: { caipNetworkId: network.caipNetworkId } })}
      >
        {t('send.open')}
      </button>
    </>
  )
}
