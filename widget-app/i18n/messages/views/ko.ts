/** The Korean texts of the views downloaded on demand, part of the widget's Korean catalog (`../ko.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
  updateEmail: {
    done: '이메일 변경 완료',
    doneDetail: ({ email }) => `이제 지갑에 ${email}(으)로 로그인합니다.`,
    finish: '완료',
    current: ({ email }) => `현재 이메일: ${email}`,
    currentNone: '현재 등록된 이메일이 없습니다.',
    codeSentTo: ({ email }) => `${email}(으)로 보낸 코드를 입력하세요.`,
    codeSentToCurrent: '현재 이메일로 보낸 코드를 입력하세요.',
    newEmail: '새 이메일',
    code: '코드',
    continue: '계속',
  },
  account: {
    copyAddress: ', 전체 주소 복사',
    balanceUnavailable: '잔액을 불러올 수 없음',
    balanceLoading: '잔액 불러오는 중…',
    balanceRetry: '다시 시도',
    connectedWith: ({ wallet }) => `${wallet}(으)로 연결됨`,
    network: '네트워크',
    unsupportedNetwork: ({ chainId }) => `지원되지 않는 네트워크 (${chainId})`,
    updateEmail: '이메일 변경',
    viewOnExplorer: '블록 탐색기에서 보기',
    disconnect: '연결 해제',
  },
  allWallets: {
    search: {
      label: '지갑 검색',
      placeholder: '이름으로 검색',
    },
    list: '모든 지갑',
    found: ({ count }) => plural('ko', count, { other: `지갑 ${count}개 찾음` }),
    total: ({ count }) => plural('ko', count, { other: `지갑 ${count}개` }),
    loading: '지갑 불러오는 중…',
    loadFailed: '지갑 목록을 불러올 수 없습니다',
    searchFailed: '검색에 실패했습니다',
    retry: '다시 시도',
  },
  connecting: {
    walletGone: '이 지갑은 더 이상 이 페이지에서 사용할 수 없습니다.',
    declined: '연결이 거부되었습니다',
    retry: '다시 시도',
    continueIn: ({ wallet }) => `${wallet}에서 계속`,
    acceptRequest: '지갑에서 연결 요청을 수락하세요.',
  },
  walletConnect: {
    openApp: '앱 열기',
    openDesktop: '데스크톱 앱 열기',
    openBrowser: '브라우저에서 열기',
    failed: '연결 실패',
    retry: '다시 시도',
    qrLabel: ({ wallet }) => `${wallet} 연결용 QR 코드`,
    qrLabelAny: 'WalletConnect 지갑 연결용 QR 코드',
    scanWith: ({ wallet }) => `${wallet}(으)로 스캔하세요.`,
    scanWithPhone: '휴대폰의 지갑으로 스캔하세요.',
    linkCopied: '링크가 복사되었습니다',
    copyFailed: '링크를 복사하지 못했습니다',
    copyLink: '링크 복사',
    unsafeLink: '이 지갑의 링크를 차단했습니다. https: 링크와 지갑 자체 앱 링크만 열 수 있습니다.',
    preparing: '연결 준비 중…',
    pending: {
      waiting: ({ wallet }) => `${wallet} 응답 대기 중`,
      waitingAny: '지갑 응답 대기 중',
      cancel: '요청 취소',
      signMessage: '메시지 서명',
      signTypedData: '타입 데이터 서명',
      sendTransaction: '트랜잭션 전송',
      switchNetwork: '네트워크 전환',
      addNetwork: '네트워크 추가',
    },
  },
  networks: {
    list: '네트워크',
    supported: '지원되는 네트워크',
    approveInWallet: '지갑에서 승인',
    acceptSwitch: ({ network }) => `지갑에서 ${network}(으)로의 전환을 수락하세요.`,
    acceptSwitchAny: '지갑에서 네트워크 전환을 수락하세요.',
    unsupported: '이 앱은 현재 네트워크를 지원하지 않습니다. 아래 네트워크 중 하나로 전환하세요.',
    disconnect: '연결 해제',
  },
} satisfies Catalog<ViewsMessages>

export default views
