/**
 * ERC-4337 on a local chain: the EntryPoint v0.8 that `@account-abstraction/contracts` 0.8.0 ships, at its
 * canonical address (through the deterministic CREATE2 deployer anvil carries, with the canonical salt, so
 * viem's `entryPoint08Address` and Alto's version detection are right), our account factory
 * (dev/contracts/WalletSmartAccountFactory.sol) and our verifying paymaster (dev/contracts/SponsoringPaymaster.sol),
 * deposited in the EntryPoint. Deployed by HD account 13 of anvil's test mnemonic in a fixed order, so the
 * addresses are the same on every chain and every start.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Address,
  concatHex,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  keccak256,
  parseEther,
  toBytes,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { getCode, getTransactionCount, getTransactionReceipt, sendTransaction } from 'viem/actions'
import { anvil } from 'viem/chains'
import {
  DEFAULT_MAX_GAS_PER_OPERATION,
  DEFAULT_SPONSORSHIP_SECONDS,
  type SmartAccountSettings,
} from '../../server/smart-accounts/settings.js'
import { waitMined } from './demo-contracts.js'
import { ANVIL_MNEMONIC } from './ens.js'
import { nodeTransport } from './node-transport.js'

/** HD account 13 of anvil's test mnemonic: only the smart-account contracts are deployed from it. */
export const SMART_ACCOUNT_DEPLOYER: Address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 13 }).address

/** The deterministic deployment proxy every anvil carries (CREATE2 with the first 32 bytes of the data as salt). */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/** The salt the EntryPoint v0.8 was deployed with on public chains. */
export const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)
const ENTRY_POINT: Artifact = require('@account-abstraction/contracts/artifacts/EntryPoint.json')
const compiled = (name: string): Artifact =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../contracts/artifacts/${name}.json`, import.meta.url)), 'utf8'))
export const WALLET_SMART_ACCOUNT = compiled('WalletSmartAccount')
export const WALLET_SMART_ACCOUNT_FACTORY = compiled('WalletSmartAccountFactory')
export const SPONSORING_PAYMASTER = compiled('SponsoringPaymaster')

/** The local world's paymaster signer: a fixed development key, known to everyone, used nowhere else. */
export const LOCAL_PAYMASTER_SIGNER_KEY: Hex = keccak256(toBytes('wallet-widget local paymaster signer'))

const at = (nonce: number): Address => getContractAddress({ from: SMART_ACCOUNT_DEPLOYER, nonce: BigInt(nonce) })

/** The contracts, at the same addresses on every local chain (nonce 0 goes to the CREATE2 deployer). */
export const SMART_ACCOUNT_ADDRESSES = {
  entryPoint: getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: ENTRY_POINT_08_SALT,
    bytecode: ENTRY_POINT.bytecode,
  }),
  factory: at(1),
  paymaster: at(2),
} as const

if (SMART_ACCOUNT_ADDRESSES.entryPoint !== entryPoint08Address)
  throw new Error(
    `smart accounts: the shipped EntryPoint lands at ${SMART_ACCOUNT_ADDRESSES.entryPoint}, not at v0.8's`,
  )

/** What the paymaster holds in the EntryPoint after deployment, to pay sponsored operations with. */
export const PAYMASTER_DEPOSIT = parseEther('1000')

type Call = { to?: Address; data: Hex; gas: bigint; value?: bigint }

function deploymentTransactions(): Call[] {
  const { entryPoint, paymaster } = SMART_ACCOUNT_ADDRESSES
  const deploy = (artifact: Artifact, args: unknown[]): Hex =>
    encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args })
  return [
    { to: CREATE2_DEPLOYER, data: concatHex([ENTRY_POINT_08_SALT, ENTRY_POINT.bytecode]), gas: 8_000_000n },
    { data: deploy(WALLET_SMART_ACCOUNT_FACTORY, [entryPoint]), gas: 3_000_000n },
    {
      data: deploy(SPONSORING_PAYMASTER, [entryPoint, privateKeyToAddress(LOCAL_PAYMASTER_SIGNER_KEY)]),
      gas: 3_000_000n,
    },
    {
      to: paymaster,
      data: encodeFunctionData({ abi: SPONSORING_PAYMASTER.abi, functionName: 'deposit' }),
      value: PAYMASTER_DEPOSIT,
      gas: 200_000n,
    },
  ]
}

