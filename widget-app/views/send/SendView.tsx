/**
 * Send: the Send form with the send of the connected account's namespace. The EVM send is part of the
 * views; the Solana one is downloaded with @solana/kit's transfer code the first time a Solana
 * account opens Send (the views' spinner meanwhile, "Try again" when the download failed).
 */
import { sendTokensOf } from '../../state/send-rules.js'
import { emailSolanaWidget, sendsFromEmailSolana } from '../../state/email-solana-send.js'
import { useAppState, useWidget, WidgetContext } from '../context.js'
import { lazyChunk } from '../lazy-chunk.js'
import { LazyView } from '../lazy-view.js'
import { SendForm } from './SendForm.js'
import { sendOf } from './send-of.js'

const solanaSend = lazyChunk(() => import('../../namespaces/solana/send/solana-send-of.js'))

export function SendView() {
  const widget = useWidget()
  const solana = useAppState((state) => state.chainNamespace === 'solana')
  // Opened from the email wallet's Solana account in Account: the same form, seen from that account.
  const emailSolana = useAppState(sendsFromEmailSolana)
  if (emailSolana) return <EmailSolanaSendView />
  if (!solana) return <SendForm key="eip155" model={sendOf(widget)} tokensOf={sendTokensOf} names />
  return <SolanaSendView />
}

function EmailSolanaSendView() {
  const widget = useWidget()
  return (
    <WidgetContext.Provider value={emailSolanaWidget(widget)}>
      <SolanaSendView />
    </WidgetContext.Provider>
  )
}

function SolanaSendView() {
  const widget = useWidget()
  return (
    <LazyView
      chunk={solanaSend}
      render={({ solanaSendOf, solanaSendTokensOf }) => (
        <SendForm key="solana" model={solanaSendOf(widget)} tokensOf={solanaSendTokensOf} names={false} />
      )}
    />
  )
}
