/**
 * The NFTs tab: a grid of image, name and collection (spam collections hidden), page by page; a
 * chosen NFT opens its detail inside the tab. Loading, failure with Try again, or nothing here.
 */
import { useMemo, useRef, useState } from 'react'
import { createChainDataClient, type Nft } from '../../api/chain-data.js'
import { useT } from '../../i18n/use-t.js'
import { useAppState, useWidget } from '../context.js'
import { NftDetail } from './NftDetail.js'
import { NftImage } from './NftImage.js'
import { useNftPages } from './nft-pages.js'
import { LoadMore, TabEmpty, TabFailed, TabLoading } from './TabStatus.js'

const nftKey = (nft: Nft) => `${nft.contract}/${nft.tokenId}`

export function NftsTab() {
  const t = useT()
  const widget = useWidget()
  const client = useMemo(() => createChainDataClient(widget.apiContext), [widget])
  const address = useAppState((state) => state.address)
  const chainId = useAppState(() => widget.activeNetwork()?.caipNetworkId ?? null)
  const { pages, reload, loadMore } = useNftPages(client, address, chainId)
  const [chosen, setChosen] = useState<Nft | null>(null)
  /** The card that opened the detail, focused again on the way back. */
  const opener = useRef<string | null>(null)
  const cards = useRef(new Map<string, HTMLButtonElement>())

  if (chosen)
    return (
      <NftDetail
        nft={chosen}
        onBack={() => {
          setChosen(null)
          queueMicrotask(() => cards.current.get(opener.current ?? '')?.focus())
        }}
      />
    )
  if (pages.status === 'failed')
    return <TabFailed testId="nfts-failed" message={t('nfts.failed')} retryLabel={t('nfts.retry')} onRetry={reload} />
  if (pages.status === 'loading') return <TabLoading testId="nfts-loading" label={t('nfts.loading')} />
  if (pages.nfts.length === 0 && !pages.next) return <TabEmpty testId="nfts-empty">{t('nfts.empty')}</TabEmpty>
  return (
    <div className="nfts" data-testid="nfts">
      <ul className="nft-grid">
        {pages.nfts.map((nft) => (
          <li key={nftKey(nft)}>
            <button
              type="button"
              className="nft-card"
              data-testid="nft-card"
              data-contract={nft.contract}
              data-token-id={nft.tokenId}
              ref={(element) => {
                if (element) cards.current.set(nftKey(nft), element)
                else cards.current.delete(nftKey(nft))
              }}
              onClick={() => {
                opener.current = nftKey(nft)
                setChosen(nft)
              }}
            >
              <NftImage nft={nft} />
              <span className="nft-name">{nft.name}</span>
              <span className="nft-collection muted">{nft.collection.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {pages.next && <LoadMore label={t('nfts.loadMore')} loading={pages.loadingMore} onLoadMore={loadMore} />}
    </div>
  )
}
