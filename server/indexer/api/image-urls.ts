/** The image addresses this server hands out: token icons and NFT images are always served by it, never hot-linked. */

export function tokenImageUrl(apiOrigin: string, symbol: string): string {
  return `${apiOrigin}/public/getTokenImage/${encodeURIComponent(symbol)}`
}

export function nftImageUrl(apiOrigin: string, chainId: string, contract: string, tokenId: string): string {
  return `${apiOrigin}/public/getNftImage/${chainId}/${contract}/${tokenId}`
}
