/**
 * The paymaster's side of a sponsorship: the hash SponsoringPaymaster.getHash computes (dev/contracts/
 * SponsoringPaymaster.sol) from a v0.8 user operation, and the paymasterData carrying its signature
 * (`validUntil ‖ validAfter ‖ signature`). The paymaster's own gas limits are part of the hash, so the stub
 * and the final data name the same ones.
 */
import { type Address, concatHex, encodeAbiParameters, type Hex, keccak256, numberToHex, pad } from 'viem'
import type { LocalAccount } from 'viem/accounts'

/** What the paymaster is given to verify: gas, fees and its own limits, with an optional factory. */
export interface SponsoredOperation {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

export interface SponsorshipWindow {
  /** Unix seconds; the EntryPoint refuses the operation after it. */
  validUntil: number
  /** Unix seconds; the EntryPoint refuses the operation before it. */
  validAfter: number
}

/** Two 128-bit values in one word, the high one first (the EntryPoint's packing of gas fields). */
const packUints = (high: bigint, low: bigint): Hex =>
  concatHex([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])

const initCodeOf = (op: SponsoredOperation): Hex =>
  op.factory ? concatHex([op.factory, op.factoryData ?? '0x']) : '0x'

/** SponsoringPaymaster.getHash(userOp, validUntil, validAfter) on `chainId` for the paymaster at `paymaster`. */
export function sponsorshipHash(
  op: SponsoredOperation,
  window: SponsorshipWindow,
  chainId: number,
  paymaster: Address,
): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCodeOf(op)),
        keccak256(op.callData),
        packUints(op.verificationGasLimit, op.callGasLimit),
        packUints(op.paymasterVerificationGasLimit, op.paymasterPostOpGasLimit),
        op.preVerificationGas,
        packUints(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        window.validUntil,
        window.validAfter,
      ],
    ),
  )
}

const uint48 = (value: number): Hex => pad(numberToHex(value), { size: 6 })

/** The paymasterData of a sponsorship: the window and the signer's personal_sign of its hash. */
export async function sponsorshipData(
  signer: LocalAccount,
  op: SponsoredOperation,
  window: SponsorshipWindow,
  chainId: number,
  paymaster: Address,
): Promise<Hex> {
  const signature = await signer.signMessage({ message: { raw: sponsorshipHash(op, window, chainId, paymaster) } })
  return concatHex([uint48(window.validUntil), uint48(window.validAfter), signature])
}

/** A paymasterData of the right length for gas estimation; its signature never verifies. */
export function stubSponsorshipData(window: SponsorshipWindow): Hex {
  return concatHex([uint48(window.validUntil), uint48(window.validAfter), `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`])
}
