/**
 * The widget's WalletConnect solana and bip122 connections against the WalletConnect test wallet,
 * through the dev relay: the widget's real client proposes the site's Solana and Bitcoin chains, the
 * wallet grants both namespaces, and the widget's namespace adapters connect and sign through the
 * session's connectors — messages that verify with the wallet's keys, a Solana transfer the local node
 * executes, and a PSBT input signed by the payment key.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { type Address, createSolanaRpc, getBase58Decoder, getBase64EncodedWireTransaction } from '@solana/kit'
import { Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../relay/index.js'
import { BITCOIN_LOCAL_NETWORK_ID, BITCOIN_NETWORKS, LITECOIN_REGTEST } from '../../shared/bitcoin-networks.js'
import { verifyBip322Simple } from '../../shared/bitcoin/bip322.js'
import { SOLANA_LOCAL_NETWORK_ID, SOLANA_NETWORKS } from '../../shared/solana-networks.js'
import { prepareSolTransfer } from '../../shared/solana/transfer.js'
import {
  createWalletConnectClient,
  type WalletConnectClient,
} from '../../widget-app/connectors/walletconnect-client.js'
import {
  connectionNamespaces,
  createSessionConnectors,
  grantedNamespaces,
  type SessionConnector,
} from '../../widget-app/connectors/walletconnect-session-connectors.js'
import type { ActiveConnection, NamespaceAdapter, ProviderContext } from '../../widget-app/namespaces/adapter.js'
import { createBip122Adapter } from '../../widget-app/namespaces/bip122/adapter.js'
import { createSolanaAdapter } from '../../widget-app/namespaces/solana/adapter.js'
import { BITCOIN_DEV_WALLETS } from '../world/bitcoin/accounts.js'
import { SOLANA_DEV_ACCOUNTS } from '../world/solana/accounts.js'
import { type SolanaNode, startSolanaNode } from '../world/solana/node.js'
import { outputScriptOf } from './bitcoin-test-wallet/sign.js'
import { startWcWallet, type WcWallet } from './wc-wallet.js'
import { verifiesSolanaSignature } from '../../shared/solana/testing/verify-signature.js'

const ANVIL_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const SOLANA_KEY = SOLANA_DEV_ACCOUNTS[3]!
const BITCOIN = BITCOIN_DEV_WALLETS[0]!
const networks = [
  ...SOLANA_NETWORKS.filter((network) => network.caipNetworkId === SOLANA_LOCAL_NETWORK_ID),
  ...BITCOIN_NETWORKS.filter((network) => network.caipNetworkId === BITCOIN_LOCAL_NETWORK_ID),
]

let relay: Relay
let node: SolanaNode
let wallet: WcWallet
let client: WalletConnectClient
let connectors: SessionConnector[]
const adapters: Record<string, NamespaceAdapter> = {
  solana: createSolanaAdapter({ networks: () => networks }),
  bip122: createBip122Adapter({ networks: () => networks }),
}

function contextOf(connection: ActiveConnection): ProviderContext {
  return {
    connection: () => connection,
    networks: () => networks,
    requireAllowedOrigin: async () => {},
    switchTo: async () => {},
    chainChanged: () => {},
    waitForConnection: async () => connection.address,
  }
}

/** Connects `namespace`'s connector through its adapter, as the widget does; the connection the site's provider sees. */
async function connect(namespace: 'solana' | 'bip122'): Promise<ActiveConnection> {
  const connector = connectors.find((candidate) => candidate.chainNamespace === namespace)!
  const adapter = adapters[namespace]!
  const [address] = await adapter.requestAccounts(connector)
  return { connector, address: address!, chainId: await adapter.chainId(connector) }
}

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  node = await startSolanaNode({ port: 0 })
  wallet = await startWcWallet({
    relayUrl: relay.url,
    privateKey: ANVIL_KEY_1,
    chains: [31337],
    solana: { seedHex: SOLANA_KEY.seedHex, chains: [SOLANA_LOCAL_NETWORK_ID], rpcUrl: node.rpcUrl },
    bitcoin: { ...BITCOIN, chains: [BITCOIN_LOCAL_NETWORK_ID], network: LITECOIN_REGTEST },
  })
  client = await createWalletConnectClient(
    { projectId: 'test', relayUrl: relay.url, metadata: { name: 'site', description: '', icons: [] } },
    () => {},
  )
  const { uri, approval } = await client.connect(['eip155:31337', SOLANA_LOCAL_NETWORK_ID, BITCOIN_LOCAL_NETWORK_ID])
  const [, session] = await Promise.all([wallet.pair(uri), approval])
  const granted = grantedNamespaces(session, () => true)
  expect(granted).toEqual(['eip155', 'solana', 'bip122'])
  connectors = createSessionConnectors(
    {
      client,
      session,
      evmChainId: () => 31337,
      connectionNetwork: () => undefined,
      siteNetworks: () => ['eip155:31337', SOLANA_LOCAL_NETWORK_ID, BITCOIN_LOCAL_NETWORK_ID],
    },
    connectionNamespaces(granted, 'solana', true),
  )
}, 30_000)

afterAll(async () => {
  await wallet?.stop()
  await node?.stop()
  await relay?.stop()
})

