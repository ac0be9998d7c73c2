import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  type Rpc,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  type SolanaRpcApi,
  signTransaction,
  type Transaction,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_LOCAL_GENESIS_HASH, SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import { prepareSolTransfer, prepareSplTransfer } from '../../../shared/solana/transfer.js'
import { DUSD, SOLANA_DEV_ACCOUNTS, SOLANA_DEV_DUSD, SOLANA_DEV_LAMPORTS, seedBytes } from './accounts.js'
import { BLOCKHASH_VALID_BLOCKS, FINALIZED_AFTER_SLOTS, LAMPORTS_PER_SIGNATURE } from './ledger.js'
import { type SolanaNode, startSolanaNode } from './node.js'

const SITE = 'http://localhost:4400'
const SLOT_MS = 400
/** The node's clock: moved by the tests, so slots and expiries need no waiting. */
let clock = Date.parse('2026-01-01T00:00:00Z')
let node: SolanaNode
let rpc: Rpc<SolanaRpcApi>
let senders: KeyPairSigner[]

beforeAll(async () => {
  node = await startSolanaNode({ port: 0, allowedOrigins: [SITE], slotMs: SLOT_MS, now: () => clock })
  rpc = createSolanaRpc(node.rpcUrl) as Rpc<SolanaRpcApi>
  senders = await Promise.all(SOLANA_DEV_ACCOUNTS.map((key) => createKeyPairSignerFromPrivateKeyBytes(seedBytes(key))))
})
afterAll(async () => {
  await node?.stop()
})

const balanceOf = async (address: Address) => (await rpc.getBalance(address).send()).value
async function dusdOf(owner: Address): Promise<bigint | null> {
  const [ata] = await findAssociatedTokenPda({ owner, mint: DUSD.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'jsonParsed' }).send()
  if (!value) return null
  return BigInt(
    (value.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info.tokenAmount.amount,
  )
}
async function submit(signer: KeyPairSigner, transaction: Transaction): Promise<Signature> {
  const signed = await signTransaction([signer.keyPair], transaction)
  return rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}
async function rpcCall(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, body: await res.text() }
}

