/**
 * The English texts of the views downloaded on demand (every view but Connect), part of the widget's
 * catalog (`../en.ts`) but shipped with those views (`../../on-demand-texts.ts`); each other
 * language has its own file beside this one.
 */
import { plural } from '../../../../shared/i18n/translator.js'

const views = {
  updateEmail: {
    done: 'Email updated',
    doneDetail: ({ email }: { email: string }) => `Your wallet now signs in with ${email}.`,
    /** Button that closes the finished step. */
    finish: 'Done',
    current: ({ email }: { email: string }) => `Currently ${email}.`,
    currentNone: 'Currently no email.',
    codeSentTo: ({ email }: { email: string }) => `Enter the code we sent to ${email}.`,
    codeSentToCurrent: 'Enter the code we sent to your current email.',
    newEmail: 'New email',
    code: 'Code',
    continue: 'Continue',
  },
  account: {
    /** Read by screen readers after the shortened address on the copy button. */
    copyAddress: ', copy the full address',
    balanceUnavailable: 'Balance unavailable',
    balanceLoading: 'Loading balance…',
    /** Button beside "Balance unavailable": reads the balance again (verb). */
    balanceRetry: 'Try again',
    connectedWith: ({ wallet }: { wallet: string }) => `Connected with ${wallet}`,
    network: 'Network',
    unsupportedNetwork: ({ chainId }: { chainId: string }) => `Unsupported network (${chainId})`,
    updateEmail: 'Update email',
    viewOnExplorer: 'View on block explorer',
    /** Button (verb). */
    disconnect: 'Disconnect',
  },
  allWallets: {
    search: {
      label: 'Search wallets',
      placeholder: 'Search by name',
    },
    /** Accessible name of the list. */
    list: 'All wallets',
    found: ({ count }: { count: number }) =>
      plural('en', count, { one: `${count} wallet found`, other: `${count} wallets found` }),
    total: ({ count }: { count: number }) => plural('en', count, { one: `${count} wallet`, other: `${count} wallets` }),
    loading: 'Loading wallets…',
    loadFailed: 'The wallet list could not be loaded',
    searchFailed: 'The search failed',
    /** Button (verb). */
    retry: 'Try again',
  },
  connecting: {
    walletGone: 'This wallet is no longer available on the page.',
    declined: 'Connection declined',
    retry: 'Try again',
    continueIn: ({ wallet }: { wallet: string }) => `Continue in ${wallet}`,
    acceptRequest: 'Accept the connection request in the wallet.',
  },
  walletConnect: {
    openApp: 'Open the app',
    openDesktop: 'Open the desktop app',
    openBrowser: 'Open in the browser',
    failed: 'Connection failed',
    retry: 'Try again',
    qrLabel: ({ wallet }: { wallet: string }) => `QR code to connect ${wallet}`,
    qrLabelAny: 'QR code to connect a WalletConnect wallet',
    scanWith: ({ wallet }: { wallet: string }) => `Scan with ${wallet}.`,
    scanWithPhone: 'Scan with your phone’s wallet.',
    linkCopied: 'Link copied',
    copyFailed: 'Failed to copy the link',
    /** Button (verb + noun): copies the pairing link. */
    copyLink: 'Copy link',
    unsafeLink: 'A link of this wallet was refused: only https: and the wallet’s own app links are opened.',
    preparing: 'Preparing a connection…',
    /** Requests of the site that the phone wallet has not answered yet. */
    pending: {
      waiting: ({ wallet }: { wallet: string }) => `Waiting for ${wallet}`,
      waitingAny: 'Waiting for your wallet',
      /** Button (verb): stops waiting for this request. */
      cancel: 'Cancel request',
      signMessage: 'Sign a message',
      signTypedData: 'Sign typed data',
      sendTransaction: 'Send a transaction',
      switchNetwork: 'Switch network',
      addNetwork: 'Add a network',
    },
  },
  networks: {
    /** Accessible name of the list of networks. */
    list: 'Networks',
    supported: 'Supported networks',
    approveInWallet: 'Approve in wallet',
    acceptSwitch: ({ network }: { network: string }) => `Accept the switch to ${network} in your wallet.`,
    acceptSwitchAny: 'Accept the switch to the network in your wallet.',
    unsupported: 'This app doesn’t support your current network. Switch to one of the networks below.',
    disconnect: 'Disconnect',
  },
  /** Why an amount the user typed cannot be used (Send and Swap). */
  amount: {
    negative: 'The amount cannot be negative',
    exponent: 'Write the amount in digits, without an exponent (e.g. 0.001)',
    tooManyDecimals: ({ symbol, decimals }: { symbol: string; decimals: string }) =>
      `Too many decimal places for ${symbol} (at most ${decimals})`,
    invalid: 'Enter digits with one decimal separator and no thousands separators',
    exceedsBalance: 'The amount is more than the balance',
    zero: 'Enter an amount above zero',
  },
  /** The ConnectingFarcaster view: the relay's request as a QR code and a link (Farcaster is a brand name). */
  farcaster: {
    /** Accessible name of the QR code. */
    qrLabel: 'QR code to sign in with Farcaster',
    scan: 'Scan the code with your phone’s camera, or open the link in Farcaster.',
    /** Link (verb): opens the request in the Farcaster app. */
    openLink: 'Open in Farcaster',
    preparing: 'Preparing a sign-in request…',
    waiting: 'Waiting for approval in Farcaster…',
    failed: 'Sign-in with Farcaster failed',
  },
  /** The ConnectingSocial view: a social login whose popup opens from the secure frame's button (provider: a brand name). */
  social: {
    heading: ({ provider }: { provider: string }) => `Sign in with ${provider}`,
    starting: 'Getting the sign-in ready…',
    /** Shown while the secure frame's Continue button waits for the click. */
    prompt: ({ provider }: { provider: string }) =>
      `Select Continue to open the ${provider} sign-in in a popup window.`,
    blocked: 'Your browser blocked the popup. Allow pop-ups for this site, then select Try again.',
    /** The popup is open: the user goes on there. */
    popup: 'Continue in the popup',
    connecting: 'Connecting your wallet…',
    failed: ({ provider }: { provider: string }) => `Sign-in with ${provider} failed`,
    /** Button (verb): ends the login and goes back. */
    cancel: 'Cancel',
  },
}

export default views
export type ViewsMessages = typeof views
