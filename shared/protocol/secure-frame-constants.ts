/**
 * The plain values of the widget ⇄ secure-frame protocol (shared/protocol/secure-frame.ts, where its messages and
 * schemas are): the envelope's namespace and version, which operations have which timeout, which RPC methods
 * change nothing, and the frame's address. Apart from the schemas so code that paints carries no zod; the sets
 * hold operation names of `Operations` (a test checks each one).
 */
export const SECURE_FRAME_NAMESPACE = 'wallet-widget:secure'
export const SECURE_FRAME_PROTOCOL_VERSION = 1

/** Operations subject to the 120 s connect timeout. */
export const CONNECT_OPERATIONS: ReadonlySet<string> = new Set([
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'connectSocial',
  'getSocialRedirectUri',
])
/** Sync events that no timeout applies to. */
export const TIMEOUT_EXEMPT_OPERATIONS: ReadonlySet<string> = new Set([
  'syncTheme',
  'syncLocale',
  'syncDappData',
  'abortRpc',
])
/** RPC methods that change nothing: not aborted when their promise is rejected. */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'net_version',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])

/**
 * The frame's address: projectId, chainId, version, enableLogger and rpcUrl (the deployment's
 * chain API; the frame ignores any other), plus the widget's origin (the only parent the frame
 * answers), the site's origin as the widget verified it in its handshake (shown in approvals) and the
 * widget's language.
 */
export function secureFrameUrl(
  base: string,
  options: {
    projectId: string
    chainId: number
    version: string
    enableLogger: boolean
    rpcUrl: string
    parentOrigin: string
    siteOrigin?: string
    /** The widget's language, so the frame's first texts are already in it. */
    locale?: string
  },
): string {
  const url = new URL(base)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', options.version)
  url.searchParams.set('enableLogger', String(options.enableLogger))
  url.searchParams.set('rpcUrl', options.rpcUrl)
  url.searchParams.set('parentOrigin', options.parentOrigin)
  if (options.siteOrigin) url.searchParams.set('siteOrigin', options.siteOrigin)
  if (options.locale) url.searchParams.set('locale', options.locale)
  return url.href
}
