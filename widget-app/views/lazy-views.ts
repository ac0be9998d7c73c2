/**
 * Every view but Connect, in one chunk downloaded on demand. One chunk rather than one per view:
 * the views are small, and each extra chunk splits their shared code out of the widget's entry
 * into more small files, which costs the Connect view more than it saves (README, design notes).
 */
// The English texts of these views and the Account tabs' panels.
import '../i18n/on-demand-texts.js'

export { AccountView } from './AccountView.js'
export { AllWalletsView } from './AllWalletsView.js'
export { ApproveTransactionView } from './ApproveTransactionView.js'
export { ConnectingExternalView } from './ConnectingExternalView.js'
export { ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'
export { ConnectingFarcasterView } from './ConnectingFarcasterView.js'
export { ConnectingSocialView } from './ConnectingSocialView.js'
export { EmailLoginView } from './EmailLoginView.js'
export { NetworksView } from './NetworksView.js'
export { RegisterAccountNameSuccessView } from './names/RegisterAccountNameSuccessView.js'
export { RegisterAccountNameView } from './names/RegisterAccountNameView.js'
export { SendView } from './send/SendView.js'
export { SignInView } from './SignInView.js'
export { SwapView } from './swap/SwapView.js'
export { BuyView } from './buy/BuyView.js'
export { ProfileWalletsView } from './profile-wallets/ProfileWalletsView.js'
export { SwitchActiveChainView } from './profile-wallets/SwitchActiveChainView.js'
// Sign-in's rules come with its view (state/lazy-sign-in.ts).
export { createSignIn } from '../state/sign-in.js'
export { SwitchNetworkView } from './SwitchNetworkView.js'
export { UnsupportedChainView } from './UnsupportedChainView.js'
export { UpdateEmailWalletView } from './UpdateEmailWalletView.js'
