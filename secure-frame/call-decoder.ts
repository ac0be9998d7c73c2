/**
 * Reads a transaction's calldata as one of the calls users are most often tricked into signing:
 * ERC-20 `transfer`, `transferFrom`, `approve`, `increaseAllowance`; ERC-721 and ERC-1155
 * transfers; and `setApprovalForAll`. Anything else is an unknown call, shown as its selector
 * and raw data. The decoding is strict (viem's ABI decoder): data that does not decode exactly
 * as the selector's arguments is treated as unknown, never half-read.
 */
import { decodeFunctionData, type Abi, type Address, type Hex } from 'viem'

/** A nonpayable function of these argument types (JSON ABI: no ABI-text parser in the frame's bundle). */
const fn = (name: string, ...types: string[]) =>
  ({
    type: 'function',
    name,
    stateMutability: 'nonpayable',
    inputs: types.map((type) => ({ type })),
    outputs: [],
  }) as const

const KNOWN_ABI = [
  fn('transfer', 'address', 'uint256'),
  fn('approve', 'address', 'uint256'),
  fn('increaseAllowance', 'address', 'uint256'),
  fn('transferFrom', 'address', 'address', 'uint256'),
  fn('safeTransferFrom', 'address', 'address', 'uint256'),
  fn('safeTransferFrom', 'address', 'address', 'uint256', 'bytes'),
  fn('safeTransferFrom', 'address', 'address', 'uint256', 'uint256', 'bytes'),
  fn('safeBatchTransferFrom', 'address', 'address', 'uint256[]', 'uint256[]', 'bytes'),
  fn('setApprovalForAll', 'address', 'bool'),
] as unknown as Abi

/** A call the approval can explain. `contract` is the transaction's `to`. */
export type DecodedCall =
  | { kind: 'transfer'; contract: Address; to: Address; amount: bigint }
  /** `transferFrom` is the same selector for ERC-20 (an amount) and ERC-721 (a token id). */
  | { kind: 'transferFrom'; contract: Address; from: Address; to: Address; amountOrTokenId: bigint }
  | { kind: 'approve'; contract: Address; spender: Address; amount: bigint; increase: boolean }
  | {
      kind: 'nftTransfer'
      standard: 'ERC-721' | 'ERC-1155'
      contract: Address
      from: Address
      to: Address
      items: { id: bigint; amount: bigint | null }[]
    }
  | { kind: 'setApprovalForAll'; contract: Address; operator: Address; approved: boolean }
  | { kind: 'unknown'; contract: Address; selector: Hex }

/** Decodes `data` sent to `contract`; null when there is no call (a plain transfer of value). */
export function decodeCall(contract: Address, data: Hex | undefined): DecodedCall | null {
  if (!data || data === '0x') return null
  const selector = data.slice(0, 10).toLowerCase() as Hex
  let decoded: { functionName: string; args: readonly unknown[] }
  try {
    decoded = decodeFunctionData({ abi: KNOWN_ABI, data }) as { functionName: string; args: readonly unknown[] }
  } catch {
    return { kind: 'unknown', contract, selector }
  }
  const args = decoded.args
  switch (decoded.functionName) {
    case 'transfer':
      return { kind: 'transfer', contract, to: args[0] as Address, amount: args[1] as bigint }
    case 'approve':
    case 'increaseAllowance':
      return {
        kind: 'approve',
        contract,
        spender: args[0] as Address,
        amount: args[1] as bigint,
        increase: decoded.functionName === 'increaseAllowance',
      }
    case 'transferFrom':
      return {
        kind: 'transferFrom',
        contract,
        from: args[0] as Address,
        to: args[1] as Address,
        amountOrTokenId: args[2] as bigint,
      }
    case 'safeTransferFrom':
      return args.length === 5
        ? {
            kind: 'nftTransfer',
            standard: 'ERC-1155',
            contract,
            from: args[0] as Address,
            to: args[1] as Address,
            items: [{ id: args[2] as bigint, amount: args[3] as bigint }],
          }
        : {
            kind: 'nftTransfer',
            standard: 'ERC-721',
            contract,
            from: args[0] as Address,
            to: args[1] as Address,
            items: [{ id: args[2] as bigint, amount: null }],
          }
    case 'safeBatchTransferFrom': {
      const ids = args[2] as readonly bigint[]
      const amounts = args[3] as readonly bigint[]
      if (ids.length !== amounts.length) return { kind: 'unknown', contract, selector }
      return {
        kind: 'nftTransfer',
        standard: 'ERC-1155',
        contract,
        from: args[0] as Address,
        to: args[1] as Address,
        items: ids.map((id, index) => ({ id, amount: amounts[index]! })),
      }
    }
    case 'setApprovalForAll':
      return { kind: 'setApprovalForAll', contract, operator: args[0] as Address, approved: args[1] as boolean }
    default:
      return { kind: 'unknown', contract, selector }
  }
}
