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
import { decodeCall } from './call-decoder.js'
import { SIGNING_METHODS, parseSigningRequest, type ApprovalSubject } from './signing-requests.js'
import { readTokenInfos, type TokenInfo } from './token-info.js'
import { ACTIVE_ACCOUNT_METHODS, SMART_ACCOUNT_METHODS } from './smart-account/methods.js'
import type { SmartAccountWallet } from './smart-account/wallet.js'
import { maxNetworkFee, prepareTransaction, withNonce, type PreparedTransaction } from './transaction.js'

/** Reads forwarded to the node as they are. */
export const NODE_READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'eth_getCode',
  'net_version',
])
/** Answered from the frame's own state. */
const LOCAL_METHODS: ReadonlySet<string> = new Set(['eth_accounts', 'eth_chainId'])

/** The exact text for a request that needs a signed-in user. */
export const NOT_CONNECTED_MESSAGE = 'Not connected to email or social'

export interface RpcContext {
  keyring: Keyring
  rpc: ChainRpc
  approver: Approver
  /** The chain the wallet is on now (switchNetwork changes it). */
  chain: () => ChainTarget
  /** The deployment's chain API address for another chain. */
  rpcUrlFor: (chainId: number) => string
  site: () => SiteInfo
  /** The user's smart accounts; while one is active it answers accounts, signatures and sends (smart-account/). */
  smartAccount?: SmartAccountWallet
}

export async function handleRpcRequest(
  payload: OperationPayload<'rpcRequest'>,
  { signal, commit }: Pick<HandlerContext, 'signal' | 'commit'>,
  context: RpcContext,
): Promise<OperationResult<'rpcRequest'>> {
  const { method } = payload
  const known = NODE_READ_METHODS.has(method) || LOCAL_METHODS.has(method) || SIGNING_METHODS.has(method)
  if (!known && !(context.smartAccount && SMART_ACCOUNT_METHODS.has(method))) {
    throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `The email wallet does not support ${method}`)
  }
  const user = context.keyring.user()
  if (!user) throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
  const target = targetChain(payload, context.chain(), context.rpcUrlFor)
  const params = payload.params ?? []
  if (context.smartAccount && (ACTIVE_ACCOUNT_METHODS.has(method) || SMART_ACCOUNT_METHODS.has(method))) {
    // The routing is a chunk of its own: reads and a login never need it.
    const { handleSmartAccountRequest } = await import('./smart-account/rpc.js')
    const answered = await handleSmartAccountRequest(context.smartAccount, {
      method,
      params,
      target,
      owner: user.account,
      signal,
      commit,
      rpc: context.rpc,
      ask: async (subject, address) => {
        const request = { subject, account: address, chain: chainInfo(target.chainId), site: context.site() }
        await context.approver.approve(request, signal)
        if (context.keyring.user() !== user)
          throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
        signal.throwIfAborted()
      },
    })
    if (answered) return answered
  }

  if (method === 'eth_accounts') return { result: [user.account.address] }
  if (method === 'eth_chainId') return { result: `0x${target.chainId.toString(16)}` }
  if (NODE_READ_METHODS.has(method)) {
    if (!Array.isArray(params))
      throw new ProviderRpcError(RpcErrorCode.invalidParams, `${method} expects an array of parameters`)
    return { result: await context.rpc(target, method, params, signal) }
  }

  const request = parseSigningRequest({ method, params, account: user.account.address, chainId: target.chainId })
  const account = user.account
  const ask = async (subject: ApprovalSubject) => {
    await context.approver.approve(
      { subject, account: account.address, chain: chainInfo(target.chainId), site: context.site() },
      signal,
    )
    // The user may have signed out (or another user signed in) while the approval was open.
    if (context.keyring.user() !== user) throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
    signal.throwIfAborted()
  }
  switch (request.method) {
    case 'personal_sign':
      await ask(request.subject)
      return { result: await account.signMessage({ message: { raw: request.raw } }) }
    case 'eth_signTypedData_v4': {
      const tokens = request.subject.permit
        ? await readTokens(
            context,
            target,
            request.subject.permit.allowances.map((allowance) => allowance.token),
            signal,
          )
        : new Map()
      await ask({ ...request.subject, tokens })
      return { result: await account.signTypedData(request.typedData) }
    }
    case 'eth_sendTransaction': {
      if (!account.signTransaction)
        throw new ProviderRpcError(RpcErrorCode.internal, 'This account cannot sign transactions')
      const fill = { request: request.transaction, from: account.address, target, rpc: context.rpc, signal }
      // Priced before the user sees it: the fee shown is the fee signed.
      const [prepared, subject] = await prepareTransaction(fill).then(
        async (prepared) => [prepared, await transactionSubject(prepared, context, target, signal)] as const,
      )
      await ask(subject)
      const signed = await account.signTransaction(await withNonce(prepared, fill))
      // Once handed to the node the transaction may be mined whatever the widget decides.
      commit()
      return { result: await context.rpc(target, 'eth_sendRawTransaction', [signed]) }
    }
  }
}

/** What the approval shows of a priced transaction: the decoded call, the token it touches, the fee. */
async function transactionSubject(
  transaction: PreparedTransaction,
  context: RpcContext,
  target: ChainTarget,
  signal: AbortSignal,
): Promise<ApprovalSubject> {
  const to = transaction.to ?? null
  const data = transaction.data && transaction.data !== '0x' ? transaction.data : null
  const call = to ? decodeCall(to, data ?? undefined) : null
  const touchesToken =
    call !== null && call.kind !== 'unknown' && call.kind !== 'nftTransfer' && call.kind !== 'setApprovalForAll'
  const tokens = touchesToken
    ? await readTokens(context, target, [call.contract], signal)
    : new Map<string, TokenInfo>()
  const maxPricePerGas = transaction.type === 'legacy' ? transaction.gasPrice : transaction.maxFeePerGas
  return {
    kind: 'transaction',
    to,
    value: transaction.value,
    data,
    call,
    fee: { gas: transaction.gas, maxPricePerGas, maxFee: maxNetworkFee(transaction) },
    tokens,
  }
}

const readTokens = (context: RpcContext, target: ChainTarget, addresses: readonly string[], signal: AbortSignal) =>
  readTokenInfos(context.rpc, target, addresses, signal)

/**
 * A read may name another chain (it goes to the deployment's chain API for that chain; a
 * payload `rpcUrl` is never used). Signing happens only on the chain the wallet is on.
 */
function targetChain(
  payload: OperationPayload<'rpcRequest'>,
  current: ChainTarget,
  rpcUrlFor: (chainId: number) => string,
): ChainTarget {
  if (payload.chainId === undefined || payload.chainId === current.chainId) return current
  if (NODE_READ_METHODS.has(payload.method)) return { chainId: payload.chainId, rpcUrl: rpcUrlFor(payload.chainId) }
  throw new ProviderRpcError(
    RpcErrorCode.chainDisconnected,
    `The email wallet is on chain ${current.chainId}, not ${payload.chainId}; switch network first`,
  )
}

export function chainInfo(chainId: number): ChainInfo {
  const network = knownNetwork(`eip155:${chainId}`)
  return {
    id: chainId,
    name: network?.name ?? `Chain ${chainId}`,
    symbol: network?.nativeCurrency.symbol ?? 'ETH',
    decimals: network?.nativeCurrency.decimals ?? 18,
  }
}
