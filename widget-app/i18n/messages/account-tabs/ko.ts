/** The Account tabs' Korean messages, part of the widget's Korean catalog (`../ko.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: '자산 및 활동',
    tokens: '토큰',
    nfts: 'NFT',
    activity: '활동',
  },
  tokens: {
    total: '합계',
    loading: '토큰 불러오는 중…',
    empty: '이 네트워크에 아직 토큰이 없습니다.',
    retry: '다시 시도',
    noPrice: '가격 없음',
  },
  nfts: {
    loading: 'NFT 불러오는 중…',
    empty: '이 네트워크에 아직 NFT가 없습니다.',
    failed: 'NFT를 불러오지 못했습니다.',
    retry: '다시 시도',
    loadMore: '더 불러오기',
    back: 'NFT 목록으로',
    tokenId: '토큰 ID',
    contract: '컨트랙트',
    standard: '표준',
    quantity: '수량',
    copyContract: ', 컨트랙트 주소 복사',
    contractCopied: '컨트랙트 주소가 복사되었습니다',
    noImage: '이미지 없음',
  },
  activity: {
    loading: '활동 불러오는 중…',
    empty: '이 네트워크에 아직 활동이 없습니다.',
    failed: '트랜잭션을 가져오지 못했습니다',
    retry: '다시 시도',
    loadMore: '더 불러오기',
    pending: '대기 중',
    to: ({ address }) => `받는 주소 ${address}`,
    from: ({ address }) => `보낸 주소 ${address}`,
    nft: 'NFT',
    operations: {
      send: '보냄',
      receive: '받음',
      mint: '발행',
      burn: '소각',
      execute: '실행',
      deposit: '입금',
      withdraw: '출금',
      borrow: '대출',
      repay: '상환',
      claim: '청구',
      approve: '승인',
      trade: '교환',
    },
    ago: {
      sec: ({ count }) => `${count}초`,
      min: ({ count }) => `${count}분`,
      hr: ({ count }) => `${count}시간`,
      d: ({ count }) => `${count}일`,
      mo: ({ count }) => `${count}개월`,
      yr: ({ count }) => `${count}년`,
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
