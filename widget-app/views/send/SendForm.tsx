/**
 * The Send form: pick a token, type an amount (or Max) and a receiver, see the network fee, and send
 * through the connected wallet, with the send of the account's namespace (`model`). A rule the input
 * breaks is announced beside its field; a WalletConnect wallet's unanswered request is listed with
 * its Cancel control.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import { useT } from '../../i18n/use-t.js'
import { useStore } from '../../state/store.js'
import { tokenBalancesOf } from '../../state/token-balances.js'
import { useAppState, useWidget } from '../context.js'
import { PendingRequests } from '../PendingRequests.js'
import { FeeLine } from './FeeLine.js'
import { sendsAreSponsored } from '../../state/sponsored-sends.js'
import type { SendFormModel, SendFormToken } from './send-form-model.js'
import { type SendField, shownMessage } from './send-messages.js'
import { ReceiverNameLine, receiverNameOf } from '../names/ReceiverNameLine.js'
import { TokenField, tokenKey } from './TokenField.js'

export interface SendFormProps {
  model: SendFormModel
  /** The sendable tokens of the account's balances, the native currency first. */
  tokensOf(balances: readonly Balance[]): SendFormToken[]
  /** Whether a name typed as receiver is looked up (EVM names). */
  names: boolean
}

/** The fee is estimated again once the user stops typing for this long. */
const FEE_ESTIMATE_DELAY_MS = 300

const errorIdOf = (field: SendField) => `send-${field}-error`

export function SendForm({ model: send, tokensOf, names }: SendFormProps) {
  const widget = useWidget()
  const t = useT()
  const balances = tokenBalancesOf(widget)
  const receiverName = receiverNameOf(widget)
  const list = useStore(balances.store, (state) => state)
  const state = useSyncExternalStore(send.store.subscribe, send.store.get)
  const network = useAppState(() => widget.activeNetwork())
  const address = useAppState((app) => app.address)
  const sponsored = useAppState(sendsAreSponsored)
  const tokens = useMemo(() => tokensOf(list.balances), [list.balances])
  const native = tokens.find((token) => !token.contract)
  const nativeUsd = list.balances.find((balance) => !balance.address)?.value ?? null

  // Fresh balances on every showing: what is sent must not exceed what the account holds now.
  useEffect(() => void balances.loadTokenBalances({ force: true }), [address, network?.caipNetworkId])

  // The native currency is picked first; a token the list no longer has is dropped.
  useEffect(() => {
    const current = state.token && tokens.find((token) => tokenKey(token) === tokenKey(state.token!))
    const next = current ?? tokens[0] ?? null
    if (next !== state.token) send.setToken(next, nativeUsd)
  }, [tokens])

  useEffect(() => {
    if (!state.token) return
    const timer = setTimeout(() => void send.estimateFee(), FEE_ESTIMATE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state.token, state.sendTokenAmount, state.receiverAddress, state.receiverResolvedAddress])

  const message = shownMessage(state, send.typedCheck())
  const errorFor = (field: SendField) => (message?.field === field ? errorIdOf(field) : undefined)
  const messageSlot = (field: SendField) => (
    <p id={errorIdOf(field)} className="field-error" aria-live="polite" data-testid={`send-${field}-error`}>
      {message?.field === field ? message.text : null}
    </p>
  )

  return (
    <form
      className="view view--send"
      noValidate
      aria-busy={state.loading ? 'true' : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void send.send()
      }}
    >
      {list.status === 'loading' && tokens.length === 0 ? (
        <p className="muted">{t('send.loadingTokens')}</p>
      ) : tokens.length === 0 && list.status !== 'idle' ? (
        <p className="muted" data-testid="send-no-tokens">
          {t('send.noTokens')}
        </p>
      ) : (
        <TokenField
          tokens={tokens}
          selected={state.token}
          errorId={errorFor('token')}
          onSelect={(token) => send.setToken(token, nativeUsd)}
        />
      )}
      {messageSlot('token')}
      <div className="send-field">
        <label className="field-label" htmlFor="send-amount">
          {t('send.amount')}
        </label>
        <div className="field-row">
          <input
            id="send-amount"
            className="field-input"
            data-testid="send-amount"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={state.sendTokenAmount}
            aria-invalid={errorFor('amount') ? 'true' : undefined}
            aria-describedby={errorFor('amount')}
            onInput={(event) => send.setAmount((event.target as HTMLInputElement).value)}
          />
          <button
            type="button"
            className="button button--secondary"
            data-testid="send-max"
            onClick={() => void send.setMax()}
          >
            {t('send.max')}
          </button>
        </div>
        {messageSlot('amount')}
      </div>
      <div className="send-field">
        <label className="field-label" htmlFor="send-receiver">
          {t('send.receiver')}
        </label>
        <input
          id="send-receiver"
          className="field-input"
          data-testid="send-receiver"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={state.receiverAddress}
          aria-invalid={errorFor('receiver') ? 'true' : undefined}
          aria-describedby={errorFor('receiver')}
          onInput={(event) => {
            const text = (event.target as HTMLInputElement).value
            send.setReceiver(text)
            if (names) receiverName.look(text)
          }}
        />
        {messageSlot('receiver')}
        {names && <ReceiverNameLine lookup={receiverName} typed={state.receiverAddress} />}
      </div>
      <FeeLine
        fee={state.fee}
        symbol={network?.nativeCurrency.symbol ?? ''}
        decimals={network?.nativeCurrency.decimals ?? 18}
        price={native?.price ?? 0}
        sponsored={sponsored}
      />
      {messageSlot('form')}
      {/* A WalletConnect wallet that has not answered yet: what it was asked, with Cancel request. */}
      <PendingRequests />
      <button
        type="submit"
        className="button button--primary send-submit"
        data-testid="send-submit"
        disabled={state.loading}
        aria-describedby={errorFor('form')}
      >
        {state.loading ? t('send.sending') : t('send.submit')}
      </button>
    </form>
  )
}
