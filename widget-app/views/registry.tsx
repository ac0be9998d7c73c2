/**
 * Every view of the modal by name: its title, how to render it and the chunk its code comes in.
 * A new view is one entry here (and its name in state/router.ts). Connect, the view a visitor
 * sees first, ships with the widget; the others come in a chunk downloaded on demand
 * (lazy-views.ts), shown through lazy-view.tsx.
 */
import type { ReactNode } from 'react'
import { t } from '../i18n/i18n.js'
import { SOCIAL_PROVIDER_NAMES } from '../../shared/social-provider-names.js'
import type { View, ViewName } from '../state/router.js'
import { accountPanels } from './account/panels-chunk.js'
import { ConnectView } from './ConnectView.js'
import { type LazyChunk, lazyChunk } from './lazy-chunk.js'
import { LazyView } from './lazy-view.js'

export interface ViewEntry {
  /** The modal's title in the active language, from the name of the wallet the view is about where it has one. */
  title: (walletName: string | undefined, view: View) => string
  render(view: View): ReactNode
  /** The chunk holding the view's code, when it is not part of the widget's entry. */
  chunk?: LazyChunk<unknown>
}

type LazyViews = typeof import('./lazy-views.js')
const lazyViews = lazyChunk<LazyViews>(() => import('./lazy-views.js'))

/** A registry entry whose view comes from the on-demand chunk. */
function lazyEntry(title: ViewEntry['title'], render: (views: LazyViews, view: View) => ReactNode): ViewEntry {
  return {
    title,
    chunk: lazyViews,
    render: (view) => <LazyView chunk={lazyViews} render={(views) => render(views, view)} />,
  }
}

export const VIEWS: Record<ViewName, ViewEntry> = {
  Connect: { title: () => t('titles.connect'), render: () => <ConnectView /> },
  ConnectingExternal: lazyEntry(
    (walletName) => walletName ?? t('titles.connecting'),
    (views, view) => <views.ConnectingExternalView walletId={view.data?.walletId} />,
  ),
  Account: lazyEntry(
    () => t('titles.account'),
    (views) => <views.AccountView />,
  ),
  Networks: lazyEntry(
    () => t('titles.networks'),
    (views) => <views.NetworksView />,
  ),
  SwitchNetwork: lazyEntry(
    () => t('titles.switchNetwork'),
    (views, view) => <views.SwitchNetworkView caipNetworkId={view.data?.caipNetworkId} />,
  ),
  UnsupportedChain: lazyEntry(
    () => t('titles.switchNetwork'),
    (views) => <views.UnsupportedChainView />,
  ),
  EmailLogin: lazyEntry(
    () => t('titles.email'),
    (views) => <views.EmailLoginView />,
  ),
  UpdateEmailWallet: lazyEntry(
    () => t('titles.updateEmail'),
    (views) => <views.UpdateEmailWalletView />,
  ),
  ApproveTransaction: lazyEntry(
    () => t('titles.approve'),
    (views) => <views.ApproveTransactionView />,
  ),
  AllWallets: lazyEntry(
    () => t('titles.allWallets'),
    (views) => <views.AllWalletsView />,
  ),
  ConnectingWalletConnect: lazyEntry(
    () => t('titles.walletConnect'),
    (views) => <views.ConnectingWalletConnectView />,
  ),
  // A brand name, the same in every language.
  ConnectingFarcaster: lazyEntry(
    () => SOCIAL_PROVIDER_NAMES.farcaster,
    (views) => <views.ConnectingFarcasterView />,
  ),
  // The provider's brand name, the same in every language.
  ConnectingSocial: lazyEntry(
    (_walletName, view) => (view.data?.provider ? SOCIAL_PROVIDER_NAMES[view.data.provider] : t('titles.connecting')),
    (views, view) => <views.ConnectingSocialView provider={view.data?.provider} />,
  ),
  Send: lazyEntry(
    () => t('titles.send'),
    (views) => <views.SendView />,
  ),
  SignIn: lazyEntry(
    () => t('titles.signIn'),
    (views) => <views.SignInView />,
  ),
  RegisterAccountName: lazyEntry(
    () => t('titles.registerName'),
    (views) => <views.RegisterAccountNameView />,
  ),
  RegisterAccountNameSuccess: lazyEntry(
    () => t('titles.registerNameSuccess'),
    (views) => <views.RegisterAccountNameSuccessView />,
  ),
  Swap: lazyEntry(
    () => t('titles.swap'),
    (views) => <views.SwapView />,
  ),
  Buy: lazyEntry(
    () => t('titles.buy'),
    (views) => <views.BuyView />,
  ),
  ProfileWallets: lazyEntry(
    () => t('titles.profileWallets'),
    (views) => <views.ProfileWalletsView />,
  ),
  SwitchActiveChain: lazyEntry(
    () => t('titles.switchNetwork'),
    (views, view) => <views.SwitchActiveChainView caipNetworkId={view.data?.caipNetworkId} />,
  ),
}

/** Every chunk of the views downloaded on demand, once each. */
export const VIEW_CHUNKS: readonly LazyChunk<unknown>[] = [
  ...new Set(Object.values(VIEWS).flatMap((entry) => (entry.chunk ? [entry.chunk] : []))),
  accountPanels,
]
