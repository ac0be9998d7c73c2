/** GET /getWallets and the wallet images: the widget's side of shared/contracts/directory-api.ts. */
import type { ProjectQuery, WalletsQueryParameters } from '../../shared/contracts/api-queries.js'
import type { WalletEntry, WalletsPage } from '../../shared/contracts/directory-api.js'
import { type ApiContext, apiUrl } from './api-context.js'
import { loadContracts } from './load-contracts.js'

export type { WalletEntry, WalletsPage }

export interface WalletsQuery {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
}

export async function fetchWallets(
  context: ApiContext,
  query: WalletsQuery,
  signal?: AbortSignal,
): Promise<WalletsPage> {
  const params: Omit<WalletsQueryParameters, keyof ProjectQuery> = {
    page: String(query.page),
    entries: String(query.entries),
    search: query.search,
    include: query.include?.join(','),
    exclude: query.exclude?.join(','),
    chains: query.chains?.join(','),
  }
  const { WalletsCall, getJson } = await loadContracts()
  return getJson(context, WalletsCall, params, signal)
}

/** The image URL of a wallet; the server answers with year-long immutable caching, so the browser keeps each once. */
export function walletImageUrl(context: ApiContext, imageId: string): string {
  return apiUrl(context, `/getWalletImage/${encodeURIComponent(imageId)}`)
}
