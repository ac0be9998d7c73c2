/**
 * The email wallet's RPC while its smart account is active: `eth_accounts` names the smart account, signatures
 * are ERC-1271 (ERC-6492-wrapped before deployment, as viem's account does), and `eth_sendTransaction` and
 * `wallet_sendCalls` become one user operation each, shown to the user with every call and who pays the gas. An
 * operation that deploys the account tells the wallet once it landed. While the EOA is active, `wallet_sendCalls`
 * sends the calls one by one (sequential-calls.ts). `wallet_getCapabilities` and `wallet_getCallsStatus` answer
 * for either account. Everything else (reads, and every other method while the EOA is active) is left to the
 * frame's own RPC: {@link handleSmartAccountRequest} answers undefined for it.
 */
import { type Address, type Hex, isAddressEqual, type LocalAccount, numberToHex } from 'viem'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import type { ChainRpc, ChainTarget } from '../chain-rpc.js'
import { parseSigningRequest, type ApprovalSubject, type KnownTokens } from '../signing-requests.js'
import { readTokenInfos } from '../token-info.js'
import type { ActiveSmartAccount } from './accounts.js'
import { type BatchCall, CallsErrorCode, parseCallsRequest } from './calls-request.js'
import { sendSequentialCalls, sequentialStatus } from './sequential-calls.js'
import { ACTIVE_ACCOUNT_METHODS } from './methods.js'
import { callsSubject } from './subject.js'
import { callsStatus, prepareOperation, sendOperation, transactionOf, withFreshSponsorship } from './user-operations.js'
import type { SmartAccountWallet } from './wallet.js'

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
    if (batch.sequential) {
      const target = { chainId: batch.chainId, rpcUrl: wallet.rpcUrlFor(batch.chainId) }
      return { result: await sequentialStatus(request.rpc, target, id, batch, wallet.now()) }
    }
    const active = await wallet.accounts.forChain(owner, batch.chainId, signal)
    if (!active)
      throw new ProviderRpcError(CallsErrorCode.unknownBundle, `No batch with the id ${id.slice(0, 80)} is known`)
    return { result: await callsStatus(active, id, batch) }
  }
  if (!ACTIVE_ACCOUNT_METHODS.has(method)) return undefined
  const active = await wallet.active(owner, target.chainId, signal)
  if (!active) {
    if (method !== 'wallet_sendCalls') return undefined
    const parsed = parseCallsRequest(params, { account: owner.address, chainId: target.chainId })
    wallet.calls.assertFree(parsed.id)
    const sent = await sendSequentialCalls(parsed, {
      ...request,
      readTokens: (addresses) => readTokens(request, addresses),
    })
    const [hash] = sent.transactions as [Hex]
    const batch = { chainId: target.chainId, hash, owner: owner.address, sentAt: wallet.now(), sequential: sent }
    return { result: { id: wallet.calls.add(parsed.id, batch) } }
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
      const { hash, deploys } = await approveAndSend(active, [{ to, value, data }], request, wallet.now)
      const transaction = await transactionOf(active, hash)
      if (deploys) wallet.deployed(target.chainId)
      return { result: transaction }
    }
    case 'wallet_sendCalls': {
      const parsed = parseCallsRequest(params, { account: address, chainId: target.chainId })
      wallet.calls.assertFree(parsed.id)
      const { hash, deploys } = await approveAndSend(active, parsed.calls, request, wallet.now)
      const id = wallet.calls.add(parsed.id, {
        chainId: target.chainId,
        hash,
        owner: owner.address,
        sentAt: wallet.now(),
      })
      // The site learns of the batch now; the widget learns of the deployment once it landed.
      if (deploys)
        transactionOf(active, hash).then(
          () => wallet.deployed(target.chainId),
          () => {},
        )
      return { result: { id } }
    }
  }
  return undefined
}

/**
 * Prices the operation, asks the user with every call decoded and who pays, then sends it (with a fresh
 * sponsorship if the one shown ran out while the user decided). `deploys`: the operation creates the account.
 */
async function approveAndSend(
  active: ActiveSmartAccount,
  calls: BatchCall[],
  request: SmartAccountRequest,
  now: () => number,
): Promise<{ hash: Hex; deploys: boolean }> {
  const prepared = await prepareOperation(active, calls)
  const subject = await callsSubject(calls, prepared.payer, (addresses) => readTokens(request, addresses))
  await request.ask(subject, active.account.address)
  const sending = await withFreshSponsorship(active, prepared, now())
  request.signal.throwIfAborted()
  // Once handed to the bundler the operation may land whatever the widget decides.
  request.commit()
  return { hash: await sendOperation(active, sending), deploys: sending.operation.factory !== undefined }
}

const readTokens = (request: SmartAccountRequest, addresses: readonly Address[]): Promise<KnownTokens> =>
  readTokenInfos(request.rpc, request.target, addresses, request.signal)

/** EIP-5792 capabilities by chain (hex): atomic batches and sponsorship where the smart account is active. */
async function capabilities(wallet: SmartAccountWallet, { params, owner, target, signal }: SmartAccountRequest) {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new ProviderRpcError(RpcErrorCode.invalidParams, 'wallet_getCapabilities expects [address, chainIds?]')
  const enabled = await wallet.accounts.networks.list(signal)
  const smart = await Promise.all(
    enabled.map((network) => wallet.accounts.forChain(owner, network.chainId, signal).catch(() => null)),
  )
  const own = [owner.address, ...smart.flatMap((account) => (account ? [account.account.address] : []))]
  if (!own.some((candidate) => isAddressEqual(candidate, address as Address)))
    throw new ProviderRpcError(RpcErrorCode.unauthorized, `The address ${address} is not an account of this wallet`)
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
