/**
 * The opaque page cursors of the history and NFT listings: base64url of a JSON array holding the
 * keyset position of the last item answered, so a page starts right after it whatever new blocks
 * arrived meanwhile. A cursor that does not decode to that shape is refused with a 400.
 */
import { ApiError } from '../../api-error.js'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CONTRACT = /^0x[0-9a-f]{40}$/
const TOKEN_ID = /^\d{1,78}$/

/** Where a history page ends: (mined at, chain, block, transaction index), newest first. */
export interface HistoryPosition {
  minedAt: Date
  chainId: string
  block: number
  txIndex: number
}

/** Where an NFT page ends: (chain, contract, token id) in ascending order. */
export interface NftPosition {
  chainId: string
  contract: string
  tokenId: string
}

export const BAD_CURSOR = 'cursor is not one this server gave'

const encode = (value: unknown[]): string => Buffer.from(JSON.stringify(value)).toString('base64url')

function decode(cursor: string): unknown[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value)) return value
  } catch {
    // Falls through to the refusal below.
  }
  throw new ApiError(400, BAD_CURSOR, { field: 'cursor' })
}

const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

export function encodeHistoryCursor({ minedAt, chainId, block, txIndex }: HistoryPosition): string {
  return encode([minedAt.toISOString(), chainId, block, txIndex])
}

export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const [minedAt, chainId, block, txIndex, ...rest] = decode(cursor)
  const date = typeof minedAt === 'string' ? new Date(minedAt) : undefined
  if (
    rest.length > 0 ||
    !date ||
    Number.isNaN(date.getTime()) ||
    typeof chainId !== 'string' ||
    !CAIP2.test(chainId) ||
    !isWhole(block) ||
    !isWhole(txIndex)
  )
    throw new ApiError(400, BAD_CURSOR, { field: 'cursor' })
  return { minedAt: date, chainId, block, txIndex }
}

export function encodeNftCursor({ chainId, contract, tokenId }: NftPosition): string {
  return encode([chainId, contract, tokenId])
}

export function decodeNftCursor(cursor: string): NftPosition {
  const [chainId, contract, tokenId, ...rest] = decode(cursor)
  if (
    rest.length > 0 ||
    typeof chainId !== 'string' ||
    !CAIP2.test(chainId) ||
    typeof contract !== 'string' ||
    !CONTRACT.test(contract) ||
    typeof tokenId !== 'string' ||
    !TOKEN_ID.test(tokenId)
  )
    throw new ApiError(400, BAD_CURSOR, { field: 'cursor' })
  return { chainId, contract, tokenId }
}