describe('the local Solana node', () => {
  it('behavior: the dev accounts hold exactly 100 SOL and 1,000 DUSD; the genesis hash names the network', async () => {
    for (const { address } of SOLANA_DEV_ACCOUNTS) {
      expect(await balanceOf(address)).toBe(SOLANA_DEV_LAMPORTS)
      expect(await dusdOf(address)).toBe(SOLANA_DEV_DUSD)
    }
    const owned = await rpc
      .getTokenAccountsByOwner(SOLANA_DEV_ACCOUNTS[4]!.address, { mint: DUSD.mint }, { encoding: 'jsonParsed' })
      .send()
    expect(owned.value.map(({ account }) => account.data.parsed.info)).toEqual([
      {
        isNative: false,
        mint: DUSD.mint,
        owner: SOLANA_DEV_ACCOUNTS[4]!.address,
        state: 'initialized',
        tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
      },
    ])
    const genesis = await rpc.getGenesisHash().send()
    expect([genesis, `solana:${genesis.slice(0, 32)}`]).toEqual([SOLANA_LOCAL_GENESIS_HASH, SOLANA_LOCAL_NETWORK_ID])
  })

  it('behavior: a SOL transfer lands, moves exactly the amount, and costs the sender the amount and the fee', async () => {
    const [sender] = senders as [KeyPairSigner]
    const receiver = (await generateKeyPairSigner()).address
    const before = await balanceOf(sender.address)
    const prepared = await prepareSolTransfer(rpc, { from: sender.address, to: receiver, lamports: 1_234_567_890n })
    expect([prepared.feeLamports, prepared.rentLamports]).toEqual([LAMPORTS_PER_SIGNATURE, 0n])
    const signature = await submit(sender, prepared.transaction)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'confirmed' })
    expect(await balanceOf(receiver)).toBe(1_234_567_890n)
    expect(await balanceOf(sender.address)).toBe(before - 1_234_567_890n - prepared.feeLamports)
    clock += Number(FINALIZED_AFTER_SLOTS) * SLOT_MS
    const [later] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(later).toMatchObject({ err: null, confirmations: null, confirmationStatus: 'finalized' })
  })

  it('behavior: an SPL transfer to a fresh address creates its token account and moves exactly the amount', async () => {
    const sender = senders[1] as KeyPairSigner
    const receiver = (await generateKeyPairSigner()).address
    const [lamportsBefore, dusdBefore] = [await balanceOf(sender.address), await dusdOf(sender.address)]
    expect(await dusdOf(receiver)).toBeNull()
    const first = await prepareSplTransfer(rpc, {
      from: sender.address,
      to: receiver,
      mint: DUSD.mint,
      amount: 12_500_001n,
      decimals: 6,
    })
    expect(first.rentLamports).toBe(await rpc.getMinimumBalanceForRentExemption(165n).send())
    await submit(sender, first.transaction)
    expect(await dusdOf(receiver)).toBe(12_500_001n)
    expect(await dusdOf(sender.address)).toBe((dusdBefore ?? 0n) - 12_500_001n)
    expect(await balanceOf(sender.address)).toBe(lamportsBefore - first.feeLamports - first.rentLamports)
    // The account exists now: no rent, and the idempotent instruction does not refuse the second transfer.
    const second = await prepareSplTransfer(rpc, {
      from: sender.address,
      to: receiver,
      mint: DUSD.mint,
      amount: 1n,
      decimals: 6,
    })
    expect(second.rentLamports).toBe(0n)
    await submit(sender, second.transaction)
    expect(await dusdOf(receiver)).toBe(12_500_002n)
  })

  it('error: a transfer beyond the balance fails preflight with the instruction error, and nothing moves', async () => {
    const sender = senders[2] as KeyPairSigner
    const receiver = (await generateKeyPairSigner()).address
    const before = await balanceOf(sender.address)
    const prepared = await prepareSolTransfer(rpc, { from: sender.address, to: receiver, lamports: before * 2n })
    const failure = await submit(sender, prepared.transaction).catch((err: unknown) => err)
    expect(isSolanaError(failure, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true)
    expect((failure as { cause?: { context?: unknown } }).cause?.context).toMatchObject({ index: 0 })
    expect(await balanceOf(sender.address)).toBe(before)
    expect(await balanceOf(receiver)).toBe(0n)
  })

  it('error: a transaction signed by another key fails signature verification (-32003)', async () => {
    const sender = senders[3] as KeyPairSigner
    const prepared = await prepareSolTransfer(rpc, { from: sender.address, to: senders[0]!.address, lamports: 1n })
    const forged = { ...prepared.transaction, signatures: { [sender.address]: new Uint8Array(64).fill(7) } }
    const wire = getBase64EncodedWireTransaction(forged as unknown as Transaction)
    const failure = await rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((err: unknown) => err)
    expect(
      isSolanaError(failure, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE),
    ).toBe(true)
  })

  it('error: a blockhash 150 blocks old is refused as BlockhashNotFound', async () => {
    const sender = senders[3] as KeyPairSigner
    const prepared = await prepareSolTransfer(rpc, { from: sender.address, to: senders[0]!.address, lamports: 1n })
    const { blockhash } = (await rpc.getLatestBlockhash().send()).value
    expect((await rpc.isBlockhashValid(blockhash).send()).value).toBe(true)
    clock += (Number(BLOCKHASH_VALID_BLOCKS) + 1) * SLOT_MS
    expect((await rpc.isBlockhashValid(blockhash).send()).value).toBe(false)
    const failure = await submit(sender, prepared.transaction).catch((err: unknown) => err)
    expect(isSolanaError(failure, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true)
    expect(isSolanaError((failure as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true)
  })

  it('error: unknown methods, bad params, bad JSON and undecodable transactions get their JSON-RPC codes', async () => {
    const call = (method: string, params: unknown[]) => rpcCall({ jsonrpc: '2.0', id: 1, method, params })
    expect(JSON.parse((await call('getBlockProduction', [])).body).error.code).toBe(-32601)
    const badAddress = JSON.parse((await call('getBalance', ['not-an-address'])).body)
    expect(badAddress.error).toEqual({ code: -32602, message: expect.stringContaining('"not-an-address"') })
    const badTx = JSON.parse((await call('sendTransaction', ['AAAA', { encoding: 'base64' }])).body)
    expect(badTx.error.code).toBe(-32602)
    const notJson = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect((await notJson.json()).error.code).toBe(-32700)
    const batch = JSON.parse((await rpcCall([{ jsonrpc: '2.0', id: 1, method: 'getSlot' }, { id: 2 }])).body)
    expect(batch.map((answer: { id: number; error?: { code: number } }) => [answer.id, answer.error?.code])).toEqual([
      [1, undefined],
      [2, -32600],
    ])
  })

  it('behavior: browsers may call it from the allowed origins only; u64 amounts are JSON numbers', async () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOLANA_DEV_ACCOUNTS[4]!.address] }
    const allowed = await rpcCall(request, { origin: SITE })
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([200, SITE])
    expect(allowed.body).toContain(`"value":${SOLANA_DEV_LAMPORTS}}`)
    const other = await rpcCall(request, { origin: 'https://elsewhere.example' })
    expect([other.status, other.headers.get('access-control-allow-origin')]).toEqual([403, null])
    const preflight = await fetch(node.rpcUrl, { method: 'OPTIONS', headers: { origin: SITE } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client')
  })

  it('behavior: requestAirdrop credits exactly the amount asked', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const signature = await rpc.requestAirdrop(receiver, lamports(2_000_000_000n)).send()
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.err).toBeNull()
    expect(await balanceOf(receiver)).toBe(2_000_000_000n)
  })
})
