/** An NFT's image from the deployment, or a plain tile saying there is none (also when it fails to load). */
import { useState } from 'react'
import type { Nft } from '../../api/chain-data.js'
import { useT } from '../../i18n/use-t.js'

export function NftImage({ nft, large = false }: { nft: Nft; large?: boolean }) {
  const t = useT()
  const [failed, setFailed] = useState(false)
  const className = large ? 'nft-image nft-image--large' : 'nft-image'
  if (!nft.imageUrl || failed)
    return (
      <span className={`${className} nft-image--none`}>
        <span className="small muted">{t('nfts.noImage')}</span>
      </span>
    )
  return <img className={className} src={nft.imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
}
