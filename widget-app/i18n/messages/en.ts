/**
 * The widget's English messages: the default language and the fallback of every other. Other
 * languages are `messages/<locale>.ts`, typed against this one and `WidgetMessages`. This file
 * holds the texts the widget starts with; the groups only on-demand views use live in their own
 * folders (`views/`, `account-tabs/`, `send/`) and are added when those views' code arrives
 * (`../on-demand-texts.ts`). A message with parameters is a function of one object; keep its
 * parameter names. Brand names (WalletConnect) stay as they are.
 */
import type { AccountTabsMessages } from './account-tabs/en.js'
import type { SendMessages } from './send/en.js'
import type { SignInMessages } from './sign-in/en.js'
import type { SwapMessages } from './swap/en.js'
import type { BuyMessages } from './buy/en.js'
import type { NamesMessages } from './names/en.js'
import type { ViewsMessages } from './views/en.js'
import type { AccountTypeMessages } from './account-type/en.js'
import type { ChainAccountsMessages } from './chain-accounts/en.js'
import type { MultiWalletMessages } from './multi-wallet/en.js'

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
    /** The Send view (noun-like where the language has one). */
    send: 'Send',
    /** The account-name form and the view after a registration. */
    registerName: 'Choose a Name',
    registerNameSuccess: 'Name Registered',
    /** The Swap view (noun-like where the language has one). */
    swap: 'Swap',
    /** The Buy view (noun-like where the language has one). */
    buy: 'Buy',
    /** The sign-in view (noun-like where the language has one: "Sign-in"). */
    signIn: 'Sign In',
    /** The list of the wallets connected at once (ProfileWallets). */
    profileWallets: 'Wallets',
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
    /** Accessible name of the row of social login buttons (each shows the provider's brand name). */
    socials: 'Sign in with a social account',
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
  /** A view whose code is still downloading, or whose download failed. */
  viewLoad: {
    loading: 'Loading…',
    failed: 'This part of the widget could not be loaded. Check your connection.',
    /** Button (verb): downloads the view again. */
    retry: 'Try again',
  },
  /** The secure frame's iframe title (read by screen readers). */
  secureFrame: {
    title: 'Secure wallet',
  },
}

export default en
/** The English texts the widget starts with; the rest arrive with the views that use them. */
export type StartupMessages = typeof en
/** Every English text: what each other language's catalog must translate. */
export type WidgetMessages = StartupMessages &
  ViewsMessages &
  AccountTabsMessages &
  SendMessages &
  SignInMessages &
  NamesMessages &
  SwapMessages &
  BuyMessages &
  AccountTypeMessages &
  ChainAccountsMessages &
  MultiWalletMessages
