/**
 * NFT metadata: for each NFT the indexer has seen, the token's URI from the chain (`tokenURI`
 * for ERC-721, `uri` for ERC-1155 with its `{id}` replaced by the id in 64 hex digits), the JSON
 * document it names (size cap, time limit), and from it the name and the original image URL.
 * A fetch that fails is tried again on later rounds, at most MAX_ATTEMPTS times.
 */
import { encodeFunctionData } from 'viem'
import type { Queryable } from '../db/database.js'
import { cappedFetch } from './capped-fetch.js'
import type { RpcClient } from './rpc-client.js'
import { cleanText, decodeText } from './token-metadata.js'

export const METADATA_MAX_BYTES = 256 * 1024
export const METADATA_TIMEOUT_MS = 5_000
const MAX_ATTEMPTS = 3
const ROUND_SIZE = 16

const uriAbi = (name: 'tokenURI' | 'uri') =>
  [
    {
      type: 'function',
      name,
      stateMutability: 'view',
      inputs: [{ name: 'id', type: 'uint256' }],
      outputs: [{ name: '', type: 'string' }],
    },
  ] as const

/** ERC-1155's `{id}`: the id in lower-case hex, 64 digits, no 0x. */
export function substituteId(uri: string, tokenId: string): string {
  return uri.replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0'))
}

export interface NftMetadata {
  name: string | undefined
  imageUrl: string | undefined
}

/** The name and image of a metadata document; relative image URLs resolve against the document's. */
export function readMetadata(json: unknown, documentUrl: string): NftMetadata {
  const doc = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
  const name = typeof doc.name === 'string' ? cleanText(doc.name, 200) : undefined
  const rawImage = [doc.image, doc.image_url].find((value): value is string => typeof value === 'string')
  let imageUrl: string | undefined
  if (rawImage?.startsWith('data:image/')) imageUrl = rawImage
  else if (rawImage) {
    try {
      const resolved = new URL(rawImage, documentUrl.startsWith('http') ? documentUrl : undefined)
      if (resolved.protocol === 'http:' || resolved.protocol === 'https:') imageUrl = resolved.toString()
    } catch {
      // Not a URL this server can fetch (ipfs://, ar://): the NFT shows without an image.
    }
  }
  return { name, imageUrl }
}

async function tokenUri(rpc: RpcClient, contract: string, tokenId: string): Promise<string | undefined> {
  const id = BigInt(tokenId)
  const [erc721, erc1155] = await rpc.tryBatch<string>(
    (['tokenURI', 'uri'] as const).map((name) => ({
      method: 'eth_call',
      params: [
        { to: contract, data: encodeFunctionData({ abi: uriAbi(name), functionName: name, args: [id] }) },
        'latest',
      ],
    })),
  )
  const uri = decodeText(erc721) ?? decodeText(erc1155)
  return uri === undefined ? undefined : substituteId(uri, tokenId)
}

async function fetchMetadata(
  rpc: RpcClient,
  contract: string,
  tokenId: string,
  allowInternalHosts: boolean,
): Promise<NftMetadata> {
  const uri = await tokenUri(rpc, contract, tokenId)
  if (uri === undefined) return { name: undefined, imageUrl: undefined }
  const limits = { maxBytes: METADATA_MAX_BYTES, timeoutMs: METADATA_TIMEOUT_MS, allowInternalHosts }
  const { body } = await cappedFetch(uri, limits)
  return readMetadata(JSON.parse(Buffer.from(body).toString('utf8')), uri)
}

/** Fetches the metadata of up to ROUND_SIZE NFTs still pending on `chainId`; answers how many it tried. */
export async function fetchPendingNftMetadata(
  db: Queryable,
  rpc: RpcClient,
  chainId: string,
  allowInternalHosts = false,
): Promise<number> {
  const pending = await db.query<{ contract: string; token_id: string }>(
    `select contract, token_id from nft_tokens where chain_id = $1 and state = 'pending'
     order by attempts, contract, token_id limit $2`,
    [chainId, ROUND_SIZE],
  )
  await Promise.all(
    pending.map(async ({ contract, token_id: tokenId }) => {
      const key = [chainId, contract, tokenId]
      try {
        const { name, imageUrl } = await fetchMetadata(rpc, contract, tokenId, allowInternalHosts)
        await db.query(
          `update nft_tokens set state = 'done', name = $4, image_url = $5
           where chain_id = $1 and contract = $2 and token_id = $3`,
          [...key, name ?? null, imageUrl ?? null],
        )
      } catch {
        await db.query(
          `update nft_tokens set attempts = attempts + 1,
             state = case when attempts + 1 >= $4 then 'failed' else 'pending' end
           where chain_id = $1 and contract = $2 and token_id = $3`,
          [...key, MAX_ATTEMPTS],
        )
      }
    }),
  )
  return pending.length
}
