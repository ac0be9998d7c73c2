/**
 * The email wallet's Solana methods (shared/protocol/secure-frame-solana.ts), answered in the frame:
 * the signed-in user's Solana account, and signing of messages and transactions, each shown in the
 * approval view first. A transaction is decoded and priced before the user is asked, must need this
 * account's signature, and is sent (signAndSend) only through the deployment's node of its network.
 */
import {
  type Address,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import { bytesToHex } from 'viem'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import { knownNetwork } from '../../shared/networks.js'
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import {
  isSolanaFrameMethod,
  parseSolanaFrameParams,
  type SolanaFrameMethod,
  type SolanaFrameResult,
} from '../../shared/protocol/secure-frame-solana.js'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../shared/solana/encoding.js'
import type { Approver, ChainInfo, SiteInfo } from '../approval-queue.js'
import type { FetchLike } from '../auth-api.js'
import type { HandlerContext } from '../dispatcher.js'
import type { Keyring, SignedInUser } from '../keyring.js'
import { NOT_CONNECTED_MESSAGE } from '../rpc.js'
import { readableMessage } from '../signing-requests.js'
import type { SolanaApprovalSubject } from './approval-subject.js'
import { deriveSolanaSigner } from './key.js'
import { readAccountData, readFee, solanaNode } from './node.js'
import { decodeTransaction, summarizeTransaction, type DecodedTransaction } from './transaction-summary.js'

export { isSolanaFrameMethod }

export interface SolanaWalletOptions {
  keyring: Keyring
  approver: Approver
  fetch: FetchLike
  /** The deployment's RPC address of a Solana network (node.ts `solanaRpcUrl`). */
  rpcUrlFor: (network: string) => string
  site: () => SiteInfo
  crypto?: Crypto
}

export type SolanaWallet = ReturnType<typeof createSolanaWallet>

type Context = Pick<HandlerContext, 'signal' | 'commit'>

export function createSolanaWallet(options: SolanaWalletOptions) {
  const { keyring, approver } = options
  // One derivation per signed-in user; a new sign-in is a new user object, so a new key.
  const signers = new WeakMap<SignedInUser, Promise<KeyPairSigner<Address>>>()
  const signerOf = (user: SignedInUser) => {
    let signer = signers.get(user)
    if (!signer) {
      signer = deriveSolanaSigner(user.solanaKeyMaterial, options.crypto)
      signers.set(user, signer)
    }
    return signer
  }
  const signedIn = (): SignedInUser => {
    const user = keyring.user()
    if (!user) throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
    return user
  }
  const chainOf = (network: string | undefined): ChainInfo => ({
    id: network ?? 'solana',
    name: (network && knownNetwork(network)?.name) ?? (network ? `Solana ${network.slice(7, 15)}` : 'Solana'),
    symbol: 'SOL',
    decimals: 9,
  })

  async function ask(
    user: SignedInUser,
    account: Address,
    subject: SolanaApprovalSubject,
    network: string | undefined,
    signal: AbortSignal,
  ) {
    await approver.approve({ subject, account, chain: chainOf(network), site: options.site() }, signal)
    // The user may have signed out (or another signed in) while the approval was open.
    if (keyring.user() !== user) throw new ProviderRpcError(RpcErrorCode.unauthorized, NOT_CONNECTED_MESSAGE)
    signal.throwIfAborted()
  }

  function paramsOf<M extends SolanaFrameMethod>(method: M, params: unknown) {
    const parsed = parseSolanaFrameParams(method, params)
    if (!parsed) throw new ProviderRpcError(RpcErrorCode.invalidParams, `Invalid parameters for ${method}`)
    return parsed
  }

  async function signTransaction(
    method: 'solana_signTransaction' | 'solana_signAndSendTransaction',
    params: unknown,
    { signal, commit }: Context,
  ) {
    const { transaction, network, ...rest } = paramsOf(method, params)
    const sendOptions = 'sendOptions' in rest ? rest.sendOptions : undefined
    const user = signedIn()
    const signer = await signerOf(user)
    const decoded = decodeTransaction(decodeBase64(transaction))
    if (!decoded.signers.includes(signer.address))
      throw new ProviderRpcError(
        RpcErrorCode.invalidParams,
        `The transaction does not ask for the signature of ${signer.address}, the signed-in account`,
      )
    const node = solanaNode(options.fetch, options.rpcUrlFor(network), network)
    // Decoded and priced before the user is asked: what is shown is what is signed.
    const [summary, feeLamports] = await Promise.all([
      summarizeTransaction(decoded, (address) => readAccountData(node, address, signal)),
      readFee(node, encodeBase64(new Uint8Array(decoded.transaction.messageBytes)), signal),
    ])
    const send = method === 'solana_signAndSendTransaction'
    // A transaction that cannot be sent is refused before the user is asked.
    if (send) assertSignedByOthers(decoded, signer.address)
    await ask(user, signer.address, { kind: 'solanaTransaction', send, summary, feeLamports }, network, signal)
    const signed = await partiallySignTransaction([signer.keyPair], decoded.transaction)
    const signature = encodeBase58(signed.signatures[signer.address]!)
    if (!send) {
      const bytes = new Uint8Array(getTransactionEncoder().encode(signed))
      return { signature, transaction: encodeBase64(bytes) } satisfies SolanaFrameResult<'solana_signTransaction'>
    }
    // Once handed to the node the transaction may land whatever the widget decides.
    commit()
    const sent = await node(
      'sendTransaction',
      [getBase64EncodedWireTransaction(signed), { encoding: 'base64', ...sendOptions }],
      signal,
    )
    // The node names the transaction by its first (the fee payer's) signature, which may not be ours.
    const id = encodeBase58(Object.values(signed.signatures)[0] ?? new Uint8Array())
    if (sent !== id)
      throw new ProviderRpcError(RpcErrorCode.internal, `The node of ${network} answered another transaction id`)
    return { signature: id } satisfies SolanaFrameResult<'solana_signAndSendTransaction'>
  }

  return {
    /** Answers one of the Solana methods; its result goes into `rpcRequest`'s `result`. */
    async request(
      method: SolanaFrameMethod,
      params: unknown,
      context: Context,
    ): Promise<OperationResult<'rpcRequest'>> {
      if (method === 'solana_getAccounts') return { result: [{ pubkey: (await signerOf(signedIn())).address }] }
      if (method !== 'solana_signMessage') return { result: await signTransaction(method, params, context) }
      const { message, pubkey, network } = paramsOf(method, params)
      const user = signedIn()
      const signer = await signerOf(user)
      if (pubkey !== signer.address)
        throw new ProviderRpcError(RpcErrorCode.unauthorized, `The account ${pubkey} is not the signed-in account`)
      const bytes = decodeBase58(message)
      const shown = readableMessage(bytesToHex(bytes))
      await ask(user, signer.address, { kind: 'solanaMessage', ...shown }, network, context.signal)
      const signature = await signBytes(signer.keyPair.privateKey, bytes)
      return { result: { signature: encodeBase58(signature) } satisfies SolanaFrameResult<'solana_signMessage'> }
    },
  }
}

/** Every signer but `own` has signed already (a sent transaction needs them all). */
function assertSignedByOthers(decoded: DecodedTransaction, own: Address): void {
  const { signatures } = decoded.transaction
  const missing = decoded.signers.filter((address) => address !== own && !signatures[address])
  if (missing.length > 0)
    throw new ProviderRpcError(
      RpcErrorCode.invalidParams,
      `The transaction still needs the signature of ${missing.join(', ')} before it can be sent`,
    )
}
