/**
 * Every view of the modal by name: its title and how to render it. A new view is one entry here
 * (and its name in state/router.ts).
 */
import type { ReactNode } from 'react'
import type { View, ViewName } from '../state/router.js'
import { AccountView } from './AccountView.js'
import { AllWalletsView } from './AllWalletsView.js'
import { ApproveTransactionView } from './ApproveTransactionView.js'
import { ConnectingExternalView } from './ConnectingExternalView.js'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'
import { ConnectView } from './ConnectView.js'
import { EmailLoginView } from './EmailLoginView.js'
import { NetworksView } from './NetworksView.js'
import { SwitchNetworkView } from './SwitchNetworkView.js'
import { UnsupportedChainView } from './UnsupportedChainView.js'
import { UpdateEmailWalletView } from './UpdateEmailWalletView.js'

export interface ViewEntry {
  /** The modal's title, or how to make it from the name of the wallet the view is about. */
  title: string | ((walletName: string | undefined) => string)
  render(view: View): ReactNode
}

export const VIEWS: Record<ViewName, ViewEntry> = {
  Connect: { title: 'Connect Wallet', render: () => <ConnectView /> },
  ConnectingExternal: {
    title: (walletName) => walletName ?? 'Connecting',
    render: (view) => <ConnectingExternalView walletId={view.data?.walletId} />,
  },
  Account: { title: 'Account', render: () => <AccountView /> },
  Networks: { title: 'Choose Network', render: () => <NetworksView /> },
  SwitchNetwork: {
    title: 'Switch Network',
    render: (view) => <SwitchNetworkView caipNetworkId={view.data?.caipNetworkId} />,
  },
  UnsupportedChain: { title: 'Switch Network', render: () => <UnsupportedChainView /> },
  EmailLogin: { title: 'Email', render: () => <EmailLoginView /> },
  UpdateEmailWallet: { title: 'Update Email', render: () => <UpdateEmailWalletView /> },
  ApproveTransaction: { title: 'Approve', render: () => <ApproveTransactionView /> },
  AllWallets: { title: 'All Wallets', render: () => <AllWalletsView /> },
  ConnectingWalletConnect: { title: 'WalletConnect', render: () => <ConnectingWalletConnectView /> },
}
