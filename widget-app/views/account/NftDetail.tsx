/** One NFT inside the NFTs tab: its image, name, collection, token id, contract (shortened, with copy), standard and, for ERC-1155, the quantity held. */
import { useEffect, useRef } from 'react'
import type { Nft } from '../../api/chain-data.js'
import { shortenAddress } from '../../../shared/format.js'
import { t as translate } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import { useWidget } from '../context.js'
import { BackIcon, CopyIcon } from '../icons.js'
import { NftImage } from './NftImage.js'

/** The contract's address from its CAIP-10 id ('eip155:1:0x…'). */
export const contractAddress = (contract: string): string => contract.split(':').pop() ?? contract

export function NftDetail({ nft, onBack }: { nft: Nft; onBack: () => void }) {
  const t = useT()
  const { toast } = useWidget()
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => back.current?.focus(), [])
  const contract = contractAddress(nft.contract)
  const copy = () =>
    navigator.clipboard.writeText(contract).then(
      () => toast.show('success', translate('nfts.contractCopied')),
      () => toast.show('error', translate('toasts.copyAddressFailed')),
    )

  return (
    <div className="nft-detail" data-testid="nft-detail">
      <button ref={back} type="button" className="nft-back" data-testid="nft-back" onClick={onBack}>
        <BackIcon />
        <span>{t('nfts.back')}</span>
      </button>
      <NftImage nft={nft} large />
      <h3 className="nft-detail-name">{nft.name}</h3>
      <p className="small muted">{nft.collection.name}</p>
      <dl className="nft-facts">
        <dt>{t('nfts.tokenId')}</dt>
        <dd dir="ltr" data-testid="nft-token-id">
          {nft.tokenId}
        </dd>
        <dt>{t('nfts.contract')}</dt>
        <dd>
          <button type="button" className="nft-copy" title={contract} data-testid="nft-contract" onClick={copy}>
            <span dir="ltr">{shortenAddress(contract)}</span>
            <span className="sr-only">{t('nfts.copyContract')}</span>
            <CopyIcon />
          </button>
        </dd>
        <dt>{t('nfts.standard')}</dt>
        <dd dir="ltr">{nft.standard.replace('ERC', 'ERC-')}</dd>
        {nft.standard === 'ERC1155' && (
          <>
            <dt>{t('nfts.quantity')}</dt>
            <dd dir="ltr" data-testid="nft-quantity">
              {nft.quantity}
            </dd>
          </>
        )}
      </dl>
    </div>
  )
}
