/**
 * NFT images, served by this server: the original (from the token's metadata) is fetched once
 * with a size cap and a time limit, kept only when it is an image, stored in the database and
 * answered from there afterwards. A failed fetch (or one that is not an image) is not tried again
 * for a while; a token whose metadata has not been read yet is asked again on the next request.
 */
import type { Clock } from '../../clock.js'
import type { Queryable } from '../../db/database.js'
import { cappedFetch } from '../capped-fetch.js'

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_TIMEOUT_MS = 10_000
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml'])
const RETRY_AFTER_MS = 5 * 60_000
const MAX_REMEMBERED_FAILURES = 10_000

export interface NftImageKey {
  chainId: string
  contract: string
  tokenId: string
}

export interface NftImage {
  contentType: string
  body: Uint8Array
}

export function createNftImages(db: Queryable, clock: Clock, allowInternalHosts = false) {
  const inFlight = new Map<string, Promise<NftImage | undefined>>()
  const failedAt = new Map<string, number>()

  const fetchOnce = async ({ chainId, contract, tokenId }: NftImageKey): Promise<NftImage | undefined> => {
    const [token] = await db.query<{ image_url: string }>(
      `select image_url from nft_tokens
       where chain_id = $1 and contract = $2 and token_id = $3 and image_url is not null`,
      [chainId, contract, tokenId],
    )
    if (!token) return undefined
    const fetched = await cappedFetch(token.image_url, {
      maxBytes: IMAGE_MAX_BYTES,
      timeoutMs: IMAGE_TIMEOUT_MS,
      allowInternalHosts,
    })
    if (!IMAGE_TYPES.has(fetched.contentType)) throw new Error(`${fetched.contentType} is not an image type`)
    await db.query(
      `insert into nft_images (chain_id, contract, token_id, content_type, body, fetched_at)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [chainId, contract, tokenId, fetched.contentType, fetched.body, clock()],
    )
    return fetched
  }

  /** The image of an NFT, or undefined when it has none this server can serve. */
  return async (key: NftImageKey): Promise<NftImage | undefined> => {
    const [stored] = await db.query<{ content_type: string; body: Uint8Array }>(
      'select content_type, body from nft_images where chain_id = $1 and contract = $2 and token_id = $3',
      [key.chainId, key.contract, key.tokenId],
    )
    if (stored) return { contentType: stored.content_type, body: stored.body }
    const id = `${key.chainId}/${key.contract}/${key.tokenId}`
    const failed = failedAt.get(id)
    if (failed !== undefined && clock().getTime() - failed < RETRY_AFTER_MS) return undefined
    let pending = inFlight.get(id)
    if (!pending) {
      pending = fetchOnce(key)
        .then((image) => {
          failedAt.delete(id)
          return image
        })
        .catch(() => {
          if (failedAt.size >= MAX_REMEMBERED_FAILURES) failedAt.clear()
          failedAt.set(id, clock().getTime())
          return undefined
        })
        .finally(() => inFlight.delete(id))
      inFlight.set(id, pending)
    }
    return pending
  }
}
