/** The secure frame's Korean messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountKo from '../../smart-account/i18n/ko.js'
import type { SecureFrameMessages } from './en.js'

const ko = {
  smartAccount: smartAccountKo,
  titles: {
    signMessage: '메시지 서명',
    signTypedData: '타입 데이터 서명',
    tokenPermit: '토큰 허가',
    sendTransaction: '트랜잭션 전송',
  },
  approval: {
    requestedBy: '요청 사이트: ',
    unknownSite: '알 수 없는 사이트',
    reject: '거부',
    approve: '승인',
    hiddenHint: '이 창이 완전히 보일 때만 승인할 수 있습니다.',
    details: '요청 세부 정보',
    showRaw: ({ caption }) => `${caption} 보기`,
  },
  rows: {
    network: '네트워크',
    account: '계정',
    app: '앱',
    type: '유형',
    contract: '컨트랙트',
    from: '보내는 주소',
    to: '받는 주소',
    creates: '생성',
    value: '금액',
    maxFee: '최대 네트워크 수수료',
    total: '합계',
    token: '토큰',
    tokens: '토큰',
    recipient: '수신자',
    amount: '수량',
    collection: '컬렉션',
    tokenId: '토큰 ID',
    spender: '지출자',
    allowance: '허용 한도',
    allowanceNumbered: ({ index }) => `허용 한도 ${index}`,
    addedAllowance: '추가 허용 한도',
    operator: '오퍼레이터',
    access: '접근 권한',
    function: '함수',
    permit: '허가',
    expires: '만료',
  },
  values: {
    noName: '(이름 없음)',
    newContract: '새 컨트랙트',
    upTo: ({ amount }) => `최대 ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} 가스 × 최대 ${gwei} gwei`,
    unknownToken: ({ amount }) => `${amount} (알 수 없는 토큰의 기본 단위)`,
    tokenNumber: ({ id }) => `토큰 #${id}`,
    unlimited: '무제한',
    unlimitedOf: ({ symbol }) => `무제한 ${symbol}`,
    allTokens: '모든 토큰',
    revoked: '취소됨',
    notRecognised: ({ selector }) => `${selector} (인식되지 않음)`,
    never: '만료되지 않음',
    grantOf: ({ amount, token }) => `${token}: ${amount}`,
  },
  captions: {
    message: '메시지',
    messageHex: '메시지 (16진수, 읽을 수 있는 텍스트 아님)',
    typedData: '타입 데이터 메시지',
    rawData: ({ bytes }) => `원시 데이터 (${bytes}바이트)`,
  },
  summaries: {
    send: ({ amount, to }) => `${to}에 ${amount} 보내기`,
    createContract: '컨트랙트 생성',
    move: ({ what, from, to }) => `${from}에서 ${to}(으)로 ${what} 이동`,
    allowSpend: ({ spender, amount }) => `${spender}에 ${amount} 사용 허용`,
    allowSpendMore: ({ spender, amount }) => `${spender}에 ${amount} 추가 사용 허용`,
    sendNft: ({ standard, items, to }) => `${to}에 ${standard} ${items} 보내기`,
    allowAll: ({ operator }) => `${operator}에 이 컬렉션의 모든 토큰 이동 허용`,
    revokeAll: ({ operator }) => `이 컬렉션에 대한 ${operator}의 접근 권한 취소`,
    callFunction: ({ selector, contract }) => `${contract}의 ${selector} 함수 호출`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender}은(는) 권한이 취소될 때까지 지금은 물론 앞으로도 계정에 있는 이 토큰 전부를 가져갈 수 있습니다.`,
    approveAll: ({ operator }) =>
      `${operator}은(는) 권한이 취소될 때까지 지금은 물론 앞으로도 이 컬렉션에서 보유한 모든 토큰을 가져갈 수 있습니다.`,
    permitUnlimited: ({ spender, count }) =>
      `이 서명으로 ${spender}은(는) 추가 확인 없이 ${plural('ko', count, { other: '해당 토큰' })}을 한도 없이 가져갈 수 있습니다.`,
    permit: ({ spender }) => `이 서명으로 ${spender}은(는) 추가 확인 없이 계정에서 토큰을 가져갈 수 있습니다.`,
  },
  social: {
    title: ({ provider }) => `${provider}(으)로 로그인`,
    hint: '계정에 로그인할 창이 열립니다.',
    continue: '계속',
    waiting: '열린 창에서 로그인을 완료하세요.',
    popupBlocked: '브라우저가 로그인 창을 차단했습니다. 이 사이트의 팝업을 허용한 후 다시 시도하세요.',
    retry: '다시 시도',
  },
  solana: {
    signTransaction: '트랜잭션 서명',
    feePayer: '수수료 지불자',
    program: '프로그램',
    mint: '민트',
    newTokenAccount: '새 토큰 계정의 소유자',
    fee: '네트워크 수수료',
    unknownInstruction: ({ program }) => `${program} (알 수 없는 명령)`,
  },
} satisfies Catalog<SecureFrameMessages>

export default ko
