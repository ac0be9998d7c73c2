/**
 * The modal (SPEC §2, §9): a labelled dialog of 360 px with header, the current view and the
 * toast. Focus moves into the dialog when it opens or the view changes, Tab stays inside it,
 * Escape and the backdrop close it; its height follows the view with a 150 ms animation.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import type { View } from '../state/router.js'
import { AccountView } from './AccountView.js'
import { ConnectingExternalView } from './ConnectingExternalView.js'
import { ConnectView } from './ConnectView.js'
import { useAppState, useWidget } from './context.js'
import { focusableIn, trapTab } from './focus-trap.js'
import { Header } from './Header.js'
import { NetworksView } from './NetworksView.js'
import { SwitchNetworkView } from './SwitchNetworkView.js'
import { Toast } from './Toast.js'
import { UnsupportedChainView } from './UnsupportedChainView.js'
import { EmailLoginView } from './EmailLoginView.js'
import { UpdateEmailWalletView } from './UpdateEmailWalletView.js'
import { ApproveTransactionView } from './ApproveTransactionView.js'
import { AllWalletsView } from './AllWalletsView.js'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'

const TITLE_ID = 'wallet-widget-title'

export function App() {
  const { actions } = useWidget()
  const open = useAppState((state) => state.open)
  const view = useAppState((state) => state.history.at(-1))
  const wallets = useAppState((state) => state.wallets)
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)

  // Focus the view's first control (or the title) whenever the dialog opens or the view changes.
  useEffect(() => {
    const root = dialog.current
    if (!open || !root) return
    const target = body.current ? focusableIn(body.current)[0] : undefined
    ;(target ?? root.querySelector<HTMLElement>(`#${TITLE_ID}`))?.focus()
  }, [open, view?.name])

  // Animate the modal's height to the new view's height (each view is a new element: observe it).
  const viewKey = view ? `${view.name}:${view.data?.walletId ?? ''}:${view.data?.caipNetworkId ?? ''}` : ''
  useLayoutEffect(() => {
    const outer = body.current
    const inner = content.current
    if (!outer || !inner) return
    const observer = new ResizeObserver(() => (outer.style.height = `${inner.offsetHeight}px`))
    observer.observe(inner)
    return () => observer.disconnect()
  }, [open, viewKey])

  if (!open || !view) return null
  const title = titleOf(view, wallets.find((wallet) => wallet.id === view.data?.walletId)?.name)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; keyboard users have Escape and the close button
    <div className="backdrop" onMouseDown={(event) => event.target === event.currentTarget && actions.close()}>
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        data-testid="modal"
        data-view={view.name}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            actions.close()
          } else if (dialog.current) trapTab(event as unknown as KeyboardEvent, dialog.current)
        }}
      >
        <Header title={title} titleId={TITLE_ID} />
        <div ref={body} className="modal-body">
          <div ref={content} className="view-transition" key={viewKey}>
            {renderView(view)}
          </div>
        </div>
        <Toast />
      </div>
    </div>
  )
}

function renderView(view: View): ReactNode {
  switch (view.name) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <ConnectingExternalView walletId={view.data?.walletId} />
    case 'Account':
      return <AccountView />
    case 'Networks':
      return <NetworksView />
    case 'SwitchNetwork':
      return <SwitchNetworkView caipNetworkId={view.data?.caipNetworkId} />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'EmailLogin':
      return <EmailLoginView />
    case 'UpdateEmailWallet':
      return <UpdateEmailWalletView />
    case 'ApproveTransaction':
      return <ApproveTransactionView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
  }
}

function titleOf(view: View, walletName: string | undefined): string {
  switch (view.name) {
    case 'Connect':
      return 'Connect Wallet'
    case 'ConnectingExternal':
      return walletName ?? 'Connecting'
    case 'Account':
      return 'Account'
    case 'Networks':
      return 'Choose Network'
    case 'SwitchNetwork':
      return 'Switch Network'
    case 'UnsupportedChain':
      return 'Switch Network'
    case 'EmailLogin':
      return 'Email'
    case 'UpdateEmailWallet':
      return 'Update Email'
    case 'ApproveTransaction':
      return 'Approve'
    case 'AllWallets':
      return 'All Wallets'
    case 'ConnectingWalletConnect':
      return 'WalletConnect'
  }
}
