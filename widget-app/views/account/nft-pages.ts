/**
 * The NFTs of the active account on its network, page by page: spam collections hidden, each
 * token once, reset when the account or network changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChainDataClient, Nft } from '../../api/chain-data.js'

/** The NFTs to show: those not flagged as spam, each (contract, token id) once, in the order given. */
export function visibleNfts(nfts: readonly Nft[]): Nft[] {
  const seen = new Set<string>()
  return nfts.filter((nft) => {
    const key = `${nft.contract.toLowerCase()}/${nft.tokenId}`
    if (nft.is_spam || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export interface NftPages {
  status: 'loading' | 'loaded' | 'failed'
  nfts: Nft[]
  next: string | null
  loadingMore: boolean
}

const LOADING: NftPages = { status: 'loading', nfts: [], next: null, loadingMore: false }

/** Reads the first page for the account, and the next ones on `loadMore`; `reload` starts again. */
export function useNftPages(client: Pick<ChainDataClient, 'nfts'>, address: string | null, chainId: string | null) {
  const [pages, setPages] = useState<NftPages>(LOADING)
  const generation = useRef(0)

  const load = useCallback(
    async (cursor: string | undefined) => {
      if (!address || !chainId) return
      const mine = ++generation.current
      setPages((current) => (cursor ? { ...current, loadingMore: true } : LOADING))
      try {
        const page = await client.nfts({ address, chainId, cursor })
        if (mine !== generation.current) return
        setPages((current) => ({
          status: 'loaded',
          nfts: visibleNfts([...(cursor ? current.nfts : []), ...page.data]),
          next: page.next,
          loadingMore: false,
        }))
      } catch {
        if (mine === generation.current) setPages({ status: 'failed', nfts: [], next: null, loadingMore: false })
      }
    },
    [client, address, chainId],
  )

  useEffect(() => {
    void load(undefined)
    return () => {
      generation.current++
    }
  }, [load])

  return {
    pages,
    reload: () => void load(undefined),
    loadMore: () => {
      if (pages.next && !pages.loadingMore) void load(pages.next)
    },
  }
}