describe('a WalletConnect session with solana and bip122 accounts', () => {
  it('behavior: the session holds each namespace with its chain and account; the active namespace connects first', () => {
    expect(connectors.map((connector) => [connector.id, connector.chainNamespace])).toEqual([
      ['walletConnect:solana', 'solana'],
      ['walletConnect', 'eip155'],
      ['walletConnect:bip122', 'bip122'],
    ])
    const session = connectors[0]!.session
    expect(session.namespaces.solana?.accounts).toEqual([`${SOLANA_LOCAL_NETWORK_ID}:${wallet.solanaAddress}`])
    expect(session.namespaces.bip122?.accounts).toEqual([`${BITCOIN_LOCAL_NETWORK_ID}:${BITCOIN.payment.address}`])
    expect(session.namespaces.bip122?.events).toContain('bip122_addressesChanged')
  })

  it("behavior: the site's solana_signMessage goes to the wallet as base58 and verifies with its Ed25519 key", async () => {
    const connection = await connect('solana')
    expect(connection).toMatchObject({ address: SOLANA_KEY.address, chainId: SOLANA_LOCAL_NETWORK_ID.slice(7) })
    const message = new TextEncoder().encode('Sign in to 127.0.0.1 with Solana')
    const { signature } = (await adapters.solana!.answer(
      {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(message), pubkey: connection.address },
      },
      contextOf(connection),
    )) as { signature: string }
    expect(await verifiesSolanaSignature(SOLANA_KEY.address, signature, message)).toBe(true)
    const other = new TextEncoder().encode('something else')
    expect(await verifiesSolanaSignature(SOLANA_KEY.address, signature, other)).toBe(false)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signMessage', chainId: SOLANA_LOCAL_NETWORK_ID })
  })

  it('behavior: a transaction is signed (signature and transaction answered) and one is signed and sent, moving lamports on the node', async () => {
    const connection = await connect('solana')
    const rpc = createSolanaRpc(node.rpcUrl)
    const to = SOLANA_DEV_ACCOUNTS[4]!.address
    const before = (await rpc.getBalance(to as Address, { commitment: 'confirmed' }).send()).value
    const prepare = async () =>
      getBase64EncodedWireTransaction(
        (await prepareSolTransfer(rpc, { from: SOLANA_KEY.address, to: to as Address, lamports: 1_234_567n }))
          .transaction,
      )
    const context = contextOf(connection)
    const signed = (await adapters.solana!.answer(
      { method: 'solana_signTransaction', params: { transaction: await prepare() } },
      context,
    )) as { signature: string; transaction: string }
    expect(signed.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(signed.transaction).not.toBe(await prepare())

    const sent = (await adapters.solana!.answer(
      { method: 'solana_signAndSendTransaction', params: { transaction: await prepare() } },
      context,
    )) as { signature: string }
    expect(sent.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    await expect
      .poll(async () => (await rpc.getBalance(to as Address, { commitment: 'confirmed' }).send()).value)
      .toBe(before + 1_234_567n)
  })

  it('behavior: Bitcoin connects with the payment and ordinal accounts and their keys; a message verifies as BIP-322', async () => {
    const connection = await connect('bip122')
    expect(connection.address).toBe(BITCOIN.payment.address)
    const bip122 = adapters.bip122 as ReturnType<typeof createBip122Adapter>
    expect(bip122.connectionAccounts(connection.connector)).toEqual([
      {
        address: BITCOIN.payment.address,
        type: 'payment',
        publicKey: BITCOIN.payment.publicKey,
        path: BITCOIN.payment.path,
      },
      {
        address: BITCOIN.ordinal.address,
        type: 'ordinal',
        publicKey: BITCOIN.ordinal.publicKey,
        path: BITCOIN.ordinal.path,
      },
    ])
    const message = 'Sign in to 127.0.0.1 with Bitcoin'
    const signed = (await bip122.answer({ method: 'signMessage', params: { message } }, contextOf(connection))) as {
      address: string
      signature: string
    }
    const verify = (address: string, text: string) =>
      verifyBip322Simple({ address, message: text, signature: signed.signature, network: LITECOIN_REGTEST })
    expect(signed.address).toBe(BITCOIN.payment.address)
    expect(verify(BITCOIN.payment.address, message)).toBe(true)
    expect(verify(BITCOIN.payment.address, `${message}!`)).toBe(false)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signMessage',
      chainId: BITCOIN_LOCAL_NETWORK_ID,
      params: { account: BITCOIN.payment.address, address: BITCOIN.payment.address, message, protocol: 'bip322' },
    })
  })

  it('behavior: a PSBT input of the payment account is signed by its key, and never broadcast', async () => {
    const connection = await connect('bip122')
    const psbt = new Psbt({ network: LITECOIN_REGTEST })
      .addInput({
        hash: '11'.repeat(32),
        index: 0,
        witnessUtxo: { script: outputScriptOf(BITCOIN.payment, LITECOIN_REGTEST), value: 100_000n },
      })
      .addOutput({ address: BITCOIN.ordinal.address, value: 90_000n })
    const { psbt: answer } = (await adapters.bip122!.answer(
      { method: 'signPsbt', params: { psbt: psbt.toBase64(), signInputs: { [BITCOIN.payment.address]: [0] } } },
      contextOf(connection),
    )) as { psbt: string }
    const signed = Psbt.fromBase64(answer, { network: LITECOIN_REGTEST })
    const [partial] = signed.data.inputs[0]!.partialSig ?? []
    expect(Buffer.from(partial!.pubkey).toString('hex')).toBe(BITCOIN.payment.publicKey)
    expect(signed.validateSignaturesOfInput(0, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature))).toBe(
      true,
    )
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signPsbt',
      params: { signInputs: [{ address: BITCOIN.payment.address, index: 0 }], broadcast: false },
    })
  })
})
