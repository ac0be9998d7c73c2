/**
 * Name, symbol and decimals of the token contracts a batch of blocks mentions, read from the
 * chain once per contract (`name()`, `symbol()`, `decimals()`) and stored in token_contracts.
 * A call the contract does not answer leaves that field empty.
 */
import { decodeAbiParameters, hexToString } from 'viem'
import type { Queryable } from '../db/database.js'
import type { RpcClient } from './rpc-client.js'

const NAME = '0x06fdde03'
const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'
const MAX_TEXT = 100

/** An ABI string, or the bytes32 some early tokens answer; undefined when neither. */
export function decodeText(hex: string | undefined): string | undefined {
  if (!hex || hex === '0x') return undefined
  let text: string | undefined
  try {
    ;[text] = decodeAbiParameters([{ type: 'string' }], hex as `0x${string}`)
  } catch {
    if (/^0x[0-9a-fA-F]{64}$/.test(hex)) text = hexToString(hex as `0x${string}`, { size: 32 }).replace(/\0+$/, '')
  }
  return text === undefined ? undefined : cleanText(text, MAX_TEXT)
}

/** A name fit for a screen: no control or format characters, trimmed, at most `max` characters; undefined when empty. */
export function cleanText(text: string, max: number): string | undefined {
  const clean = text.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  return clean ? clean.slice(0, max) : undefined
}

function decodeDecimals(hex: string | undefined): number | undefined {
  if (!hex || !/^0x[0-9a-fA-F]{64}$/.test(hex)) return undefined
  const value = BigInt(hex)
  return value <= 77n ? Number(value) : undefined
}

/** Reads and stores the metadata of those of `contracts` not stored yet. */
export async function recordTokenMetadata(
  db: Queryable,
  rpc: RpcClient,
  chainId: string,
  contracts: readonly string[],
): Promise<void> {
  const unique = [...new Set(contracts)]
  if (unique.length === 0) return
  const known = await db.query<{ address: string }>(
    'select address from token_contracts where chain_id = $1 and address = any($2::text[])',
    [chainId, unique],
  )
  const knownSet = new Set(known.map((row) => row.address))
  const missing = unique.filter((address) => !knownSet.has(address))
  if (missing.length === 0) return
  const calls = missing.flatMap((to) =>
    [NAME, SYMBOL, DECIMALS].map((data) => ({ method: 'eth_call', params: [{ to, data }, 'latest'] })),
  )
  const answers = await rpc.tryBatch<string>(calls)
  for (const [i, address] of missing.entries()) {
    await db.query(
      `insert into token_contracts (chain_id, address, name, symbol, decimals) values ($1, $2, $3, $4, $5)
       on conflict do nothing`,
      [
        chainId,
        address,
        decodeText(answers[i * 3]) ?? null,
        decodeText(answers[i * 3 + 1])?.slice(0, 32) ?? null,
        decodeDecimals(answers[i * 3 + 2]) ?? null,
      ],
    )
  }
}
