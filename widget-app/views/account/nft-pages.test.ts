import { describe, expect, it } from 'vitest'
import type { Nft } from '../../../shared/contracts/chain-data.js'
import { visibleNfts } from './nft-pages.js'

const nft = (contract: string, tokenId: string, is_spam = false): Nft => ({
  chainId: 'eip155:31337',
  contract: `eip155:31337:${contract}`,
  tokenId,
  standard: 'ERC721',
  quantity: '1',
  name: `#${tokenId}`,
  collection: { name: 'Things' },
  is_spam,
})

describe('visibleNfts', () => {
  it('behavior: NFTs of spam collections are hidden, the others keep their order', () => {
    const a = nft('0xaa', '1')
    const spam = nft('0xbb', '2', true)
    const b = nft('0xcc', '3')
    expect(visibleNfts([a, spam, b])).toEqual([a, b])
  })

  it('behavior: a token listed twice (pages that overlap, any letter case) is shown once', () => {
    const first = nft('0xAA', '1')
    expect(visibleNfts([first, nft('0xaa', '1'), nft('0xaa', '2')]).map((item) => item.tokenId)).toEqual(['1', '2'])
  })
})
