/** The widget's Korean messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/ko.js'
import send from './send/ko.js'
import swap from './swap/ko.js'
import buy from './buy/ko.js'
import signIn from './sign-in/ko.js'
import names from './names/ko.js'
import accountType from './account-type/ko.js'
import multiWallet from './multi-wallet/ko.js'
import chainAccounts from './chain-accounts/ko.js'
import views from './views/ko.js'
import type { WidgetMessages } from './en.js'

const ko = {
  titles: {
    profileWallets: '지갑',
    connect: '지갑 연결',
    connecting: '연결 중',
    account: '계정',
    networks: '네트워크 선택',
    switchNetwork: '네트워크 전환',
    email: '이메일',
    updateEmail: '이메일 변경',
    approve: '승인',
    allWallets: '모든 지갑',
    walletConnect: 'WalletConnect',
    send: '보내기',
    registerName: '이름 선택',
    registerNameSuccess: '이름 등록 완료',
    swap: '스왑',
    buy: '구매',
    signIn: '로그인',
  },
  header: {
    back: '뒤로',
    close: '닫기',
  },
  tags: {
    installed: '설치됨',
    recent: '최근',
    featured: '추천',
    recommended: '권장',
    current: '현재',
    qrCode: 'QR 코드',
  },
  connect: {
    orUseWallet: '또는 지갑 사용',
    walletConnect: 'WalletConnect',
    noWallets: '이 페이지에서 브라우저 지갑을 찾을 수 없습니다. 지갑 확장 프로그램을 설치한 후 페이지를 새로 고치세요.',
    browserWallets: '브라우저 지갑',
    allWallets: '모든 지갑',
    socials: '소셜 계정으로 로그인',
  },
  email: {
    label: '이메일',
    placeholder: 'you@example.com',
    continue: '계속',
    sendingCode: ({ email }) => `${email}(으)로 코드를 보내는 중…`,
    approveBrowser: '이 브라우저 승인',
    approveBrowserDetail: ({ email }) =>
      `${email}(으)로 링크를 보냈습니다. 링크를 열어 이 브라우저를 승인하세요. 이 페이지는 자동으로 계속 진행됩니다.`,
    codeSentTo: ({ email }) => `${email}(으)로 보낸 코드를 입력하세요`,
    code: '코드',
    checking: '확인 중…',
    resend: '코드 재전송',
    resendIn: ({ seconds }) => `코드 재전송 (${seconds}초)`,
    retry: '다시 시도',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: '허용되지 않은 출처',
      message:
        '이 사이트는 프로젝트의 허용된 출처에 포함되어 있지 않습니다. 여기에서 지갑을 연결하려면 프로젝트 구성에 이 사이트를 추가하세요.',
    },
    INVALID_PROJECT_ID: {
      title: '잘못된 프로젝트 ID',
      message: '이 사이트의 프로젝트 ID를 알 수 없습니다. data-project-id를 확인하세요.',
    },
    SERVER_ERROR: {
      title: '서버 오류',
      message:
        '프로젝트 구성을 읽을 수 없습니다. 브라우저 지갑과 WalletConnect 지갑은 계속 연결할 수 있으며, 이메일 로그인은 구성을 읽을 수 있을 때까지 대기합니다.',
    },
    RATE_LIMITED: {
      title: '요청 한도 초과',
      message:
        '이 프로젝트에 대한 요청이 너무 많습니다. 브라우저 지갑과 WalletConnect 지갑은 계속 연결할 수 있으며, 이메일 로그인은 프로젝트를 읽을 수 있을 때까지 대기합니다.',
    },
    PROJECT_NOT_CONFIGURED: {
      title: '프로젝트 ID 미구성',
      message:
        '이 배포에는 프로젝트 서비스가 구성되어 있지 않아 사이트를 확인할 수 없습니다. 지갑 연결이 꺼져 있습니다.',
    },
  },
  toasts: {
    addressCopied: '주소가 복사되었습니다',
    copyAddressFailed: '주소를 복사하지 못했습니다',
    balanceUnavailable: '토큰 잔액을 불러올 수 없음',
    emailUpdated: '이메일이 변경되었습니다',
    providerNotFound: '공급자를 찾을 수 없습니다.',
    networkNotFound: '네트워크를 찾을 수 없습니다',
  },
  errors: {
    generic: '문제가 발생했습니다',
    unknown: '오류가 발생했습니다',
    connectFailed: '연결하지 못했습니다',
    invalidEmail: '잘못된 이메일 주소입니다',
    invalidCode: '이메일로 받은 6자리 코드를 입력하세요',
    cooldown: ({ seconds }) => `${seconds}초 후에 다시 시도하세요`,
    frameLoadFailed: '이메일 로그인 구성 요소를 불러올 수 없습니다',
    requestAborted: '요청이 중단되었습니다',
    userRejected: '사용자가 요청을 거부했습니다.',
    noAccount: '지갑에서 계정을 반환하지 않았습니다',
    noEthereumAccount: '지갑에서 승인된 Ethereum 계정이 없습니다',
    walletConnectUnavailable: '이 배포에서는 WalletConnect를 사용할 수 없습니다',
    emailUnavailable: '이메일 로그인을 사용할 수 없습니다',
    noChainSwitching: ({ wallet }) => `${wallet}은(는) 프로그래밍 방식의 체인 전환을 지원하지 않습니다.`,
    codeWrong: '잘못된 코드입니다',
    codeNone: '이 주소로 보낸 코드가 없습니다. 새 코드를 요청하세요',
    codeUsed: '이미 사용된 코드입니다. 새 코드를 요청하세요',
    codeExpired: '만료된 코드입니다. 새 코드를 요청하세요',
    codeLocked: '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요',
  },
  viewLoad: {
    loading: '불러오는 중…',
    failed: '위젯의 이 부분을 불러올 수 없습니다. 연결을 확인하세요.',
    retry: '다시 시도',
  },
  ...accountTabs,
  secureFrame: {
    title: '보안 지갑',
  },
  ...views,
  ...send,
  ...swap,
  ...buy,
  ...signIn,
  ...names,
  ...accountType,
  ...multiWallet,
  ...chainAccounts,
} satisfies Catalog<WidgetMessages>

export default ko
