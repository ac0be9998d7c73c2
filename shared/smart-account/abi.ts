/**
 * The parts of the account and its factory (dev/contracts/WalletSmartAccount*.sol) the client calls: small
 * hand-kept ABIs, so a bundle that signs with the account carries no compiled artifact.
 */
import { parseAbi } from 'viem'

/** `execute` and `executeBatch` (from the EntryPoint or the owner), and the ERC-1271 check. */
export const walletSmartAccountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

/** `createAccount` (the initCode's call, and ERC-6492's) and `getAddress` (the address before deployment). */
export const walletSmartAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
