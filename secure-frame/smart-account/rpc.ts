/**
 * The email wallet's RPC while its smart account is active: `eth_accounts` names the smart account, signatures
 * are ERC-1271 (ERC-6492-wrapped before deployment, as viem's account does), and `eth_sendTransaction` and
 * `wallet_sendCalls` become one user operation each, shown to the user with every call and who pays the gas.
 * `wallet_getCapabilities` and `wallet_getCallsStatus` answer for either account. Everything else (reads, and
 * every method while the EOA is active) is left to the frame's own RPC: {@link handleSmartAccountRequest}
 * answers undefined for it.
 */
import { type Address, type Hex, numberToHex } from 'viem'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import type { ChainRpc, ChainTarget } from '../chain-rpc.js'
import { decodeCall } from '../call-decoder.js'
import { parseSigningRequest, type ApprovalSubject, type KnownTokens } from '../signing-requests.js'
import { readTokenInfos } from '../token-info.js'
import type { ActiveSmartAccount } from './accounts.js'
import { type BatchCall, CallsErrorCode, parseCallsRequest } from './calls-request.js'
import { callsStatus, prepareOperation, sendOperation, transactionOf } from './user-operations.js'
import type { SmartAccountWallet } from './wallet.js'
import type { LocalAccount } from 'viem'

/** Methods this module may answer (the frame's RPC lets them through to it). */
export const SMART_ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
])

export interface SmartAccountRequest {
  method: string
  params: unknown
  target: ChainTarget
  owner: LocalAccount
  signal: AbortSignal
  /** The point of no return (the operation is handed to the bundler). */
  commit: () => void
  /** Shows `subject` for `account` and resolves once the user approved. */
  ask: (subject: ApprovalSubject, account: Address) => Promise<void>
  rpc: ChainRpc
}

/** Methods answered by whichever account is active; reads are the node's. */
const ACTIVE_ACCOUNT_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

type Answer = OperationResult<'rpcRequest'>

export async function handleSmartAccountRequest(
  wallet: SmartAccountWallet,
  request: SmartAccountRequest,
): Promise<Answer | undefined> {
  const { method, params, target, owner, signal } = request
  if (method === 'wallet_getCapabilities') return { result: await capabilities(wallet, request) }
  if (method === 'wallet_getCallsStatus') {
    const [id] = Array.isArray(params) ? params : []
    if (typeof id !== 'string')
      throw new ProviderRpcError(RpcErrorCode.invalidParams, 'wallet_getCallsStatus expects [id]')
    const batch = wallet.calls.get(id, owner.address)
    const active = await wallet.accounts.forChain(owner, batch.chainId, signal)
    if (!active)
      throw new ProviderRpcError(CallsErrorCode.unknownBundle, `No batch with the id ${id.slice(0, 80)} is known`)
    return { result: await callsStatus(active, id, batch) }
  }
  if (!ACTIVE_ACCOUNT_METHODS.has(method)) return undefined
  const active = await wallet.active(owner, target.chainId, signal)
  if (!active) {
    if (method !== 'wallet_sendCalls') return undefined
    if (!(await wallet.accounts.forChain(owner, target.chainId, signal)))
      throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `The email wallet does not support ${method}`)
    throw new ProviderRpcError(
      CallsErrorCode.atomicityNotSupported,
      'The active account sends one transaction at a time; switch to the smart account to send calls together',
    )
  }
  const address = active.account.address
  switch (method) {
    case 'eth_accounts':
      return { result: [address] }
    case 'personal_sign':
    case 'eth_signTypedData_v4': {
      const parsed = parseSigningRequest({ method, params, account: address, chainId: target.chainId })
      if (parsed.method === 'personal_sign') {
        await request.ask(parsed.subject, address)
        return { result: await active.account.signMessage({ message: { raw: parsed.raw } }) }
      }
      if (parsed.method !== 'eth_signTypedData_v4') return undefined
      await request.ask(parsed.subject, address)
      return { result: await active.account.signTypedData(parsed.typedData as never) }
    }
    case 'eth_sendTransaction': {
      const parsed = parseSigningRequest({ method, params, account: address, chainId: target.chainId })
      if (parsed.method !== 'eth_sendTransaction') return undefined
      const { to, value, data } = parsed.transaction
      if (!to)
        throw new ProviderRpcError(
          RpcErrorCode.invalidParams,
          'The smart account cannot create contracts with eth_sendTransaction',
        )
      const hash = await approveAndSend(active, [{ to, value, data }], request)
      return { result: await transactionOf(active, hash) }
    }
    case 'wallet_sendCalls': {
      const parsed = parseCallsRequest(params, { account: address, chainId: target.chainId })
      wallet.calls.assertFree(parsed.id)
      const hash = await approveAndSend(active, parsed.calls, request)
      const id = wallet.calls.add(parsed.id, {
        chainId: target.chainId,
        hash,
        owner: owner.address,
        sentAt: Date.now(),
      })
      return { result: { id } }
    }
  }
  return undefined
}

/** Prices the operation, asks the user with every call decoded and who pays, then sends it. */
async function approveAndSend(
  active: ActiveSmartAccount,
  calls: BatchCall[],
  request: SmartAccountRequest,
): Promise<Hex> {
  const prepared = await prepareOperation(active, calls)
  const decoded = calls.map((call) => ({
    ...call,
    data: call.data ?? null,
    call: call.data ? decodeCall(call.to, call.data) : null,
  }))
  const tokenAddresses = decoded.flatMap(({ call }) =>
    call && (call.kind === 'transfer' || call.kind === 'transferFrom' || call.kind === 'approve')
      ? [call.contract]
      : [],
  )
  const tokens = await readTokens(request, tokenAddresses)
  await request.ask({ kind: 'userOperation', calls: decoded, payer: prepared.payer, tokens }, active.account.address)
  // Once handed to the bundler the operation may land whatever the widget decides.
  request.commit()
  return sendOperation(active, prepared)
}

const readTokens = (request: SmartAccountRequest, addresses: readonly Address[]): Promise<KnownTokens> =>
  readTokenInfos(request.rpc, request.target, addresses, request.signal)

/** EIP-5792 capabilities by chain (hex): atomic batches and sponsorship where the smart account is active. */
async function capabilities(wallet: SmartAccountWallet, { params, owner, target, signal }: SmartAccountRequest) {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (typeof address !== 'string')
    throw new ProviderRpcError(RpcErrorCode.invalidParams, 'wallet_getCapabilities expects [address, chainIds?]')
  const enabled = await wallet.accounts.networks.list(signal)
  const requested = Array.isArray(chainIds)
    ? chainIds.flatMap((id) => (typeof id === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(id) ? [Number(BigInt(id))] : []))
    : [...new Set([target.chainId, ...enabled.map((network) => network.chainId)])]
  const answer: Record<Hex, Record<string, unknown>> = {}
  for (const chainId of requested) {
    const smart = await wallet.active(owner, chainId, signal)
    const isSmart = smart !== null && smart.account.address.toLowerCase() === address.toLowerCase()
    answer[numberToHex(chainId)] = isSmart
      ? { atomic: { status: 'supported' }, paymasterService: { supported: true } }
      : { atomic: { status: 'unsupported' } }
  }
  return answer
}
