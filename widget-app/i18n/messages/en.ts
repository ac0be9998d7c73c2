/**
 * The widget's English messages: the default language and the fallback of every other. Other
 * languages are `messages/<locale>.ts`, typed against this one. A message with parameters is a
 * function of one object; keep its parameter names. Brand names (WalletConnect) stay as they are.
 */
import { plural } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/en.js'

const en = {
  /** The modal's title (the heading of each view). */
  titles: {
    connect: 'Connect Wallet',
    /** Shown while a wallet whose name is not known yet connects (noun-like: "Connecting…"). */
    connecting: 'Connecting',
    account: 'Account',
    /** A list of networks to pick from. */
    networks: 'Choose Network',
    /** The wallet is asked to change to another network. */
    switchNetwork: 'Switch Network',
    /** The email login (the noun, not a verb). */
    email: 'Email',
    updateEmail: 'Update Email',
    /** The secure frame shows a signature or transaction to approve. */
    approve: 'Approve',
    allWallets: 'All Wallets',
    /** Brand name: never translated. */
    walletConnect: 'WalletConnect',
  },
  /** Header buttons' accessible names. */
  header: {
    back: 'Back',
    close: 'Close',
  },
  /** Short tags beside a wallet's name. */
  tags: {
    /** The wallet is installed in this browser. */
    installed: 'Installed',
    /** Used lately. */
    recent: 'Recent',
    featured: 'Featured',
    recommended: 'Recommended',
    /** The network the wallet is on now. */
    current: 'Current',
    /** WalletConnect connects by scanning a QR code. */
    qrCode: 'QR code',
  },
  connect: {
    /** Separator between the email login and the wallets. */
    orUseWallet: 'or use a wallet',
    /** Brand name: never translated. */
    walletConnect: 'WalletConnect',
    noWallets: 'No browser wallet was found on this page. Install a wallet extension, then reload the page.',
    /** Accessible name of the list of wallets found in the browser. */
    browserWallets: 'Browser wallets',
    /** Button that opens the directory of all wallets. */
    allWallets: 'All Wallets',
  },
  email: {
    /** Label of the email field. */
    label: 'Email',
    placeholder: 'you@example.com',
    /** Button that goes to the next step (verb). */
    continue: 'Continue',
    sendingCode: ({ email }: { email: string }) => `Sending a code to ${email}…`,
    approveBrowser: 'Approve this browser',
    approveBrowserDetail: ({ email }: { email: string }) =>
      `We emailed a link to ${email}. Open it to approve this browser; this page continues by itself.`,
    /** Followed by the email address (shown in bold). */
    codeSentTo: ({ email }: { email: string }) => `Enter the code we sent to ${email}`,
    /** Label of the one-time code field. */
    code: 'Code',
    checking: 'Checking…',
    resend: 'Resend code',
    resendIn: ({ seconds }: { seconds: number }) => `Resend code (${seconds} s)`,
    /** Button shown when no code could be sent: starts the login again (verb). */
    retry: 'Try again',
  },
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
  /** Project-configuration alerts: the titles are the product's fixed error texts. */
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'Origin Not Allowed',
      message:
        'This site is not among the allowed origins of the project. Add it in the project configuration to connect wallets here.',
    },
    INVALID_PROJECT_ID: {
      title: 'Invalid Project ID',
      message: 'The project ID of this site is not known. Check data-project-id.',
    },
    SERVER_ERROR: {
      title: 'Server Error',
      message:
        'The project configuration could not be read. Browser and WalletConnect wallets still connect; email login waits until it can be read.',
    },
    RATE_LIMITED: {
      title: 'Rate Limited',
      message:
        'Too many requests for this project. Browser and WalletConnect wallets still connect; email login waits until the project can be read.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'Project ID Not Configured',
      message:
        'This deployment has no project service configured, so the site cannot be checked. Wallet connections are off.',
    },
  },
  /** Toasts: short confirmations and failures. */
  toasts: {
    addressCopied: 'Address copied',
    copyAddressFailed: 'Failed to copy address',
    balanceUnavailable: 'Token Balance Unavailable',
    emailUpdated: 'Email updated',
    providerNotFound: 'Provider not found.',
    networkNotFound: 'Network not found',
  },
  /**
   * Error texts the user sees. The English ones are the product's fixed texts; an error that
   * reaches the widget with one of these English messages is shown in the active language.
   */
  errors: {
    generic: 'Something went wrong',
    unknown: 'An error occurred',
    connectFailed: 'Failed to connect',
    invalidEmail: 'Invalid email address',
    invalidCode: 'Enter the 6-digit code from the email',
    cooldown: ({ seconds }: { seconds: number }) => `Please try again after ${seconds} seconds`,
    frameLoadFailed: 'Unable to load email login dependency',
    requestAborted: 'Request was aborted',
    userRejected: 'User rejected the request.',
    noAccount: 'The wallet returned no account',
    noEthereumAccount: 'The wallet approved no Ethereum account',
    walletConnectUnavailable: 'WalletConnect is not available on this deployment',
    emailUnavailable: 'Email login is not available',
    noChainSwitching: ({ wallet }: { wallet: string }) => `${wallet} does not support programmatic chain switching.`,
    codeWrong: 'Invalid code',
    codeNone: 'No code was sent to this address; request a new one',
    codeUsed: 'This code was already used; request a new one',
    codeExpired: 'This code has expired; request a new one',
    codeLocked: 'Too many wrong codes; request a new one',
  },
  /** The secure frame's iframe title (read by screen readers). */
  secureFrame: {
    title: 'Secure wallet',
  },
  /** A view whose code is still downloading, or whose download failed. */
  viewLoad: {
    loading: 'Loading…',
    failed: 'This part of the widget could not be loaded. Check your connection.',
    /** Button (verb): downloads the view again. */
    retry: 'Try again',
  },
  ...accountTabs,
  /** The Send view: token, amount, receiver, network fee. */
  send: {
    /** The title of the view (noun-like where the language has one). */
    title: 'Send',
    /** Account's button that opens the Send view (verb). */
    open: 'Send',
    /** Label of the token picker. */
    token: 'Token',
    loadingTokens: 'Loading tokens…',
    noTokens: 'No tokens to send on this network',
    balance: ({ amount }: { amount: string }) => `Balance: ${amount}`,
    amount: 'Amount',
    /** Button: fills in the largest amount that can be sent. */
    max: 'Max',
    receiver: 'Receiver address',
    networkFee: 'Network fee',
    feeLoading: 'Estimating…',
    feeUnavailable: 'Unavailable',
    /** The fee in the native currency and its value in US dollars. */
    feeWithUsd: ({ amount, usd }: { amount: string; usd: string }) => `${amount} (≈ ${usd})`,
    /** Button (verb): sends the transaction. */
    submit: 'Send',
    sending: 'Sending…',
    /** Why a send cannot go; the first four English texts are the product's fixed ones. */
    errors: {
      networkNotFound: 'Network not found',
      unsupportedChain: 'Unsupported chain',
      amountAndReceiverRequired: 'An amount and receiver address are required',
      tokenRequired: 'A token is required',
      invalidReceiver: 'Enter a valid address: 0x and 40 hexadecimal characters',
      feeExceedsBalance: 'The network fee is more than the balance',
      feeUnavailable: 'The network fee could not be estimated. Try again.',
      negative: 'The amount cannot be negative',
      exponent: 'Write the amount in digits, without an exponent (e.g. 0.001)',
      tooManyDecimals: ({ symbol, decimals }: { symbol: string; decimals: string }) =>
        `Too many decimal places for ${symbol} (at most ${decimals})`,
      invalid: 'Enter digits with one decimal separator and no thousands separators',
      exceedsBalance: 'The amount is more than the balance',
      zero: 'Enter an amount above zero',
    },
  },
}

export default en
export type WidgetMessages = typeof en
