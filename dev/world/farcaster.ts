/**
 * Farcaster's ID registry on a local chain, so Sign In With Farcaster verifies the way it does on
 * OP Mainnet: `@farcaster/auth-client` reads `idOf(custody)` at the registry's canonical address,
 * and that address carries our own registry's code (dev/contracts/LocalIdRegistry.sol).
 *
 * HD account 16 of anvil's test mnemonic deploys the registry once (nonce 0) to obtain its code,
 * copies that code to the canonical address with `anvil_setCode`, names itself the copy's owner
 * (storage slot 0) and registers the demo fids (nonces 1, 2…), whose custody keys are HD accounts
 * 17 and 18. Same order on every chain and every start, so the addresses never change.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Address,
  createWalletClient,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  pad,
} from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { getCode, getTransactionCount, getTransactionReceipt, readContract, sendTransaction } from 'viem/actions'
import { anvil } from 'viem/chains'
import { waitMined } from './demo-contracts.js'
import { ANVIL_MNEMONIC } from './ens.js'
import { nodeTransport } from './node-transport.js'

/** Where `@farcaster/auth-client` reads the ID registry (its `ID_REGISTRY_ADDRESS`). */
export const FARCASTER_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** HD account 16: deploys the registry and registers the demo fids (funded at deployment). */
export const FARCASTER_DEPLOYER: Address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 16 }).address

/** The registry as first deployed (nonce 0); its code is then copied to {@link FARCASTER_ID_REGISTRY}. */
export const FARCASTER_REGISTRY_ORIGINAL: Address = getContractAddress({ from: FARCASTER_DEPLOYER, nonce: 0n })

export interface DemoFarcasterAccount {
  fid: number
  username: string
  displayName: string
  /** A small round picture, as a data URI. */
  pfpUrl: string
  bio: string
  /** The custody key (signs the phone page's approvals). */
  custody: HDAccount
}

function picture(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The demo accounts, registered in this order. */
export const DEMO_FARCASTER_ACCOUNTS: readonly DemoFarcasterAccount[] = [
  {
    fid: 1017,
    username: 'alice-fc',
    displayName: 'Alice Caster',
    pfpUrl: picture('#8a63d2'),
    bio: 'Demo account of the local world',
    custody: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 17 }),
  },
  {
    fid: 1018,
    username: 'bob-fc',
    displayName: 'Bob Caster',
    pfpUrl: picture('#0ea5e9'),
    bio: 'Demo account of the local world',
    custody: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 18 }),
  },
]

const REGISTRY: { abi: Abi; bytecode: Hex } = JSON.parse(
  readFileSync(fileURLToPath(new URL('../contracts/artifacts/LocalIdRegistry.json', import.meta.url)), 'utf8'),
)

export const ID_REGISTRY_ABI = REGISTRY.abi

export interface DeployFarcasterResult {
  /** False when the chain already carried the registry (a restarted world on a kept chain). */
  deployed: boolean
}

/** Deploys the registry on the node at `rpcUrl` and registers the demo fids. Idempotent. */
export async function deployFarcasterRegistry(
  rpcUrl: string,
  chainId: number,
  accounts: readonly DemoFarcasterAccount[] = DEMO_FARCASTER_ACCOUNTS,
): Promise<DeployFarcasterResult> {
  const wallet = createWalletClient({
    account: { address: FARCASTER_DEPLOYER, type: 'json-rpc' },
    chain: { ...anvil, id: chainId },
    transport: nodeTransport(rpcUrl),
  })
  const anvilCall = (method: string, params: unknown[]) =>
    wallet.request({ method: method as never, params: params as never })
  if (await getCode(wallet, { address: FARCASTER_ID_REGISTRY })) return { deployed: false }
  if ((await getTransactionCount(wallet, { address: FARCASTER_DEPLOYER })) !== 0)
    throw new Error(
      `farcaster: the deployer ${FARCASTER_DEPLOYER} has sent transactions on chain ${chainId} but the ID registry is missing`,
    )
  await anvilCall('anvil_setBalance', [FARCASTER_DEPLOYER, '0x56bc75e2d63100000'])
  await anvilCall('anvil_impersonateAccount', [FARCASTER_DEPLOYER])
  const fees = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n, chain: null }
  const hashes: Hash[] = []
  try {
    const deployment = await sendTransaction(wallet, { data: REGISTRY.bytecode, gas: 1_000_000n, nonce: 0, ...fees })
    await waitMined(wallet, deployment)
    const code = await getCode(wallet, { address: FARCASTER_REGISTRY_ORIGINAL })
    if (!code) throw new Error(`farcaster: the ID registry's deployment on chain ${chainId} left no code`)
    await anvilCall('anvil_setCode', [FARCASTER_ID_REGISTRY, code])
    await anvilCall('anvil_setStorageAt', [FARCASTER_ID_REGISTRY, pad('0x0'), pad(FARCASTER_DEPLOYER)])
    let nonce = 1
    for (const account of accounts) {
      const data = encodeFunctionData({
        abi: REGISTRY.abi,
        functionName: 'register',
        args: [account.custody.address, BigInt(account.fid)],
      })
      hashes.push(
        await sendTransaction(wallet, { to: FARCASTER_ID_REGISTRY, data, gas: 200_000n, nonce: nonce++, ...fees }),
      )
    }
  } finally {
    await anvilCall('anvil_stopImpersonatingAccount', [FARCASTER_DEPLOYER])
  }
  const last = hashes.at(-1)
  if (last) await waitMined(wallet, last)
  const receipts = await Promise.all(hashes.map((hash) => getTransactionReceipt(wallet, { hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed)
    throw new Error(`farcaster: registering a demo fid reverted on chain ${chainId} (${failed.transactionHash})`)
  return { deployed: true }
}

/** The fid the registry at the canonical address gives `custody` (0 when none). */
export async function fidOf(rpcUrl: string, custody: Address): Promise<bigint> {
  const client = createWalletClient({ chain: anvil, transport: nodeTransport(rpcUrl) })
  return (await readContract(client, {
    address: FARCASTER_ID_REGISTRY,
    abi: REGISTRY.abi,
    functionName: 'idOf',
    args: [custody],
  })) as bigint
}
