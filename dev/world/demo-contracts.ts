/** Deploys and mints the demo ERC-20, ERC-721 and ERC-1155 contracts on a local chain (for the world and the tests). */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Abi, Account, Address, Chain, Hash, Hex, TransactionReceipt, Transport, WalletClient } from 'viem'
import { deployContract, waitForTransactionReceipt, writeContract } from 'viem/actions'

/** A wallet client that can sign: the deployer (anvil's dev accounts are fine). */
export type DeployerWallet = WalletClient<Transport, Chain | undefined, Account>

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)

function committedArtifact(name: string): Artifact {
  const file = fileURLToPath(new URL(`../contracts/artifacts/${name}.json`, import.meta.url))
  return JSON.parse(readFileSync(file, 'utf8')) as Artifact
}

function openZeppelinArtifact(name: string): Artifact {
  const { abi, bytecode } = require(`@openzeppelin/contracts/build/contracts/${name}.json`) as Artifact
  return { abi, bytecode }
}

/** ERC20PresetMinterPauser with chosen decimals (dev/contracts/DemoErc20.sol). */
export const ERC20_ARTIFACT = committedArtifact('DemoErc20')
/** ERC721PresetMinterPauserAutoId whose token URI ends in `.json` (dev/contracts/DemoErc721.sol). */
export const ERC721_ARTIFACT = committedArtifact('DemoErc721')
/** OpenZeppelin's ERC1155PresetMinterPauser as published. */
export const ERC1155_ARTIFACT = openZeppelinArtifact('ERC1155PresetMinterPauser')

/** Options of a transaction sent by these helpers: each one given skips a round trip (an explicit nonce also fixes the order). */
export interface SendOptions {
  nonce?: number
  gas?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

async function deployed(wallet: DeployerWallet, hash: Hash): Promise<Address> {
  const receipt = await waitForTransactionReceipt(wallet, { hash, pollingInterval: 20 })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deployment ${hash} failed`)
  return receipt.contractAddress
}

async function mined(wallet: DeployerWallet, hash: Hash): Promise<TransactionReceipt> {
  const receipt = await waitForTransactionReceipt(wallet, { hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  return receipt
}

export interface DeployErc20Parameters {
  name: string
  symbol: string
  decimals: number
  mintTo: { address: Address; amount: bigint }[]
}

/** Sends the deployment of an ERC-20 without waiting for it; the mints follow with the next nonces. */
export async function sendErc20Deployment(
  wallet: DeployerWallet,
  { name, symbol, decimals }: Omit<DeployErc20Parameters, 'mintTo'>,
  options: SendOptions = {},
): Promise<Hash> {
  return deployContract(wallet, {
    ...ERC20_ARTIFACT,
    args: [name, symbol, decimals],
    chain: null,
    ...options,
  })
}

/** Deploys an ERC-20 and mints `mintTo`; returns its address once every mint is mined. */
export async function deployErc20(wallet: DeployerWallet, params: DeployErc20Parameters): Promise<Address> {
  const address = await deployed(wallet, await sendErc20Deployment(wallet, params))
  for (const { address: to, amount } of params.mintTo)
    await mined(wallet, await sendErc20Mint(wallet, address, to, amount))
  return address
}

export async function sendErc20Mint(
  wallet: DeployerWallet,
  contract: Address,
  to: Address,
  amount: bigint,
  options: SendOptions = {},
): Promise<Hash> {
  return writeContract(wallet, {
    abi: ERC20_ARTIFACT.abi,
    address: contract,
    functionName: 'mint',
    args: [to, amount],
    chain: null,
    ...options,
  })
}

export interface DeployErc721Parameters {
  name: string
  symbol: string
  /** Token `n`'s metadata is at `${baseUri}${n}.json`. */
  baseUri: string
}

export async function sendErc721Deployment(
  wallet: DeployerWallet,
  { name, symbol, baseUri }: DeployErc721Parameters,
  options: SendOptions = {},
): Promise<Hash> {
  return deployContract(wallet, { ...ERC721_ARTIFACT, args: [name, symbol, baseUri], chain: null, ...options })
}

/** Deploys an ERC-721 collection (token ids count up from 0, one per mint). */
export async function deployErc721(wallet: DeployerWallet, params: DeployErc721Parameters): Promise<Address> {
  return deployed(wallet, await sendErc721Deployment(wallet, params))
}

export async function sendErc721Mint(
  wallet: DeployerWallet,
  contract: Address,
  to: Address,
  options: SendOptions = {},
): Promise<Hash> {
  return writeContract(wallet, {
    abi: ERC721_ARTIFACT.abi,
    address: contract,
    functionName: 'mint',
    args: [to],
    chain: null,
    ...options,
  })
}

/** Mints the collection's next token id to `to`. */
export async function mintErc721(wallet: DeployerWallet, contract: Address, to: Address): Promise<TransactionReceipt> {
  return mined(wallet, await sendErc721Mint(wallet, contract, to))
}

export interface DeployErc1155Parameters {
  /** The EIP-1155 URI template: clients replace `{id}` with the id as 64 lowercase hex digits. */
  uri: string
}

export async function sendErc1155Deployment(
  wallet: DeployerWallet,
  { uri }: DeployErc1155Parameters,
  options: SendOptions = {},
): Promise<Hash> {
  return deployContract(wallet, { ...ERC1155_ARTIFACT, args: [uri], chain: null, ...options })
}

export async function deployErc1155(wallet: DeployerWallet, params: DeployErc1155Parameters): Promise<Address> {
  return deployed(wallet, await sendErc1155Deployment(wallet, params))
}

export async function sendErc1155Mint(
  wallet: DeployerWallet,
  contract: Address,
  to: Address,
  id: bigint,
  amount: bigint,
  options: SendOptions = {},
): Promise<Hash> {
  return writeContract(wallet, {
    abi: ERC1155_ARTIFACT.abi,
    address: contract,
    functionName: 'mint',
    args: [to, id, amount, '0x'],
    chain: null,
    ...options,
  })
}

/** Mints `amount` of token `id` to `to`. */
export async function mintErc1155(
  wallet: DeployerWallet,
  contract: Address,
  to: Address,
  id: bigint,
  amount: bigint,
): Promise<TransactionReceipt> {
  return mined(wallet, await sendErc1155Mint(wallet, contract, to, id, amount))
}

/** Waits for the receipt of the last of a series of sent transactions (anvil mines them in nonce order). */
export { mined as waitMined }
