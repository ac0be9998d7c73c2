/**
 * An account's transaction history from the indexer's tables: newest first, one Transaction per
 * transaction touching the account with the transfers it saw (shapes of the shared chain-data
 * contract), a page of HISTORY_PAGE_SIZE with a keyset cursor to the next.
 */
import { formatUnits } from 'viem'
import type { HistoryAnswer, Transaction, TransactionTransfer } from '../../../shared/contracts/chain-data.js'
import { knownNetwork } from '../../../shared/networks.js'
import type { Queryable } from '../../db/database.js'
import { cleanText } from '../token-metadata.js'
import { encodeHistoryCursor, type HistoryPosition } from './cursor.js'
import { nftImageUrl, tokenImageUrl } from './image-urls.js'
import { directionOf, operationType } from './operation-type.js'

export const HISTORY_PAGE_SIZE = 50

export interface ReadHistoryParameters {
  /** Lower-case 0x address. */
  address: string
  /** CAIP-2; every chain when absent. */
  chainId: string | undefined
  after: HistoryPosition | undefined
  /** This server's origin, for the image URLs. */
  apiOrigin: string
  /** Spam collections, CAIP-10 lower-case. */
  spam: ReadonlySet<string>
}

interface TransactionRow {
  chain_id: string
  tx_hash: string
  mined_at: Date
  block_number: number
  tx_index: number
  from_address: string
  to_address: string | null
  nonce: number
  failed: boolean
}

interface TransferRow {
  chain_id: string
  tx_hash: string
  standard: 'native' | 'erc20' | 'erc721' | 'erc1155'
  contract: string | null
  token_id: string | null
  from_address: string
  to_address: string
  amount: string
  name: string | null
  symbol: string | null
  decimals: number | null
  nft_name: string | null
  has_image: boolean | null
}

function fungibleTransfer(row: TransferRow, direction: TransactionTransfer['direction'], apiOrigin: string) {
  const native = row.standard === 'native' ? (knownNetwork(row.chain_id)?.nativeCurrency ?? ETHER) : undefined
  const symbol = native?.symbol ?? cleanText(row.symbol ?? '', 32)
  const name = native?.name ?? cleanText(row.name ?? '', 100)
  return {
    fungible_info: {
      ...(name ? { name } : {}),
      ...(symbol ? { symbol, icon: { url: tokenImageUrl(apiOrigin, symbol) } } : {}),
    },
    direction,
    quantity: { numeric: formatUnits(BigInt(row.amount), native?.decimals ?? row.decimals ?? 0) },
  }
}

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function nftTransfer(row: TransferRow, direction: TransactionTransfer['direction'], params: ReadHistoryParameters) {
  const contract = row.contract ?? ''
  const tokenId = row.token_id ?? '0'
  const collection = cleanText(row.name ?? '', 150)
  const name = cleanText(row.nft_name ?? '', 200) ?? `${collection ?? 'NFT'} #${tokenId}`.slice(0, 200)
  const image = nftImageUrl(params.apiOrigin, row.chain_id, contract, tokenId)
  return {
    nft_info: {
      name,
      ...(row.has_image ? { content: { preview: { url: image }, detail: { url: image } } } : {}),
      flags: { is_spam: params.spam.has(`${row.chain_id}:${contract}`) },
    },
    direction,
    quantity: { numeric: row.amount },
  }
}

export async function readHistory(db: Queryable, params: ReadHistoryParameters): Promise<HistoryAnswer> {
  const { address, chainId, after } = params
  const values: unknown[] = [address, chainId ?? null, HISTORY_PAGE_SIZE + 1]
  let keyset = ''
  if (after) {
    values.push(after.minedAt, after.chainId, after.block, after.txIndex)
    keyset = 'and (a.mined_at, a.chain_id, a.block_number, a.tx_index) < ($4, $5, $6, $7)'
  }
  const rows = await db.query<TransactionRow>(
    `select a.chain_id, a.tx_hash, a.mined_at, a.block_number, a.tx_index,
            t.from_address, t.to_address, t.nonce, t.failed
     from account_transactions a
     join chain_transactions t on t.chain_id = a.chain_id and t.hash = a.tx_hash
     where a.address = $1 and ($2::text is null or a.chain_id = $2) ${keyset}
     order by a.mined_at desc, a.chain_id desc, a.block_number desc, a.tx_index desc
     limit $3`,
    values,
  )
  const page = rows.slice(0, HISTORY_PAGE_SIZE)
  const transfers =
    page.length === 0
      ? []
      : await db.query<TransferRow>(
          `select f.chain_id, f.tx_hash, f.standard, f.contract, f.token_id, f.from_address, f.to_address, f.amount,
                  c.name, c.symbol, c.decimals, n.name as nft_name, n.image_url is not null as has_image
           from chain_transfers f
           left join token_contracts c on c.chain_id = f.chain_id and c.address = f.contract
           left join nft_tokens n on n.chain_id = f.chain_id and n.contract = f.contract and n.token_id = f.token_id
           where (f.chain_id, f.tx_hash) in (select * from unnest($1::text[], $2::text[]))
             and (f.from_address = $3 or f.to_address = $3)
           order by f.log_index, f.item`,
          [page.map((row) => row.chain_id), page.map((row) => row.tx_hash), address],
        )
  const byTransaction = new Map<string, TransferRow[]>()
  for (const row of transfers) {
    const key = `${row.chain_id}:${row.tx_hash}`
    byTransaction.set(key, [...(byTransaction.get(key) ?? []), row])
  }
  const data = page.map((row): Transaction => {
    const id = `${row.chain_id}:${row.tx_hash}`
    const seen = byTransaction.get(id) ?? []
    const directions = seen.map((t) => directionOf(address, t.from_address, t.to_address))
    return {
      id,
      metadata: {
        operationType: operationType(
          seen.map((t, i) => ({ from: t.from_address, to: t.to_address, direction: directions[i] ?? 'out' })),
        ),
        hash: row.tx_hash,
        chain: row.chain_id,
        minedAt: row.mined_at.toISOString(),
        sentFrom: row.from_address,
        sentTo: row.to_address ?? '',
        status: row.failed ? 'failed' : 'confirmed',
        nonce: row.nonce,
      },
      transfers: seen.map((t, i) => {
        const direction = directions[i] ?? 'out'
        return t.standard === 'native' || t.standard === 'erc20'
          ? fungibleTransfer(t, direction, params.apiOrigin)
          : nftTransfer(t, direction, params)
      }),
    }
  })
  const last = page.at(-1)
  const next =
    rows.length > HISTORY_PAGE_SIZE && last
      ? encodeHistoryCursor({
          minedAt: last.mined_at,
          chainId: last.chain_id,
          block: last.block_number,
          txIndex: last.tx_index,
        })
      : null
  return { data, next }
}