/**
 * Deploys the EntryPoint, the factory and the paymaster (with its deposit) on the node at `rpcUrl`.
 * Idempotent: when the paymaster already has code it does nothing. The node signs for the deployer
 * (impersonated); transactions go back to back with explicit nonces and only the last receipt is awaited.
 */
export async function deploySmartAccounts(rpcUrl: string, chainId: number): Promise<{ deployed: boolean }> {
  const wallet = createWalletClient({
    account: { address: SMART_ACCOUNT_DEPLOYER, type: 'json-rpc' },
    chain: { ...anvil, id: chainId },
    transport: nodeTransport(rpcUrl, { batch: true }),
  })
  if (await getCode(wallet, { address: SMART_ACCOUNT_ADDRESSES.paymaster })) return { deployed: false }
  if ((await getTransactionCount(wallet, { address: SMART_ACCOUNT_DEPLOYER })) !== 0)
    throw new Error(
      `smart accounts: the deployer ${SMART_ACCOUNT_DEPLOYER} has sent transactions on chain ${chainId} but the paymaster is missing`,
    )
  const entryPointAlready = await getCode(wallet, { address: SMART_ACCOUNT_ADDRESSES.entryPoint })
  if (entryPointAlready)
    throw new Error(`smart accounts: chain ${chainId} already has an EntryPoint but not our contracts; start it fresh`)
  await wallet.request({
    method: 'anvil_setBalance' as never,
    params: [SMART_ACCOUNT_DEPLOYER, '0x21e19e0c9bab2400000'] as never,
  })
  await wallet.request({ method: 'anvil_impersonateAccount' as never, params: [SMART_ACCOUNT_DEPLOYER] as never })
  const fees = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }
  const hashes: Hash[] = []
  try {
    let nonce = 0
    for (const call of deploymentTransactions())
      hashes.push(await sendTransaction(wallet, { ...call, ...fees, nonce: nonce++, chain: null }))
  } finally {
    await wallet.request({
      method: 'anvil_stopImpersonatingAccount' as never,
      params: [SMART_ACCOUNT_DEPLOYER] as never,
    })
  }
  const last = hashes.at(-1)
  if (last) await waitMined(wallet, last)
  const receipts = await Promise.all(hashes.map((hash) => getTransactionReceipt(wallet, { hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new Error(`smart accounts: transaction ${failed.transactionHash} on chain ${chainId} reverted`)
  if (!(await getCode(wallet, { address: SMART_ACCOUNT_ADDRESSES.entryPoint })))
    throw new Error(
      `smart accounts: the EntryPoint is not at ${SMART_ACCOUNT_ADDRESSES.entryPoint} on chain ${chainId}`,
    )
  return { deployed: true }
}

/** The server's smart-account settings in a world: each chain's Alto, these contracts, and `projectIds` enabled on all. */
export function localSmartAccountSettings(
  chains: readonly { chainId: number; bundlerUrl: string }[],
  projectIds: readonly string[],
): SmartAccountSettings {
  const networks = Object.fromEntries(
    chains.map(({ chainId, bundlerUrl }) => [
      `eip155:${chainId}`,
      {
        bundlerUrl,
        entryPoint: SMART_ACCOUNT_ADDRESSES.entryPoint,
        factory: SMART_ACCOUNT_ADDRESSES.factory,
        paymaster: SMART_ACCOUNT_ADDRESSES.paymaster,
      },
    ]),
  )
  const enabled = { networks: Object.keys(networks), maxGasPerOperation: DEFAULT_MAX_GAS_PER_OPERATION }
  return {
    networks,
    paymasterKey: LOCAL_PAYMASTER_SIGNER_KEY,
    projects: Object.fromEntries(projectIds.map((id) => [id, enabled])),
    sponsorshipSeconds: DEFAULT_SPONSORSHIP_SECONDS,
  }
}
