/**
 * For the sign-in tests: an anvil node, a test server whose chains are that node, a project that
 * allows two sites, a smart account (a tiny ERC-1271 wallet compiled here with solc), and helpers
 * that play the widget: ask a nonce for a site, have an account sign an EIP-4361 message, send it.
 */
import { createRequire } from 'node:module'
import { type Address, createWalletClient, getAddress, type Hex, http, type LocalAccount } from 'viem'
import { deployContract, waitForTransactionReceipt } from 'viem/actions'
import { anvil as anvilChain } from 'viem/chains'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import type { AnvilNode } from '../../../dev/world/anvil.js'
import type { ServerConfigInput } from '../../config.js'
import type { TestDatabase } from '../../testing/databases.js'
import {
  type ApiClient,
  type ApiResponse,
  seedProject,
  startTestServer,
  type TestServer,
} from '../../testing/harness.js'

export const CHAIN_ID = 31337
export const NETWORK = `eip155:${CHAIN_ID}`
export const PROJECT = 'sign-in-test'
export const SITE = 'https://shop.example'
export const OTHER_SITE = 'http://localhost:4400'
export const NOT_ALLOWED_SITE = 'https://elsewhere.example'
/** anvil's first development account, unlocked on the node: deploys the test wallet. */
const DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export async function startSignInServer(
  database: TestDatabase,
  node: AnvilNode,
  config: ServerConfigInput = {},
): Promise<TestServer> {
  const t = await startTestServer({
    database,
    config: { chains: [{ caipNetworkId: NETWORK, rpcUrl: node.rpcUrl }], indexer: { enabled: false }, ...config },
  })
  await seedProject(t, PROJECT, { allowedOrigins: [SITE, OTHER_SITE] })
  return t
}

/** Empties the sign-in tables and puts the project back, so each test starts from nothing. */
export async function resetSignIn(t: TestServer): Promise<void> {
  await t.server.db.query('delete from sign_in_sessions')
  await t.server.db.query('delete from sign_in_nonces')
  await t.server.db.query('delete from rate_limits')
  await seedProject(t, PROJECT, { allowedOrigins: [SITE, OTHER_SITE] })
}

export async function askNonce(widget: ApiClient, origin = SITE, projectId = PROJECT): Promise<string> {
  const res = await widget.post('/v1/sessions/nonce', { projectId, origin })
  if (res.status !== 200) throw new Error(`nonce answered ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.nonce
}

export type MessageFields = Partial<Omit<CreateSiweMessageParameters, 'nonce'>>

/** An EIP-4361 message for `site` (domain and uri from it) by `address`, with any field replaced. */
export function siweMessage(
  address: Address,
  nonce: string,
  now: Date,
  fields: MessageFields = {},
  site = SITE,
): string {
  const url = new URL(site)
  return createSiweMessage({
    address,
    chainId: CHAIN_ID,
    domain: url.host,
    uri: `${site}/login`,
    version: '1',
    nonce,
    issuedAt: now,
    statement: 'Sign in to the shop.',
    ...fields,
  })
}

export interface SignedMessage {
  message: string
  signature: Hex
}

export async function signedMessage(
  signer: LocalAccount,
  nonce: string,
  now: Date,
  fields: MessageFields = {},
  site = SITE,
): Promise<SignedMessage> {
  const message = siweMessage(fields.address ?? signer.address, nonce, now, fields, site)
  return { message, signature: await signer.signMessage({ message }) }
}

export function signIn(widget: ApiClient, signed: SignedMessage): Promise<ApiResponse> {
  return widget.post('/v1/sessions', signed)
}

const OWNED_WALLET_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
/// A smart account with one owner: a signature is valid when the owner made it (ERC-1271).
contract OwnedWallet {
    address public immutable owner;
    constructor(address owner_) { owner = owner_; }
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
`

const walletAbi = [
  {
    type: 'constructor',
    inputs: [{ name: 'owner_', type: 'address' }],
    stateMutability: 'nonpayable',
  },
] as const

function compileOwnedWallet(): Hex {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'OwnedWallet.sol': { content: OWNED_WALLET_SOURCE } },
        settings: { evmVersion: 'shanghai', outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const object = output.contracts?.['OwnedWallet.sol']?.OwnedWallet?.evm.bytecode.object
  if (!object) throw new Error('solc produced no OwnedWallet')
  return `0x${object}`
}

/** Deploys an ERC-1271 wallet owned by `owner` and answers its address. */
export async function deployOwnedWallet(node: AnvilNode, owner: Address): Promise<Address> {
  const wallet = createWalletClient({
    account: { address: DEPLOYER, type: 'json-rpc' },
    chain: { ...anvilChain, id: CHAIN_ID },
    transport: http(node.rpcUrl),
  })
  const hash = await deployContract(wallet, { abi: walletAbi, bytecode: compileOwnedWallet(), args: [owner] })
  const receipt = await waitForTransactionReceipt(wallet, { hash, pollingInterval: 20 })
  if (!receipt.contractAddress) throw new Error('the wallet was not deployed')
  return getAddress(receipt.contractAddress)
}
