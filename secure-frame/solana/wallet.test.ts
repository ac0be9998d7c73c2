/**
 * The email wallet's Solana methods against the local Solana node (dev/world/solana/): the key's
 * derivation and custody, messages and transactions shown in the approval and signed only when
 * approved, and a sent transfer that moves exactly what the approval said.
 */
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  type Transaction,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DUSD, SOLANA_DEV_ACCOUNTS, seedBytes } from '../../dev/world/solana/accounts.js'
import { type SolanaNode, startSolanaNode } from '../../dev/world/solana/node.js'
import { RpcErrorCode } from '../../shared/errors.js'
import { SOLANA_LOCAL_NAME, SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { decodeBase64, encodeBase58 } from '../../shared/solana/encoding.js'
import { prepareSolTransfer, prepareSplTransfer } from '../../shared/solana/transfer.js'
import { describeApproval } from '../approval-details.js'
import { type ApprovalRequest, createApprovalQueue } from '../approval-queue.js'
import type { AuthApi, AuthSession } from '../auth-api.js'
import { createKeyring, type Keyring } from '../keyring.js'
import { createSolanaWallet, type SolanaWallet } from './wallet.js'

const NETWORK = SOLANA_LOCAL_NETWORK_ID
const DEV0 = SOLANA_DEV_ACCOUNTS[0]!
const DEV1 = SOLANA_DEV_ACCOUNTS[1]!.address
const KEY_SECRET = btoa('a per-user secret of 32 bytes!!!')
const ONE_SOL = 1_000_000_000n

let node: SolanaNode
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  node = await startSolanaNode({ port: 0 })
  rpc = createSolanaRpc(node.rpcUrl)
})
afterAll(async () => {
  await node?.stop()
})

/** A keyring with a stand-in auth API that keeps the one wrapped key it is given. */
function keyringOf(userId: string) {
  let stored: string | null = null
  const api = {
    saveWallet: async (_address: string, encryptedKey: string) => {
      stored = encryptedKey
    },
    session: async () => null,
  } as unknown as AuthApi
  const session = (): AuthSession => ({
    user: { id: userId, email: `${userId}@example.com`, address: null },
    keySecret: KEY_SECRET,
    encryptedKey: stored,
  })
  return { keyring: createKeyring({ api }), session }
}

interface Harness {
  keyring: Keyring
  wallet: SolanaWallet
  shown: ApprovalRequest[]
  /** What the user answers to the next approvals (true: approve). */
  answer: { approve: boolean }
  address: Address
}

async function harness(userId: string): Promise<Harness> {
  const { keyring, session } = keyringOf(userId)
  await keyring.signIn(session())
  const shown: ApprovalRequest[] = []
  const answer = { approve: true }
  const approver = createApprovalQueue({
    view: {
      show(request, decide) {
        shown.push(request)
        queueMicrotask(() => decide(answer.approve))
      },
      hide() {},
    },
    setVisible() {},
  })
  const wallet = createSolanaWallet({
    keyring,
    approver,
    fetch: (input, init) => fetch(input, init),
    rpcUrlFor: (network) => (network === NETWORK ? node.rpcUrl : 'http://127.0.0.1:1/'),
    site: () => ({ origin: 'http://localhost:4400' }),
  })
  const [account] = (await call(wallet, 'solana_getAccounts')) as { pubkey: Address }[]
  return { keyring, wallet, shown, answer, address: account!.pubkey }
}

async function call(wallet: SolanaWallet, method: Parameters<SolanaWallet['request']>[0], params?: unknown) {
  const controller = new AbortController()
  const { result } = await wallet.request(method, params, { signal: controller.signal, commit: () => {} })
  return result
}

const balanceOf = async (address: Address) => (await rpc.getBalance(address, { commitment: 'confirmed' }).send()).value
const base64Of = (transaction: Transaction) => getBase64EncodedWireTransaction(transaction)
const rowsOf = (request: ApprovalRequest) =>
  Object.fromEntries(describeApproval(request).rows.map((row) => [row.label, row.value]))

