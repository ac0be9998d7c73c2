/** A local chain for the indexer's tests: anvil with its unlocked dev accounts, the demo assets, and transfers of every kind. */
import { type Address, createWalletClient, erc20Abi, type Hash, http, type TransactionReceipt } from 'viem'
import { sendTransaction, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { anvil as anvilChain } from 'viem/chains'
import { startAnvil, type AnvilNode } from '../../../dev/world/anvil.js'
import { DEMO_ASSETS, deployDemoAssets, DEMO_HOLDERS } from '../../../dev/world/demo-assets.js'
import { ERC721_ARTIFACT, ERC1155_ARTIFACT } from '../../../dev/world/demo-contracts.js'
import type { Queryable } from '../../db/database.js'

export { DEMO_ASSETS, DEMO_HOLDERS }

/** Anvil's dev account `i` (one the world funds with every demo asset), lower-case. */
export function holder(i: number): Address {
  const address = DEMO_HOLDERS[i]
  if (!address) throw new Error(`no demo holder ${i}`)
  return address.toLowerCase() as Address
}

export interface TestChain {
  node: AnvilNode
  chainId: string
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>
  /** Waits for a transaction sent with `rpc` to be mined. */
  receipt(hash: string): Promise<TransactionReceipt>
  /** The number of the newest block. */
  head(): Promise<number>
  sendNative(from: Address, to: Address | null, value: bigint, data?: `0x${string}`): Promise<TransactionReceipt>
  sendErc20(from: Address, token: Address, to: Address, amount: bigint): Promise<TransactionReceipt>
  sendErc721(from: Address, collection: Address, to: Address, tokenId: bigint): Promise<TransactionReceipt>
  sendErc1155(from: Address, to: Address, id: bigint, amount: bigint): Promise<TransactionReceipt>
  sendErc1155Batch(from: Address, to: Address, ids: bigint[], amounts: bigint[]): Promise<TransactionReceipt>
  stop(): Promise<void>
}

export async function startTestChain(port: number, chainId = 31337, withAssets = true): Promise<TestChain> {
  const node = await startAnvil({ port, chainId })
  if (withAssets) await deployDemoAssets(node.rpcUrl, chainId, { metadataOrigin: 'http://127.0.0.1:9' })
  const walletOf = (address: Address) =>
    createWalletClient({
      account: { address, type: 'json-rpc' },
      chain: { ...anvilChain, id: chainId },
      transport: http(node.rpcUrl),
    })
  const mined = async (from: Address, hash: Hash) =>
    waitForTransactionReceipt(walletOf(from), { hash, pollingInterval: 20 })
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const reply = (await res.json()) as { result: T; error?: { message: string } }
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`)
    return reply.result
  }
  const write = async (from: Address, request: Parameters<typeof writeContract>[1]) =>
    mined(from, await writeContract(walletOf(from), { ...request, chain: null } as Parameters<typeof writeContract>[1]))
  return {
    node,
    chainId: `eip155:${chainId}`,
    rpc,
    receipt: (hash) => mined(DEMO_HOLDERS[0] as Address, hash as Hash),
    head: async () => Number(await rpc<string>('eth_blockNumber')),
    sendNative: async (from, to, value, data) =>
      mined(from, await sendTransaction(walletOf(from), { to, value, data, chain: null })),
    sendErc20: (from, token, to, amount) =>
      write(from, { abi: erc20Abi, address: token, functionName: 'transfer', args: [to, amount] } as never),
    sendErc721: (from, collection, to, tokenId) =>
      write(from, {
        abi: ERC721_ARTIFACT.abi,
        address: collection,
        functionName: 'transferFrom',
        args: [from, to, tokenId],
      } as never),
    sendErc1155: (from, to, id, amount) =>
      write(from, {
        abi: ERC1155_ARTIFACT.abi,
        address: DEMO_ASSETS.items,
        functionName: 'safeTransferFrom',
        args: [from, to, id, amount, '0x'],
      } as never),
    sendErc1155Batch: (from, to, ids, amounts) =>
      write(from, {
        abi: ERC1155_ARTIFACT.abi,
        address: DEMO_ASSETS.items,
        functionName: 'safeBatchTransferFrom',
        args: [from, to, ids, amounts, '0x'],
      } as never),
    stop: node.stop,
  }
}

/** Waits until the indexer has recorded every block up to `block` of `chainId`. */
export async function waitIndexed(db: Queryable, chainId: string, block: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await db.query<{ next_block: number }>('select next_block from indexer_chains where chain_id = $1', [
      chainId,
    ])
    if (row && row.next_block > block) return
    if (Date.now() > deadline)
      throw new Error(`${chainId}: block ${block} not indexed after ${timeoutMs} ms (at ${row?.next_block})`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
