/**
 * The Content-Security-Policy of every image the API serves (wallet and token icons, NFT images): an SVG
 * opened as a document may run neither scripts nor anything else; inline styles are harmless.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
