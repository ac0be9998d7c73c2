/**
 * The Solana send against the local node (litesvm): the fee quoted by the node, the rent of a token
 * account the transfer creates, the transaction signed by a key pair as a wallet would and sent,
 * its confirmation followed, and the balances on chain exactly what was sent.
 */
import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  signTransaction,
  type Transaction,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DUSD, SOLANA_DEV_ACCOUNTS, seedBytes } from '../../../../dev/world/solana/accounts.js'
import { type SolanaNode, startSolanaNode } from '../../../../dev/world/solana/node.js'
import { knownNetwork, type Network } from '../../../../shared/networks.js'
import type { RpcRequest, RpcResult } from '../../../../shared/protocol/loader-widget.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../../../shared/solana-networks.js'
import { type AppState, initialAppState } from '../../../state/app-state.js'
import { createStore } from '../../../state/store.js'
import { createSolanaSend, type SolanaSendDeps } from './solana-send.js'
import type { SolanaSendToken } from './send-rules.js'

const SENDER = SOLANA_DEV_ACCOUNTS[3]!
let node: SolanaNode
let network: Network
let signer: Awaited<ReturnType<typeof createKeyPairSignerFromPrivateKeyBytes>>

beforeAll(async () => {
  node = await startSolanaNode({ port: 0, slotMs: 50 })
  network = { ...knownNetwork(SOLANA_LOCAL_NETWORK_ID)!, rpcUrls: [node.rpcUrl] }
  signer = await createKeyPairSignerFromPrivateKeyBytes(seedBytes(SENDER))
})
afterAll(async () => node?.stop())

const rpc = () => createSolanaRpc(node.rpcUrl)
const lamportsOf = async (address: Address) =>
  (await rpc().getBalance(address, { commitment: 'confirmed' }).send()).value
async function dusdOf(owner: Address): Promise<bigint> {
  const [account] = await findAssociatedTokenPda({ owner, mint: DUSD.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value } = await rpc().getAccountInfo(account, { encoding: 'base64' }).send()
  if (!value) return 0n
  return BigInt(
    await rpc()
      .getTokenAccountBalance(account)
      .send()
      .then(({ value }) => value.amount),
  )
}

/** A wallet that signs with the sender's key and sends through the node, as `solana_signAndSendTransaction`. */
async function signAndSend(request: RpcRequest): Promise<RpcResult> {
  const { transaction } = request.params as { transaction: string }
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction)) as Transaction
  const signed = await signTransaction([signer.keyPair], decoded)
  const signature = await rpc()
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', preflightCommitment: 'confirmed' })
    .send()
  return { ok: true, result: { signature } }
}

async function setup(token: SolanaSendToken, overrides: Partial<SolanaSendDeps> = {}) {
  const lamports = await lamportsOf(SENDER.address)
  const app = createStore<AppState>({
    ...initialAppState(),
    status: 'connected',
    address: SENDER.address,
    chainNamespace: 'solana',
    chainId: network.id,
    history: [{ name: 'Account' }, { name: 'Send' }],
  })
  const deps = {
    app,
    network: () => network,
    walletRequest: vi.fn(signAndSend),
    lamports: () => lamports,
    reloadBalances: vi.fn(),
    notLanded: vi.fn(),
    locale: () => 'en',
    confirmPollMs: 20,
    ...overrides,
  }
  const send = createSolanaSend(deps)
  send.setToken(token, null)
  return { app, deps, send, lamports }
}

const SOL = (balance: bigint): SolanaSendToken => ({
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
  balance,
  price: 0,
  iconUrl: '',
})
const DUSD_TOKEN: SolanaSendToken = { ...DUSD, contract: DUSD.mint, balance: 1_000_000_000n, price: 1, iconUrl: '' }

