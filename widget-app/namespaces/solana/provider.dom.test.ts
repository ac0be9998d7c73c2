// @vitest-environment happy-dom
/**
 * The solana adapter against the demo wallet (reached as the widget reaches it: the loader's Wallet
 * Standard bridge behind `walletRequest`) and the local Solana node: listing, connecting, the site's
 * `solana_*` requests and their errors, balances and slots.
 */
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaTestWallet, type SolanaTestWallet } from '../../../dev/wallets/solana-test-wallet/wallet.js'
import { SOLANA_DEV_ACCOUNTS } from '../../../dev/world/solana/accounts.js'
import { type SolanaNode, startSolanaNode } from '../../../dev/world/solana/node.js'
import { discoverStandardWallets as bridgeWallets } from '../../../loader/solana/standard-wallets.js'
import { RpcErrorCode } from '../../../shared/errors.js'
import { SOLANA_LOCAL_NETWORK_ID, customSolanaNetwork } from '../../../shared/solana-networks.js'
import type { LoaderApi, RpcResult, WalletInfo } from '../../../shared/protocol/loader-widget.js'
import type { ActiveConnection, ProviderContext } from '../adapter.js'
import { createSolanaAdapter } from './adapter.js'

const [DEV0, DEV1] = SOLANA_DEV_ACCOUNTS as [(typeof SOLANA_DEV_ACCOUNTS)[0], (typeof SOLANA_DEV_ACCOUNTS)[0]]
const REFERENCE = SOLANA_LOCAL_NETWORK_ID.slice('solana:'.length)

let node: SolanaNode
let demo: SolanaTestWallet
let unregister: () => void

/** The loader's side, as loader/index.ts wires it: the bridge's provider called by id. */
function loaderOf(source: ReturnType<typeof bridgeWallets>): Pick<LoaderApi, 'walletRequest'> {
  return {
    async walletRequest(walletId, request): Promise<RpcResult> {
      try {
        const result = await source.provider(walletId)!.request(request)
        return { ok: true, result: structuredClone(result) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { ok: false, error: { code, message } }
      }
    },
  }
}

/** A JSON-RPC call on the node (kit's RPC client does not run under happy-dom). */
async function nodeCall<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}
const lamportsOf = async (account: string) => BigInt((await nodeCall<{ value: number }>('getBalance', [account])).value)

function setupAdapter() {
  const network = customSolanaNetwork(REFERENCE, node.rpcUrl)
  const adapter = createSolanaAdapter({ networks: () => [network] })
  const source = bridgeWallets(() => {})
  const [found] = adapter.discover(source.list(), loaderOf(source))
  return { adapter, network, connector: found!.connector, info: found!.info }
}

function contextFor(connection: ActiveConnection | undefined, waitForConnection = async () => ''): ProviderContext {
  return {
    connection: () => connection,
    networks: () => [],
    requireAllowedOrigin: async () => {},
    switchTo: async () => {},
    chainChanged: () => {},
    waitForConnection,
  }
}

beforeAll(async () => {
  // The page's origin is allowed, as the world allows the widget's.
  node = await startSolanaNode({ port: 0, allowedOrigins: [location.origin] })
  demo = await createSolanaTestWallet({
    seedHex: DEV0.seedHex,
    chain: SOLANA_LOCAL_NETWORK_ID as `solana:${string}`,
    rpcUrl: node.rpcUrl,
    autoApprove: true,
  })
  unregister = getWallets().register(demo.wallet)
})
afterAll(async () => {
  unregister?.()
  await node?.stop()
})

