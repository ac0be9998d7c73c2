/**
 * The email wallet's smart account as a viem SmartAccount: an ERC-4337 v0.8 account (WalletSmartAccount) owned
 * by the wallet's key, at a CREATE2 address known before it is deployed (the factory's `getAddress`), deployed
 * by its first user operation. Calls are `execute` (one) or `executeBatch` (several). Messages and typed data
 * are signed for ERC-1271 as the owner's EIP-712 signature of their hash in the account's own domain; viem
 * wraps them for ERC-6492 while the account is not deployed, so verifiers can check them either way.
 */
import {
  type Address,
  type Chain,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { walletSmartAccountAbi, walletSmartAccountFactoryAbi } from './abi.js'

export interface WalletSmartAccountParameters {
  /** A client of the account's chain: reads the address and the nonce. */
  client: SmartAccountImplementation['client'] & { chain: Chain }
  /** The wallet's own key. */
  owner: LocalAccount
  /** The WalletSmartAccountFactory of this chain. */
  factory: Address
  /** Several accounts of one owner differ by salt; the wallet uses 0. */
  salt?: bigint
  /** Skips reading the address from the factory when it is known already. */
  address?: Address
}

export type WalletSmartAccount = Awaited<ReturnType<typeof toWalletSmartAccount>>

/** The EIP-712 wrapping of a hash that the account checks in `isValidSignature` (its `replaySafeHash`). */
export function accountMessageTypedData(chainId: number, account: Address, hash: Hex) {
  return {
    domain: { name: 'WalletSmartAccount', version: '1', chainId, verifyingContract: account },
    types: { AccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AccountMessage',
    message: { hash },
  } as const
}

/** A stub user-operation signature of the right length, for gas estimation (it never validates). */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

export async function toWalletSmartAccount(parameters: WalletSmartAccountParameters) {
  const { client, owner, factory, salt = 0n } = parameters
  const chainId = client.chain.id
  let address = parameters.address
  const getAddress = async (): Promise<Address> => {
    address ??= await readContract(client, {
      address: factory,
      abi: walletSmartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    return address
  }
  const signHash = async (hash: Hex): Promise<Hex> =>
    owner.signTypedData(accountMessageTypedData(chainId, await getAddress(), hash))

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    extend: { abi: walletSmartAccountAbi, owner: owner.address },
    getAddress,
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: walletSmartAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory, factoryData }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: walletSmartAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: walletSmartAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: walletSmartAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch')
        return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
      throw new Error(`SMART_ACCOUNT_UNKNOWN_CALL: ${decoded.functionName} is not a call the account makes`)
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return signHash(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData as TypedDataDefinition))
    },
    async signUserOperation({ chainId: operationChainId = chainId, ...userOperation }) {
      return owner.signTypedData(
        getUserOperationTypedData({
          chainId: operationChainId,
          entryPointAddress: entryPoint08Address,
          userOperation: { ...userOperation, sender: await getAddress() },
        }),
      )
    },
  })
}
