/**
 * Recognises the typed-data signatures that hand a spender the user's tokens without a
 * transaction: EIP-2612 `Permit` (and DAI's older `allowed` form) and Uniswap's Permit2
 * (`PermitSingle`, `PermitBatch`, `PermitTransferFrom`, `PermitBatchTransferFrom` and their
 * witness variants). The approval view states who may spend which token, how much, and until
 * when, above the raw message.
 */
import { isAddress, type Address } from 'viem'

export interface PermitAllowance {
  token: Address
  /** The amount the spender may take, in the token's base units. */
  amount: bigint
}

export interface PermitSummary {
  standard: 'EIP-2612' | 'DAI' | 'Permit2'
  spender: Address
  allowances: PermitAllowance[]
  /** Unix seconds after which the permission (or the signature) is void; null when unlimited. */
  expires: bigint | null
}

const MAX_UINT256 = 2n ** 256n - 1n
const MAX_UINT160 = 2n ** 160n - 1n
const MAX_UINT48 = 2n ** 48n - 1n

/** Whether an allowance is the "no limit" value of its standard (2^256−1, or Permit2's 2^160−1). */
export function isUnlimited(amount: bigint): boolean {
  return amount >= MAX_UINT160
}

/** Expiry values that mean "never". */
function expiry(value: bigint | null): bigint | null {
  return value === null || value === 0n || value >= MAX_UINT48 ? null : value
}

interface TypedDataLike {
  primaryType: string
  domain?: Record<string, unknown>
  message: Record<string, unknown>
}

/** The permit a typed-data request grants, or null when it is not one of the known permits. */
export function decodePermit({ primaryType, domain, message }: TypedDataLike): PermitSummary | null {
  const spender = address(message.spender)
  if (!spender) return null
  if (domain?.name === 'Permit2') return permit2(primaryType, message, spender)
  if (primaryType !== 'Permit') return null
  const token = address(domain?.verifyingContract)
  if (!token) return null
  if (typeof message.allowed === 'boolean') {
    // DAI: `allowed: true` grants everything until `expiry`; false revokes.
    return {
      standard: 'DAI',
      spender,
      allowances: [{ token, amount: message.allowed ? MAX_UINT256 : 0n }],
      expires: expiry(uint(message.expiry)),
    }
  }
  const value = uint(message.value)
  if (value === null) return null
  return {
    standard: 'EIP-2612',
    spender,
    allowances: [{ token, amount: value }],
    expires: expiry(uint(message.deadline)),
  }
}

function permit2(primaryType: string, message: Record<string, unknown>, spender: Address): PermitSummary | null {
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const details = primaryType === 'PermitSingle' ? [message.details] : message.details
    if (!Array.isArray(details)) return null
    const allowances: PermitAllowance[] = []
    let expires: bigint | null = null
    for (const detail of details) {
      const item = tokenAmount(detail)
      if (!item) return null
      allowances.push(item)
      const end = expiry(uint((detail as Record<string, unknown>).expiration))
      if (end === null) expires = null
      else if (allowances.length === 1 || (expires !== null && end > expires)) expires = end
    }
    return { standard: 'Permit2', spender, allowances, expires }
  }
  if (/^Permit(Batch)?(Witness)?TransferFrom$/.test(primaryType)) {
    const permitted = Array.isArray(message.permitted) ? message.permitted : [message.permitted]
    const allowances: PermitAllowance[] = []
    for (const entry of permitted) {
      const item = tokenAmount(entry)
      if (!item) return null
      allowances.push(item)
    }
    return { standard: 'Permit2', spender, allowances, expires: expiry(uint(message.deadline)) }
  }
  return null
}

function tokenAmount(value: unknown): PermitAllowance | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const token = address(record.token)
  const amount = uint(record.amount)
  return token && amount !== null ? { token, amount } : null
}

function address(value: unknown): Address | null {
  return typeof value === 'string' && isAddress(value, { strict: false }) ? (value as Address) : null
}

function uint(value: unknown): bigint | null {
  try {
    if (typeof value === 'bigint') return value >= 0n ? value : null
    if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null
    if (typeof value === 'string' && /^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/.test(value)) return BigInt(value)
  } catch {}
  return null
}
