/**
 * Business constants of the product, the spec's values kept exact. Names say the unit; values are the contract.
 */

/** Email login cooldown. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** Balance and native balance cache lifetime. */
export const BALANCE_CACHE_MS = 30_000
/** Name and identity cache lifetime. */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** After a failed balance fetch, new fetches inside this gap answer empty without a request. */
export const BALANCE_RETRY_GAP_MS = 30_000

/** Recent wallets kept. */
export const RECENT_WALLETS_KEPT = 2
/** Pending transactions limit. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** Recommended wallets page. */
export const RECOMMENDED_WALLETS_PAGE = 4
/** Wallet directory page size. */
export const WALLETS_PAGE_SIZE = 40
/** Wallet directory search: results returned and the debounce before searching. */
export const WALLET_SEARCH_RESULTS = 100
export const WALLET_SEARCH_DELAY_MS = 300
/** Featured wallets shown by default. */
export const FEATURED_WALLETS_DEFAULT = 4

/** A new toast replaces the current one after this delay. */
export const TOAST_SWAP_DELAY_MS = 150
/** Animations. */
export const HEADER_TEXT_ANIMATION_MS = 120
export const MODAL_HEIGHT_ANIMATION_MS = 150
export const VIEW_TRANSITION_MS = 150
/** Social login popup size. */
export const POPUP_WIDTH = 600
export const POPUP_HEIGHT = 800
/** Default modal width, in CSS pixels. */
export const MODAL_WIDTH_PX = 360

/** The secure frame: load, connect and disconnect timeouts, and the delay before it is shown. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_CONNECT_TIMEOUT_MS = 120_000
export const FRAME_DISCONNECT_WAIT_MS = 3_000
export const FRAME_READY_DELAY_MS = 500
export const WALLET_HEARTBEAT_MS = 5_000
export const FRAME_DEFAULT_CHAIN = 'eip155:1'

/** Receipts and polling. */
export const RECEIPT_WAIT_TIMEOUT_MS = 180_000
export const RECEIPT_RETRIES = 6
export const receiptRetryDelayMs = (attempt: number): number => 200 * 2 ** attempt
export const PENDING_TRANSACTION_POLL_MS = 30_000

/** Display: fungible amounts use this many decimals. */
export const AMOUNT_DISPLAY_DECIMALS = 3

/** Ordering defaults. */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export const CONNECT_METHODS_ORDER = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS_ORDER)[number]