describe('Solana send', () => {
  it('behavior: SOL goes to the receiver exactly; the sender pays the amount and the quoted fee; Account is shown', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const { app, deps, send, lamports } = await setup(SOL(await lamportsOf(SENDER.address)))
    send.setAmount('1.25')
    send.setReceiver(receiver)
    await send.estimateFee()
    const fee = send.store.get().fee
    expect(fee).toMatchObject({ state: 'ready', maxFee: 5_000n, rentLamports: 0n })

    await send.send()
    expect(deps.walletRequest).toHaveBeenCalledWith({
      method: 'solana_signAndSendTransaction',
      params: { transaction: expect.any(String) },
    })
    expect(app.get().history.map((view) => view.name)).toEqual(['Account', 'Account'])
    expect(send.store.get()).toMatchObject({ sendTokenAmount: '', receiverAddress: '', loading: false })
    expect(await send.settled()).toEqual({ status: 'confirmed' })
    expect(deps.reloadBalances).toHaveBeenCalledOnce()
    expect(await lamportsOf(receiver)).toBe(1_250_000_000n)
    expect(await lamportsOf(SENDER.address)).toBe(lamports - 1_250_000_000n - 5_000n)
  })

  it('behavior: DUSD to a receiver without a token account creates it; the rent is shown and paid in SOL', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const before = await dusdOf(SENDER.address)
    const { deps, send, lamports } = await setup(DUSD_TOKEN)
    send.setAmount('12.5')
    send.setReceiver(receiver)
    await send.estimateFee()
    const fee = send.store.get().fee
    if (fee.state !== 'ready') throw new Error(`no fee: ${fee.state}`)
    expect(fee.rentLamports).toBe(await rpc().getMinimumBalanceForRentExemption(165n).send())

    await send.send()
    expect(await send.settled()).toEqual({ status: 'confirmed' })
    expect(deps.notLanded).not.toHaveBeenCalled()
    expect(await dusdOf(receiver)).toBe(12_500_000n)
    expect(await dusdOf(SENDER.address)).toBe(before - 12_500_000n)
    expect(await lamportsOf(SENDER.address)).toBe(lamports - fee.maxFee - fee.rentLamports)
  })

  it('error: a receiver that is not base58 is refused beside the field before the wallet is asked', async () => {
    const { deps, send } = await setup(SOL(10n ** 9n))
    send.setAmount('0.1')
    send.setReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(send.typedCheck()).toBe('invalidSolanaReceiver')
    await send.send()
    expect(send.store.get().error).toEqual({ rule: 'invalidSolanaReceiver' })
    expect(deps.walletRequest).not.toHaveBeenCalled()
  })

  it('error: the wallet refusing keeps what was typed and says why', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const refused = async (): Promise<RpcResult> => ({
      ok: false,
      error: { name: 'ProviderRpcError', code: 4001, message: 'User rejected the request.' },
    })
    const { app, send } = await setup(SOL(10n ** 9n), { walletRequest: vi.fn(refused) })
    send.setAmount('0.1')
    send.setReceiver(receiver)
    await send.send()
    expect(send.store.get()).toMatchObject({
      sendTokenAmount: '0.1',
      loading: false,
      error: { message: 'User rejected the request.' },
    })
    expect(app.get().history.at(-1)?.name).toBe('Send')
  })

  it('behavior: Max for SOL leaves exactly the fee; for DUSD it is the whole balance', async () => {
    const { send } = await setup(SOL(2_000_000_000n), { lamports: () => 2_000_000_000n })
    await send.setMax()
    expect(send.store.get().sendTokenAmount).toBe('1.999995')
    const spl = (await setup(DUSD_TOKEN, { lamports: () => 2_000_000_000n })).send
    await spl.setMax()
    expect(spl.store.get().sendTokenAmount).toBe('1000')
  })

  it('error: SOL that cannot pay the fee and the rent of a new token account is refused', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const { deps, send } = await setup(DUSD_TOKEN, { lamports: () => 10_000n })
    send.setAmount('1')
    send.setReceiver(receiver)
    await send.send()
    expect(send.store.get().error).toEqual({ rule: 'feeExceedsBalance' })
    expect(deps.walletRequest).not.toHaveBeenCalled()
  })
})
