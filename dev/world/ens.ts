/**
 * ENS on a local chain, so names behave as on mainnet: the registry (@ensdomains/ens 0.6.2), the public
 * resolver (@ensdomains/resolver 0.3.1), a reverse registrar, the universal resolver viem calls
 * (dev/contracts/LocalUniversalResolver.sol) and the offchain resolver of the account names
 * (dev/contracts/OffchainNameResolver.sol, whose gateway is the server). Deployed by HD account 10 of
 * anvil's test mnemonic in a fixed order, so the addresses are the same on every chain.
 *
 * Records set at deployment: the demo `.eth` names (address, avatar, and the holder's reverse record);
 * the parent of the account names and its alias zones, resolved by the offchain resolver; and that
 * resolver as the wildcard of `addr.reverse`, so an address without a reverse record of its own asks
 * the gateway for its account name.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Address,
  type Chain,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  keccak256,
  labelhash,
  namehash,
  toBytes,
  zeroHash,
} from 'viem'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { getCode, getTransactionCount, getTransactionReceipt, sendTransaction } from 'viem/actions'
import { anvil } from 'viem/chains'
import {
  DEFAULT_ALIAS_ZONES,
  DEFAULT_PARENT,
  GATEWAY_PATH,
  type NameSettingsInput,
} from '../../server/names/settings.js'
import type { EnsUniversalResolver } from '../../server/names/ens-settings.js'
import { DEMO_HOLDERS } from './demo-assets.js'
import { waitMined } from './demo-contracts.js'
import { nodeTransport } from './node-transport.js'

/** Anvil's public development mnemonic. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** HD account 10 of anvil's test mnemonic: only ENS is deployed from it (funded at deployment). */
export const ENS_DEPLOYER: Address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 10 }).address

const at = (nonce: number): Address => getContractAddress({ from: ENS_DEPLOYER, nonce: BigInt(nonce) })

/** The ENS contracts, in deployment order (nonces 0–4), at the same addresses on every local chain. */
export const ENS_ADDRESSES = {
  registry: at(0),
  publicResolver: at(1),
  universalResolver: at(2),
  offchainResolver: at(3),
  reverseRegistrar: at(4),
} as const

