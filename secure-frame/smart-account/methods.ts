/**
 * The methods the smart-account routing (smart-account/rpc.ts, loaded on demand) may answer: the frame's RPC
 * loads it only for these, and answers reads and its own methods without it.
 */

/** Methods only the smart-account routing answers (the frame's RPC lets them through to it). */
export const SMART_ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
])

/** Methods answered by whichever account is active; reads are the node's. */
export const ACTIVE_ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])