describe('solana adapter', () => {
  it('behavior: lists only Wallet Standard Solana wallets, each as a solana connector with its chains', () => {
    const { adapter, connector, info } = setupAdapter()
    expect(info).toMatchObject({ name: 'Solana Test Wallet', source: 'wallet-standard' })
    expect(connector).toMatchObject({ chainNamespace: 'solana', type: 'ANNOUNCED', chains: [SOLANA_LOCAL_NETWORK_ID] })
    const evm: WalletInfo = { id: 'x', name: 'EVM', source: 'eip6963' }
    expect(adapter.discover([evm], loaderOf(bridgeWallets(() => {})))).toEqual([])
  })

  it('behavior: connects through standard:connect, reads the network, the balance and the slot from the node', async () => {
    const { adapter, connector, network } = setupAdapter()
    expect(await adapter.requestAccounts(connector)).toEqual([DEV0.address])
    expect(await adapter.accounts(connector)).toEqual([DEV0.address])
    expect(await adapter.chainId(connector)).toBe(REFERENCE)
    const lamports = await lamportsOf(DEV0.address)
    expect(lamports).toBeGreaterThan(0n)
    expect(await adapter.readBalance(network, DEV0.address)).toBe(lamports)
    expect(await adapter.readBlockNumber(network)).toBeGreaterThanOrEqual(0n)
    expect(adapter.encodeChainId(REFERENCE)).toBe(SOLANA_LOCAL_NETWORK_ID)
  })

  it('behavior: solana_signMessage answers a base58 signature that verifies for the account', async () => {
    const { adapter, connector } = setupAdapter()
    await adapter.requestAccounts(connector)
    const message = new TextEncoder().encode('Sign in to the site')
    const { signature } = (await adapter.answer(
      { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(message), pubkey: DEV0.address } },
      contextFor({ connector, address: DEV0.address, chainId: REFERENCE }),
    )) as { signature: string }
    const key = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(getBase58Encoder().encode(DEV0.address)),
      'Ed25519',
      true,
      ['verify'],
    )
    expect(await verifySignature(key, Uint8Array.from(getBase58Encoder().encode(signature)) as never, message)).toBe(
      true,
    )
  })

  it('behavior: solana_signTransaction answers the signed transaction (base64) and its signature; signAndSend lands it', async () => {
    const { adapter, connector } = setupAdapter()
    await adapter.requestAccounts(connector)
    const { value: blockhash } = await nodeCall<{ value: { blockhash: Blockhash; lastValidBlockHeight: number } }>(
      'getLatestBlockhash',
      [],
    )
    const transaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayer(address(DEV0.address), message),
        (message) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: blockhash.blockhash, lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight) },
            message,
          ),
        (message) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(address(DEV0.address)),
                destination: address(DEV1.address),
                amount: 1_000n,
              }),
            ],
            message,
          ),
      ),
    )
    const wire = getBase64EncodedWireTransaction(transaction)
    const context = contextFor({ connector, address: DEV0.address, chainId: REFERENCE })
    const signed = (await adapter.answer(
      { method: 'solana_signTransaction', params: { transaction: wire } },
      context,
    )) as { signature: string; transaction: string }
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(signed.transaction))
    expect(getBase58Decoder().decode(decoded.signatures[address(DEV0.address)]!)).toBe(signed.signature)

    const before = await lamportsOf(DEV1.address)
    const sent = (await adapter.answer(
      { method: 'solana_signAndSendTransaction', params: { transaction: wire } },
      context,
    )) as { signature: string }
    expect(sent.signature).toBe(signed.signature)
    expect(await lamportsOf(DEV1.address)).toBe(before + 1_000n)
  })

  it('behavior: without a Solana connection, solana_getAccounts is [] and signing is 4100; with one, the accounts are its address', async () => {
    const { adapter, connector } = setupAdapter()
    await expect(adapter.answer({ method: 'solana_getAccounts' }, contextFor(undefined))).resolves.toEqual([])
    await expect(
      adapter.answer(
        { method: 'solana_signMessage', params: { message: '2', pubkey: DEV0.address } },
        contextFor(undefined),
      ),
    ).rejects.toMatchObject({ code: RpcErrorCode.unauthorized })
    const connected = contextFor({ connector, address: DEV0.address, chainId: REFERENCE })
    await expect(adapter.answer({ method: 'solana_requestAccounts' }, connected)).resolves.toEqual([
      { pubkey: DEV0.address },
    ])
  })

  it('error: solana_requestAccounts rejects 4100 when the user connects an EVM wallet instead', async () => {
    const { adapter } = setupAdapter()
    const evm = { connector: { chainNamespace: 'eip155' }, address: '0x1', chainId: 1 } as ActiveConnection
    let connection: ActiveConnection | undefined
    const context = {
      ...contextFor(undefined),
      connection: () => connection,
      waitForConnection: async () => {
        connection = evm
        return '0x1'
      },
    }
    await expect(adapter.answer({ method: 'solana_requestAccounts' }, context)).rejects.toMatchObject({
      code: RpcErrorCode.unauthorized,
      message: 'The connected wallet has no Solana account.',
    })
  })

  it('error: bad params are -32602 naming the parameter; another account is 4100; an unknown method is 4200', async () => {
    const { adapter, connector } = setupAdapter()
    const context = contextFor({ connector, address: DEV0.address, chainId: REFERENCE })
    await expect(
      adapter.answer({ method: 'solana_signMessage', params: { message: '0OIl' } }, context),
    ).rejects.toMatchObject({ code: -32602, message: 'solana_signMessage expects params.message as a base58 string' })
    await expect(adapter.answer({ method: 'solana_signTransaction', params: ['x'] }, context)).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      adapter.answer({ method: 'solana_signMessage', params: { message: '2', pubkey: DEV1.address } }, context),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(adapter.answer({ method: 'solana_signAllTransactions', params: {} }, context)).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('error: a refusal in the wallet reaches the site as 4001', async () => {
    const { adapter, connector } = setupAdapter()
    await adapter.requestAccounts(connector)
    const strict = await createSolanaTestWallet({
      seedHex: DEV1.seedHex,
      chain: SOLANA_LOCAL_NETWORK_ID as `solana:${string}`,
      rpcUrl: node.rpcUrl,
      name: 'Strict Wallet',
    })
    const off = getWallets().register(strict.wallet)
    try {
      const source = bridgeWallets(() => {})
      const found = adapter.discover(source.list(), loaderOf(source)).find((w) => w.info.name === 'Strict Wallet')!
      const pending = adapter.requestAccounts(found.connector)
      await expect.poll(() => strict.pendingCount()).toBe(1)
      strict.rejectNext()
      await expect(pending).rejects.toMatchObject({ code: 4001 })
    } finally {
      off()
    }
  })

  it('behavior: forget calls standard:disconnect; switching is refused for a network the wallet lacks', async () => {
    const { adapter, connector } = setupAdapter()
    await adapter.requestAccounts(connector)
    await adapter.forget(connector)
    expect(demo.requests.at(-1)?.feature).toBe('standard:disconnect')
    expect(await adapter.accounts(connector)).toEqual([])
    await expect(
      adapter.switchNetwork(connector, customSolanaNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'http://127.0.0.1:9')),
    ).rejects.toMatchObject({ code: 4902 })
  })
})
