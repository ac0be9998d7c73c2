/**
 * The NFTs an account holds now: per (chain, contract, token id), what it received minus what it
 * sent, kept when positive; with the collection's and the token's names, the image URL of this
 * server and the spam flag. Ordered by chain, contract and token id, NFT_PAGE_SIZE a page.
 */
import type { Nft, NftsAnswer } from '../../../shared/contracts/chain-data.js'
import type { Queryable } from '../../db/database.js'
import { cleanText } from '../token-metadata.js'
import { encodeNftCursor, type NftPosition } from './cursor.js'
import { nftImageUrl } from './image-urls.js'

export const NFT_PAGE_SIZE = 50

export interface ReadNftsParameters {
  address: string
  chainId: string | undefined
  after: NftPosition | undefined
  apiOrigin: string
  spam: ReadonlySet<string>
}

interface HeldRow {
  chain_id: string
  contract: string
  token_id: string
  standard: 'erc721' | 'erc1155'
  held: string
  collection_name: string | null
  collection_symbol: string | null
  name: string | null
  has_image: boolean | null
}

export async function readNfts(db: Queryable, params: ReadNftsParameters): Promise<NftsAnswer> {
  const { address, chainId, after } = params
  const values: unknown[] = [address, chainId ?? null, NFT_PAGE_SIZE + 1]
  let keyset = ''
  if (after) {
    values.push(after.chainId, after.contract, after.tokenId)
    keyset = 'and (f.chain_id, f.contract, f.token_id::numeric) > ($4, $5, $6::numeric)'
  }
  const rows = await db.query<HeldRow>(
    `select h.chain_id, h.contract, h.token_id, h.standard, h.held::text as held,
            c.name as collection_name, c.symbol as collection_symbol, n.name, n.image_url is not null as has_image
     from (
       select f.chain_id, f.contract, f.token_id, f.standard,
              sum(case when f.to_address = $1 then f.amount::numeric else 0 end)
                - sum(case when f.from_address = $1 then f.amount::numeric else 0 end) as held
       from chain_transfers f
       where (f.from_address = $1 or f.to_address = $1) and f.standard in ('erc721', 'erc1155')
         and ($2::text is null or f.chain_id = $2) ${keyset}
       group by f.chain_id, f.contract, f.token_id, f.standard
       having sum(case when f.to_address = $1 then f.amount::numeric else 0 end)
                - sum(case when f.from_address = $1 then f.amount::numeric else 0 end) > 0
     ) h
     left join token_contracts c on c.chain_id = h.chain_id and c.address = h.contract
     left join nft_tokens n on n.chain_id = h.chain_id and n.contract = h.contract and n.token_id = h.token_id
     order by h.chain_id, h.contract, h.token_id::numeric
     limit $3`,
    values,
  )
  const page = rows.slice(0, NFT_PAGE_SIZE)
  const data = page.map((row): Nft => {
    const collection =
      cleanText(row.collection_name ?? '', 200) ?? `${row.contract.slice(0, 6)}…${row.contract.slice(-4)}`
    const symbol = cleanText(row.collection_symbol ?? '', 32)
    return {
      chainId: row.chain_id,
      contract: `${row.chain_id}:${row.contract}`,
      tokenId: row.token_id,
      standard: row.standard === 'erc721' ? 'ERC721' : 'ERC1155',
      quantity: row.held,
      name: cleanText(row.name ?? '', 200) ?? `${collection} #${row.token_id}`.slice(0, 200),
      collection: { name: collection, ...(symbol ? { symbol } : {}) },
      ...(row.has_image ? { imageUrl: nftImageUrl(params.apiOrigin, row.chain_id, row.contract, row.token_id) } : {}),
      is_spam: params.spam.has(`${row.chain_id}:${row.contract}`),
    }
  })
  const last = page.at(-1)
  const next =
    rows.length > NFT_PAGE_SIZE && last
      ? encodeNftCursor({ chainId: last.chain_id, contract: last.contract, tokenId: last.token_id })
      : null
  return { data, next }
}
