/**
 * For the name tests: an anvil node with ENS deployed (dev/world/ens.ts) whose offchain resolver's gateway is
 * a test server on one of the database drivers, the project PROJECT, and accounts that sign registrations.
 */
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  serializeErc6492Signature,
  toBytes,
} from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { deployContract, waitForTransactionReceipt } from 'viem/actions'
import { anvil as anvilChain } from 'viem/chains'
import { startAnvil, type AnvilNode } from '../../../dev/world/anvil.js'
import {
  ANVIL_MNEMONIC,
  deployEns,
  ensChain,
  LOCAL_GATEWAY_KEY,
  localEnsOptions,
  localEnsResolvers,
} from '../../../dev/world/ens.js'
import { deployDemoAssets } from '../../../dev/world/demo-assets.js'
import type { TestDatabase, TestDriver } from '../../testing/databases.js'
import { type ApiResponse, seedProject, startTestServer, type TestServer } from '../../testing/harness.js'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const CHAIN_ID = 31337
export const COIN_TYPE = (0x8000_0000 | CHAIN_ID) >>> 0
export const PROJECT = 'names-test'

/** Anvil's dev account `index` as a local signer (nothing is sent from it). */
export const account = (index: number): HDAccount => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index })

type Artifact = { abi: Abi; bytecode: Hex }
const artifact = (name: string): Artifact =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../dev/contracts/artifacts/${name}.json`, import.meta.url)), 'utf8'),
  )
const SMART_ACCOUNT = artifact('OwnedSmartAccount')
const SMART_ACCOUNT_FACTORY = artifact('OwnedSmartAccountFactory')

/** A smart account not deployed yet: its address, and its owner's signature wrapped for ERC-6492. */
export interface CounterfactualAccount {
  address: Address
  wrap(signature: Hex): Hex
}

export interface NamesWorld {
  node: AnvilNode
  t: TestServer
  /** A viem client whose chain has the local universal resolver. */
  client: PublicClient
  /** The registration message AppKit's client signs, at the server clock's time plus `offsetSeconds`. */
  message(name: string, offsetSeconds?: number): string
  /** Signs `message` with `signer` and posts the registration as AppKit's client does. */
  register(
    signer: HDAccount,
    name: string,
    overrides?: Partial<{ address: Address; coin_type: number; message: string; signature: string }>,
  ): Promise<ApiResponse>
  /** Deploys an ERC-1271 smart account owned by `owner`. */
  deploySmartAccount(owner: Address): Promise<Address>
  /** The address a factory would deploy an account of `owner` at, without deploying it. */
  counterfactualSmartAccount(owner: Address): Promise<CounterfactualAccount>
  stop(): Promise<void>
}

export interface NamesWorldOptions {
  /** The server reads ENS through the node (`names.ensUniversalResolvers`), and the demo assets are deployed. */
  ensReads?: boolean
}

export async function startNamesWorld(
  driver: TestDriver,
  anvilPort: number,
  { ensReads = false }: NamesWorldOptions = {},
): Promise<NamesWorld> {
  const node = await startAnvil({ port: anvilPort, chainId: CHAIN_ID })
  let database: TestDatabase | undefined
  let t: TestServer | undefined
  try {
    database = await driver.create()
    t = await startTestServer({
      database,
      config: {
        chains: [{ caipNetworkId: `eip155:${CHAIN_ID}`, rpcUrl: node.rpcUrl }],
        indexer: { enabled: false },
        names: {
          gatewayKey: LOCAL_GATEWAY_KEY,
          ...(ensReads ? { ensUniversalResolvers: localEnsResolvers([CHAIN_ID]) } : {}),
        },
      },
    })
    // The resolver's gateway is this server (on its own port; the path is the default one).
    if (ensReads) await deployDemoAssets(node.rpcUrl, CHAIN_ID)
    await deployEns(node.rpcUrl, CHAIN_ID, localEnsOptions(t.url))
    await seedProject(t, PROJECT)
  } catch (err) {
    await t?.stop()
    await database?.destroy()
    await node.stop()
    throw err
  }
  const server = t
  const db = database
  const client = createPublicClient({ chain: ensChain(CHAIN_ID, node.rpcUrl), transport: http() }) as PublicClient
  /** Deploys a contract from anvil's account 0 (unlocked) and answers its address. */
  const deploy = async (contract: Artifact, args: unknown[]): Promise<Address> => {
    const deployer = createWalletClient({
      account: { address: account(0).address, type: 'json-rpc' },
      chain: { ...anvilChain, id: CHAIN_ID },
      transport: http(node.rpcUrl),
    })
    const hash = await deployContract(deployer, { ...contract, args })
    const receipt = await waitForTransactionReceipt(deployer, { hash, pollingInterval: 20 })
    if (!receipt.contractAddress) throw new Error('the contract was not deployed')
    return receipt.contractAddress
  }
  const message = (name: string, offsetSeconds = 0) =>
    JSON.stringify({ name, attributes: {}, timestamp: Math.floor(server.clock().getTime() / 1000) + offsetSeconds })
  return {
    node,
    t: server,
    client,
    message,
    async register(signer, name, overrides = {}) {
      const text = overrides.message ?? message(name)
      const body = {
        coin_type: COIN_TYPE,
        address: signer.address,
        message: text,
        signature: await signer.signMessage({ message: text }),
        ...overrides,
      }
      return server.browser().post('/v1/profile/account', body)
    },
    deploySmartAccount: (owner) => deploy(SMART_ACCOUNT, [owner]),
    async counterfactualSmartAccount(owner) {
      const factory = await deploy(SMART_ACCOUNT_FACTORY, [])
      const salt = keccak256(toBytes(owner))
      const address = (await client.readContract({
        address: factory,
        abi: SMART_ACCOUNT_FACTORY.abi,
        functionName: 'addressOf',
        args: [owner, salt],
      })) as Address
      const data = encodeFunctionData({ abi: SMART_ACCOUNT_FACTORY.abi, functionName: 'deploy', args: [owner, salt] })
      return { address, wrap: (signature) => serializeErc6492Signature({ address: factory, data, signature }) }
    },
    async stop() {
      await server.stop()
      await db.destroy()
      await node.stop()
    },
  }
}