describe('the Solana key', () => {
  it('behavior: the same user gets the same Solana address in every frame, another user another one', async () => {
    const { keyring, session } = keyringOf('user-a')
    await keyring.signIn(session()) // creates and stores the wallet key
    const first = createSolanaWallet({
      keyring,
      approver: { approve: async () => {} },
      fetch,
      rpcUrlFor: () => node.rpcUrl,
      site: () => ({ origin: null }),
    })
    const [a] = (await call(first, 'solana_getAccounts')) as { pubkey: string }[]
    // Another frame of the same user unwraps the stored key.
    const again = createKeyring({ api: {} as AuthApi })
    await again.signIn(session())
    const second = createSolanaWallet({
      keyring: again,
      approver: { approve: async () => {} },
      fetch,
      rpcUrlFor: () => node.rpcUrl,
      site: () => ({ origin: null }),
    })
    const [b] = (await call(second, 'solana_getAccounts')) as { pubkey: string }[]
    const other = await harness('user-b')
    expect(a!.pubkey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(b!.pubkey).toBe(a!.pubkey)
    expect(other.address).not.toBe(a!.pubkey)
  })

  it('behavior: the Solana private key cannot be exported from the frame', async () => {
    const { keyring } = await harness('user-c')
    const material = keyring.user()!.solanaKeyMaterial
    expect(material.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', material)).rejects.toThrow()
  })

  it('error: without a signed-in user every method answers 4100', async () => {
    const h = await harness('user-d')
    h.keyring.signOut()
    await expect(call(h.wallet, 'solana_getAccounts')).rejects.toMatchObject({ code: RpcErrorCode.unauthorized })
  })
})

describe('solana_signMessage', () => {
  let h: Harness
  beforeEach(async () => {
    h = await harness('signer')
  })

  it('behavior: shows the message as text and signs it once approved; the signature verifies', async () => {
    const text = 'Sign in to example.com\nNonce: 42'
    const bytes = new TextEncoder().encode(text)
    const { signature } = (await call(h.wallet, 'solana_signMessage', {
      message: encodeBase58(bytes),
      pubkey: h.address,
      network: NETWORK,
    })) as { signature: string }
    const model = describeApproval(h.shown[0]!)
    expect(model.title).toBe('Sign message')
    expect(model.body).toEqual({ caption: 'Message', text })
    expect(rowsOf(h.shown[0]!).Network).toBe(SOLANA_LOCAL_NAME)
    const publicKey = await crypto.subtle.importKey('raw', getAddressEncoder().encode(h.address), 'Ed25519', true, [
      'verify',
    ])
    expect(await verifySignature(publicKey, getBase58Encoder().encode(signature) as never, bytes)).toBe(true)
    // A signature over other bytes does not verify: the check above could fail.
    expect(await verifySignature(publicKey, getBase58Encoder().encode(signature) as never, bytes.subarray(1))).toBe(
      false,
    )
  })

  it('behavior: bytes that are not text are shown as hex', async () => {
    await call(h.wallet, 'solana_signMessage', {
      message: encodeBase58(new Uint8Array([0, 1, 255])),
      pubkey: h.address,
    })
    expect(describeApproval(h.shown[0]!).body).toEqual({
      caption: 'Message (hex; not readable text)',
      text: '0x0001ff',
    })
  })

  it('error: a rejected message is 4001 and nothing is signed', async () => {
    h.answer.approve = false
    await expect(
      call(h.wallet, 'solana_signMessage', { message: encodeBase58(new Uint8Array([104, 105])), pubkey: h.address }),
    ).rejects.toMatchObject({ code: RpcErrorCode.userRejected })
  })

  it('error: another account than the signed-in one is 4100 and asks nobody', async () => {
    await expect(
      call(h.wallet, 'solana_signMessage', { message: encodeBase58(new Uint8Array([1])), pubkey: DEV1 }),
    ).rejects.toMatchObject({ code: RpcErrorCode.unauthorized })
    expect(h.shown).toHaveLength(0)
  })
})

describe('solana transactions', () => {
  let h: Harness
  beforeAll(async () => {
    h = await harness('sender')
    node.ledger.airdrop(h.address, 2n * ONE_SOL)
    // DUSD for the SPL transfer: from dev account 0.
    const dev0 = await createKeyPairSignerFromPrivateKeyBytes(seedBytes(DEV0))
    const { transaction } = await prepareSplTransfer(rpc, {
      from: DEV0.address,
      to: h.address,
      mint: DUSD.mint,
      amount: 5_000_000n,
      decimals: DUSD.decimals,
    })
    const signed = await signTransaction([dev0.keyPair], transaction)
    await rpc.sendTransaction(base64Of(signed), { encoding: 'base64' }).send()
  })
  beforeEach(() => {
    h.shown.length = 0
    h.answer.approve = true
  })

  it('behavior: a SOL transfer is shown with recipient, amount, fee payer, network and fee, and sent exactly', async () => {
    const { transaction } = await prepareSolTransfer(rpc, { from: h.address, to: DEV1, lamports: 10_000_000n })
    const [before, receiverBefore] = await Promise.all([balanceOf(h.address), balanceOf(DEV1)])
    const { signature } = (await call(h.wallet, 'solana_signAndSendTransaction', {
      transaction: base64Of(transaction),
      network: NETWORK,
    })) as { signature: string }
    const model = describeApproval(h.shown[0]!)
    expect(model.title).toBe('Send transaction')
    expect(model.summary).toBe(`Send 0.01 SOL to ${DEV1.slice(0, 4)}…${DEV1.slice(-6)}`)
    expect(rowsOf(h.shown[0]!)).toEqual({
      Network: SOLANA_LOCAL_NAME,
      'Fee payer': h.address,
      Recipient: DEV1,
      Amount: '0.01 SOL',
      'Network fee': '0.000005 SOL',
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await balanceOf(DEV1)).toBe(receiverBefore + 10_000_000n)
    expect(await balanceOf(h.address)).toBe(before - 10_000_000n - 5_000n)
  })

  it('behavior: an SPL transfer shows mint, recipient wallet and amount; signTransaction hands it back signed', async () => {
    const { transaction } = await prepareSplTransfer(rpc, {
      from: h.address,
      to: DEV1,
      mint: DUSD.mint,
      amount: 1_500_000n,
      decimals: DUSD.decimals,
    })
    const before = await balanceOf(h.address)
    const answer = (await call(h.wallet, 'solana_signTransaction', {
      transaction: base64Of(transaction),
      network: NETWORK,
    })) as { signature: string; transaction: string }
    const model = describeApproval(h.shown[0]!)
    expect(model.title).toBe('Sign transaction')
    const rows = describeApproval(h.shown[0]!).rows.map((row) => [row.label, row.value])
    expect(rows).toEqual([
      ['Network', SOLANA_LOCAL_NAME],
      ['Fee payer', h.address],
      ['New token account for', DEV1],
      // The new token account is for the transfer's mint: named once, with the transfer.
      ['Mint', DUSD.mint],
      ['Recipient', DEV1],
      ['Amount', '1.5'],
      ['Network fee', '0.000005 SOL'],
    ])
    const signed = getTransactionDecoder().decode(decodeBase64(answer.transaction))
    expect(encodeBase58(signed.signatures[h.address]!)).toBe(answer.signature)
    // Signed only: nothing moved until someone sends it.
    expect(await balanceOf(h.address)).toBe(before)
    await rpc.sendTransaction(answer.transaction as never, { encoding: 'base64' }).send()
    expect(await balanceOf(h.address)).toBe(before - 5_000n)
  })

  it('behavior: an instruction of another program is shown as its program id and "unknown instruction"', async () => {
    const memo = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const transaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(h.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) => appendTransactionMessageInstruction({ programAddress: memo, data: new TextEncoder().encode('hi') }, m),
      ),
    )
    h.answer.approve = false
    await expect(
      call(h.wallet, 'solana_signTransaction', { transaction: base64Of(transaction), network: NETWORK }),
    ).rejects.toMatchObject({ code: RpcErrorCode.userRejected })
    expect(rowsOf(h.shown[0]!).Program).toBe(`${memo} (unknown instruction)`)
    expect(describeApproval(h.shown[0]!).summary).toBeNull()
  })

  it("behavior: a transaction another fee payer signed first is co-signed and sent; the answer is the transaction's id", async () => {
    const dev0 = await createKeyPairSignerFromPrivateKeyBytes(seedBytes(DEV0))
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const transaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(DEV0.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: createNoopSigner(h.address), destination: DEV1, amount: 1_000n }),
            m,
          ),
      ),
    )
    const paid = await partiallySignTransaction([dev0.keyPair], transaction)
    const [before, payerBefore] = await Promise.all([balanceOf(h.address), balanceOf(DEV0.address)])
    const { signature } = (await call(h.wallet, 'solana_signAndSendTransaction', {
      transaction: base64Of(paid),
      network: NETWORK,
    })) as { signature: string }
    expect(signature).toBe(encodeBase58(paid.signatures[DEV0.address]!))
    expect(rowsOf(h.shown[0]!)['Fee payer']).toBe(DEV0.address)
    expect(await balanceOf(h.address)).toBe(before - 1_000n)
    expect(await balanceOf(DEV0.address)).toBe(payerBefore - 10_000n) // two signatures
  })

  it('error: a transaction still missing another signature is refused before anyone is asked', async () => {
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const transaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(DEV0.address, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: createNoopSigner(h.address), destination: DEV1, amount: 1n }),
            m,
          ),
      ),
    )
    await expect(
      call(h.wallet, 'solana_signAndSendTransaction', { transaction: base64Of(transaction), network: NETWORK }),
    ).rejects.toMatchObject({ code: RpcErrorCode.invalidParams, message: expect.stringContaining(DEV0.address) })
    expect(h.shown).toHaveLength(0)
  })

  it('error: a transaction that does not need this account is refused before anyone is asked', async () => {
    const { transaction } = await prepareSolTransfer(rpc, { from: DEV0.address, to: DEV1, lamports: 1n })
    await expect(
      call(h.wallet, 'solana_signAndSendTransaction', { transaction: base64Of(transaction), network: NETWORK }),
    ).rejects.toMatchObject({ code: RpcErrorCode.invalidParams })
    expect(h.shown).toHaveLength(0)
  })

  it('error: bytes that are not a transaction are -32602', async () => {
    await expect(
      call(h.wallet, 'solana_signTransaction', { transaction: 'AAAA', network: NETWORK }),
    ).rejects.toMatchObject({ code: RpcErrorCode.invalidParams })
  })

  it('error: signed out while the approval was open, nothing is signed (4100)', async () => {
    const { keyring, session } = keyringOf('leaver')
    await keyring.signIn(session())
    const wallet = createSolanaWallet({
      keyring,
      approver: {
        approve: async () => {
          keyring.signOut()
        },
      },
      fetch,
      rpcUrlFor: () => node.rpcUrl,
      site: () => ({ origin: null }),
    })
    const [own] = (await call(wallet, 'solana_getAccounts')) as { pubkey: Address }[]
    const mine = await prepareSolTransfer(rpc, { from: own!.pubkey, to: DEV1, lamports: 1n })
    await expect(
      call(wallet, 'solana_signTransaction', { transaction: base64Of(mine.transaction), network: NETWORK }),
    ).rejects.toMatchObject({ code: RpcErrorCode.unauthorized })
  })
})