/** A small round avatar, as a data URI: ENS clients read it without fetching anything. */
function avatar(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

export interface DemoEnsName {
  name: string
  address: Address
  /** The `avatar` text record. */
  avatar: string
}

/** The demo `.eth` names of anvil's dev accounts 1–3, with their reverse records. */
export const DEMO_ENS_NAMES: readonly DemoEnsName[] = [
  { name: 'alice.eth', address: DEMO_HOLDERS[1] as Address, avatar: avatar('#f59e0b') },
  { name: 'bob.eth', address: DEMO_HOLDERS[2] as Address, avatar: avatar('#10b981') },
  { name: 'carol.eth', address: DEMO_HOLDERS[3] as Address, avatar: avatar('#6366f1') },
]

/** A viem chain for a local node whose ENS is deployed: `getEnsAddress`, `getEnsName`, `getEnsAvatar` work on it. */
export function ensChain(chainId: number, rpcUrl: string): Chain {
  return {
    ...anvil,
    id: chainId,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: {
      ensRegistry: { address: ENS_ADDRESSES.registry },
      ensUniversalResolver: { address: ENS_ADDRESSES.universalResolver },
    },
  }
}

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)
const published = (pkg: string, name: string): Artifact => {
  const { abi, bytecode } = require(`${pkg}/build/contracts/${name}.json`) as Artifact
  return { abi, bytecode }
}
const compiled = (name: string): Artifact =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../contracts/artifacts/${name}.json`, import.meta.url)), 'utf8'))

const REGISTRY = published('@ensdomains/ens', 'ENSRegistry')
const REVERSE_REGISTRAR = published('@ensdomains/ens', 'ReverseRegistrar')
const PUBLIC_RESOLVER = published('@ensdomains/resolver', 'PublicResolver')
const UNIVERSAL_RESOLVER = compiled('LocalUniversalResolver')
const OFFCHAIN_RESOLVER = compiled('OffchainNameResolver')

export interface DeployEnsOptions {
  /** Where the offchain resolver sends its lookups (the server's gateway route). */
  gatewayUrl: string
  /** The address of the key the gateway signs its answers with. */
  gatewaySigner: Address
  /** The parent of the account names and its alias zones (e.g. `['wallet.test', 'reown.id']`). */
  accountZones: readonly string[]
  names?: readonly DemoEnsName[]
}

export interface DeployEnsResult {
  /** False when the chain already carried ENS (a restarted world on a kept chain). */
  deployed: boolean
}

/** The `<hex>.addr.reverse` node of an address. */
export const reverseNode = (address: Address): Hex => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)

type Call = { to?: Address; data: Hex; gas: bigint }

/** The transactions of a deployment, in nonce order. */
function ensTransactions({
  gatewayUrl,
  gatewaySigner,
  accountZones,
  names = DEMO_ENS_NAMES,
}: DeployEnsOptions): Call[] {
  const deploy = (artifact: Artifact, args: unknown[] = []): Call => ({
    data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }),
    gas: 6_000_000n,
  })
  const registry = (functionName: string, args: unknown[]): Call => ({
    to: ENS_ADDRESSES.registry,
    data: encodeFunctionData({ abi: REGISTRY.abi, functionName, args }),
    gas: 200_000n,
  })
  const resolver = (functionName: string, args: unknown[]): Call => ({
    to: ENS_ADDRESSES.publicResolver,
    data: encodeFunctionData({ abi: PUBLIC_RESOLVER.abi, functionName, args }),
    gas: 300_000n,
  })
  const calls: Call[] = [
    deploy(REGISTRY),
    deploy(PUBLIC_RESOLVER, [ENS_ADDRESSES.registry]),
    deploy(UNIVERSAL_RESOLVER, [ENS_ADDRESSES.registry]),
    deploy(OFFCHAIN_RESOLVER, [gatewayUrl, gatewaySigner]),
    deploy(REVERSE_REGISTRAR, [ENS_ADDRESSES.registry, ENS_ADDRESSES.publicResolver]),
  ]
  // Every ancestor of a record is taken by the deployer once, from the top down.
  const owned = new Set<string>([''])
  const own = (name: string) => {
    const [label, ...rest] = name.split('.')
    const parent = rest.join('.')
    if (owned.has(name)) return
    own(parent)
    calls.push(
      registry('setSubnodeOwner', [parent ? namehash(parent) : zeroHash, labelhash(label ?? ''), ENS_DEPLOYER]),
    )
    owned.add(name)
  }
  const record = (name: string, resolverAddress: Address) => {
    const [label, ...rest] = name.split('.')
    own(rest.join('.'))
    const args = [namehash(rest.join('.')), labelhash(label ?? ''), ENS_DEPLOYER, resolverAddress, 0n]
    calls.push(registry('setSubnodeRecord', args))
    owned.add(name)
  }
  own('addr.reverse')
  for (const zone of accountZones) record(zone, ENS_ADDRESSES.offchainResolver)
  for (const { name, address, avatar } of names) {
    record(name, ENS_ADDRESSES.publicResolver)
    calls.push(resolver('setAddr', [namehash(name), address]))
    calls.push(resolver('setText', [namehash(name), 'avatar', avatar]))
    record(`${address.slice(2).toLowerCase()}.addr.reverse`, ENS_ADDRESSES.publicResolver)
    calls.push(resolver('setName', [reverseNode(address), name]))
  }
  calls.push(registry('setResolver', [namehash('addr.reverse'), ENS_ADDRESSES.offchainResolver]))
  // Last: the registrar takes `addr.reverse`, so any account can claim its own reverse record.
  calls.push(registry('setSubnodeOwner', [namehash('reverse'), labelhash('addr'), ENS_ADDRESSES.reverseRegistrar]))
  return calls
}

/**
 * Deploys ENS on the node at `rpcUrl`. Idempotent: when the registry already has code it does nothing.
 * The node signs for the deployer (impersonated); transactions are sent back to back with explicit
 * nonces and fixed gas, and only the last receipt is awaited.
 */
export async function deployEns(rpcUrl: string, chainId: number, options: DeployEnsOptions): Promise<DeployEnsResult> {
  const wallet = createWalletClient({
    account: { address: ENS_DEPLOYER, type: 'json-rpc' },
    chain: { ...anvil, id: chainId },
    transport: nodeTransport(rpcUrl, { batch: true }),
  })
  if (await getCode(wallet, { address: ENS_ADDRESSES.registry })) return { deployed: false }
  if ((await getTransactionCount(wallet, { address: ENS_DEPLOYER })) !== 0)
    throw new Error(`ens: the deployer ${ENS_DEPLOYER} has sent transactions on chain ${chainId} but ENS is missing`)
  await wallet.request({ method: 'anvil_setBalance' as never, params: [ENS_DEPLOYER, '0x56bc75e2d63100000'] as never })
  await wallet.request({ method: 'anvil_impersonateAccount' as never, params: [ENS_DEPLOYER] as never })
  const fees = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }
  const hashes: Hash[] = []
  try {
    let nonce = 0
    // One after the other, in nonce order (a transaction arriving before its predecessor would wait).
    for (const call of ensTransactions(options))
      hashes.push(await sendTransaction(wallet, { ...call, ...fees, nonce: nonce++, chain: null }))
  } finally {
    await wallet.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [ENS_DEPLOYER] as never })
  }
  const last = hashes.at(-1)
  if (last) await waitMined(wallet, last)
  const receipts = await Promise.all(hashes.map((hash) => getTransactionReceipt(wallet, { hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new Error(`ens: transaction ${failed.transactionHash} on chain ${chainId} reverted`)
  return { deployed: true }
}

/** The local world's gateway key: a fixed development key, known to everyone, used nowhere else. */
export const LOCAL_GATEWAY_KEY = keccak256(toBytes('wallet-widget local name gateway'))

/** The server's name settings in a world whose server is at `serverOrigin`. */
export function localNameSettings(serverOrigin: string): NameSettingsInput {
  return {
    parent: DEFAULT_PARENT,
    aliasZones: [...DEFAULT_ALIAS_ZONES],
    gatewayKey: LOCAL_GATEWAY_KEY,
    gatewayUrl: `${serverOrigin}${GATEWAY_PATH}`,
  }
}

/** The server's ENS setting in that world: the universal resolver, at the same address on each of its chains. */
export const localEnsResolvers = (chainIds: readonly number[]): EnsUniversalResolver[] =>
  chainIds.map((chainId) => ({ caipNetworkId: `eip155:${chainId}`, address: ENS_ADDRESSES.universalResolver }))

/** What `deployEns` needs for that world: the same gateway, key and zones as its server. */
export function localEnsOptions(serverOrigin: string): DeployEnsOptions {
  return {
    gatewayUrl: `${serverOrigin}${GATEWAY_PATH}`,
    gatewaySigner: privateKeyToAddress(LOCAL_GATEWAY_KEY),
    accountZones: [DEFAULT_PARENT, ...DEFAULT_ALIAS_ZONES],
  }
}
