/**
 * `rpcRequest`: the email wallet's EIP-1193 surface. Reads go to the current chain's node (or
 * are answered here); the three signing methods are shown to the user in this frame and signed
 * only after they approve; every other method is refused with 4200.
 */
import { knownNetwork } from '../shared/networks.js'
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { OperationPayload, OperationResult } from '../shared/protocol/secure-frame.js'
import type { Approver, ChainInfo, SiteInfo } from './approval-queue.js'
import type { ChainRpc, ChainTarget } from './chain-rpc.js'
import type { HandlerContext } from './dispatcher.js'
import type { Keyring } from './keyring.js'
import { SIGNING_METHODS, parseSigningRequest } from './signing-requests.js'
import { fillTransaction } from './transaction.js'

/** Reads forwarded to the node as they are. */
export const NODE_READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber', 'eth_getBalance', 'eth_call', 'eth_estimateGas', 'eth_getTransactionReceipt', 'eth_getTransactionByHash',
  'eth_getTransactionCount', 'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_feeHistory', 'eth_getBlockByNumber', 'eth_getCode', 'net_version',
])
/** Answered from the frame's own state. */
const LOCAL_METHODS: ReadonlySet<string> = new Set(['eth_accounts', 'eth_chainId'])

/** SPEC §8 text for a request that needs a signed-in user. */
export const NOT_CONNECTED_MESSAGE = 'Not connected to email or social'

export interface RpcContext {
  keyring: Keyring
  rpc: ChainRpc
  approver: Approver
  /** The chain the wallet is on now (switchNetwork changes it). */
  chain: () => ChainTarget
  site: () => SiteInfo
}

export async function handleRpcRequest(
  payload: OperationPayload<'rpcRequest'>,
  { signal, commit }: Pick<HandlerContext, 'signal' | 'commit'>,
  context: RpcContext,
): Promise<OperationResult<'rpcRequest'>> {
  const { method } = payload
  if (!NODE_READ_METHODS.has(method) && !LOCAL_METHODS.has(method) && !SIGNING_METHODS.has(method)) {
    throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `The email wallet does not support ${method}`)
  }
  const user = context.keyring.user()
  if (!user) throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
  const target = targetChain(payload, context.chain())
  const params = payload.params ?? []

  if (method === 'eth_accounts') return { result: [user.account.address] }
  if (method === 'eth_chainId') return { result: `0x${target.chainId.toString(16)}` }
  if (NODE_READ_METHODS.has(method)) {
    if (!Array.isArray(params)) throw new ProviderRpcError(RpcErrorCode.invalidParams, `${method} expects an array of parameters`)
    return { result: await context.rpc(target, method, params, signal) }
  }

  const request = parseSigningRequest({ method, params, account: user.account.address, chainId: target.chainId })
  await context.approver.approve({ subject: request.subject, account: user.account.address, chain: chainInfo(target.chainId), site: context.site() }, signal)
  // The user may have signed out (or another user signed in) while the approval was open.
  if (context.keyring.user() !== user) throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
  signal.throwIfAborted()
  const account = user.account
  switch (request.method) {
    case 'personal_sign':
      return { result: await account.signMessage({ message: { raw: request.raw } }) }
    case 'eth_signTypedData_v4':
      return { result: await account.signTypedData(request.typedData) }
    case 'eth_sendTransaction': {
      if (!account.signTransaction) throw new ProviderRpcError(RpcErrorCode.internal, 'This account cannot sign transactions')
      const transaction = await fillTransaction({ request: request.transaction, from: account.address, target, rpc: context.rpc, signal })
      const signed = await account.signTransaction(transaction)
      // Once handed to the node the transaction may be mined whatever the widget decides.
      commit()
      return { result: await context.rpc(target, 'eth_sendRawTransaction', [signed]) }
    }
  }
}

/** A request may name its chain; the frame serves it only with an RPC URL for that chain. */
function targetChain(payload: OperationPayload<'rpcRequest'>, current: ChainTarget): ChainTarget {
  if (payload.chainId === undefined || payload.chainId === current.chainId) return current
  if (payload.rpcUrl) return { chainId: payload.chainId, rpcUrl: payload.rpcUrl }
  throw new ProviderRpcError(RpcErrorCode.chainDisconnected, `The email wallet is on chain ${current.chainId}, not ${payload.chainId}; switch network first`)
}

export function chainInfo(chainId: number): ChainInfo {
  const network = knownNetwork(`eip155:${chainId}`)
  return { id: chainId, name: network?.name ?? `Chain ${chainId}`, symbol: network?.nativeCurrency.symbol ?? 'ETH', decimals: network?.nativeCurrency.decimals ?? 18 }
}
