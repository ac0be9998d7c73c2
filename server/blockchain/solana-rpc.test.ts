/**
 * The node RPC address on a Solana network: the email wallet of the secure frame reads, prices and
 * sends through it (and through nothing else), against the local Solana node. Methods that would make
 * the node act on its own are refused in place.
 */
import { type Address, createSolanaRpc, getBase64EncodedWireTransaction } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from '../../dev/world/solana/accounts.js'
import { type SolanaNode, startSolanaNode } from '../../dev/world/solana/node.js'
import { SOLANA_LOCAL_NETWORK_ID, SOLANA_MAINNET_NETWORK_ID } from '../../shared/solana-networks.js'
import { prepareSolTransfer } from '../../shared/solana/transfer.js'
import type { AuthApi } from '../../secure-frame/auth-api.js'
import { createKeyring } from '../../secure-frame/keyring.js'
import { solanaRpcUrl } from '../../secure-frame/solana/node.js'
import { createSolanaWallet } from '../../secure-frame/solana/wallet.js'
import { type TestDatabase, testDrivers } from '../testing/databases.js'
import { seedProject, startTestServer, type TestServer } from '../testing/harness.js'
import { METHOD_NOT_ALLOWED } from './rpc-proxy.js'

const PROJECT = 'solana-rpc-test'
const NETWORK = SOLANA_LOCAL_NETWORK_ID
const RECEIVER = SOLANA_DEV_ACCOUNTS[2]!.address

let node: SolanaNode

beforeAll(async () => {
  node = await startSolanaNode({ port: 0 })
})
afterAll(async () => {
  await node?.stop()
})

describe.each(testDrivers)('POST /v1/?chainId=solana:… ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  const rpcUrl = (network = NETWORK) => solanaRpcUrl(t.url, PROJECT, network)
  const post = (body: unknown, network?: string) =>
    fetch(rpcUrl(network), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    database = await driver.create()
    t = await startTestServer({
      database,
      config: {
        indexer: { enabled: false },
        rpcProxy: { nodeTimeoutMs: 2_000 },
        solana: { networks: [{ caipNetworkId: NETWORK, rpcUrl: node.rpcUrl, tokens: [] }] },
      },
    })
    await seedProject(t, PROJECT)
  }, 60_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })

  it("behavior: the email wallet sends 0.01 SOL through the deployment's node address; balances move exactly", async () => {
    const keyring = createKeyring({ api: { saveWallet: async () => {} } as unknown as AuthApi })
    await keyring.signIn({
      user: { id: `user-${driver.name}`, email: null, address: null },
      keySecret: btoa('a per-user secret of 32 bytes!!!'),
      encryptedKey: null,
    })
    const wallet = createSolanaWallet({
      keyring,
      approver: { approve: async () => {} },
      fetch: (input, init) => fetch(input, init),
      rpcUrlFor: (network) => rpcUrl(network),
      site: () => ({ origin: null }),
    })
    const context = { signal: new AbortController().signal, commit: () => {} }
    const { result } = await wallet.request('solana_getAccounts', undefined, context)
    const sender = (result as { pubkey: Address }[])[0]!.pubkey
    node.ledger.airdrop(sender, 1_000_000_000n)
    const direct = createSolanaRpc(node.rpcUrl)
    const { transaction } = await prepareSolTransfer(direct, { from: sender, to: RECEIVER, lamports: 10_000_000n })
    const receiverBefore = (await direct.getBalance(RECEIVER).send()).value

    await wallet.request(
      'solana_signAndSendTransaction',
      { transaction: getBase64EncodedWireTransaction(transaction), network: NETWORK },
      context,
    )

    expect((await direct.getBalance(sender).send()).value).toBe(1_000_000_000n - 10_000_000n - 5_000n)
    expect((await direct.getBalance(RECEIVER).send()).value).toBe(receiverBefore + 10_000_000n)
  })

  it('error: requestAirdrop is refused in place and mints nothing', async () => {
    const address = SOLANA_DEV_ACCOUNTS[3]!.address
    const before = (await createSolanaRpc(node.rpcUrl).getBalance(address).send()).value
    const res = await post({ jsonrpc: '2.0', id: 7, method: 'requestAirdrop', params: [address, 1_000_000_000] })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: 7, error: { code: METHOD_NOT_ALLOWED } })
    expect((await createSolanaRpc(node.rpcUrl).getBalance(address).send()).value).toBe(before)
  })

  it('behavior: EVM methods are not forwarded to a Solana node', async () => {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: ['0x00'] })
    expect(await res.json()).toMatchObject({ id: 1, error: { code: METHOD_NOT_ALLOWED } })
  })

  it('error: a Solana network without a configured node is 400 Network not supported', async () => {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, SOLANA_MAINNET_NETWORK_ID)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('Network not supported')
  })
})
