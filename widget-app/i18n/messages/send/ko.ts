/** The Send view's Korean messages, part of the widget's Korean catalog (`../ko.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: '보내기',
    token: '토큰',
    loadingTokens: '토큰을 불러오는 중…',
    noTokens: '이 네트워크에서 보낼 수 있는 토큰이 없습니다',
    balance: ({ amount }) => `잔액: ${amount}`,
    amount: '금액',
    max: '최대',
    receiver: '받는 주소',
    networkFee: '네트워크 수수료',
    feeLoading: '계산 중…',
    feeSponsored: '후원됨',
    feeUnavailable: '사용할 수 없음',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    submit: '보내기',
    sending: '보내는 중…',
    tokenAccountRent: ({ amount }) => `받는 사람의 새 토큰 계정을 위한 ${amount} 포함`,
    notLanded: '거래가 완료되지 않았습니다. 잔액을 확인하고 다시 시도하세요.',
    errors: {
      networkNotFound: '네트워크를 찾을 수 없습니다',
      unsupportedChain: '지원되지 않는 네트워크입니다',
      amountAndReceiverRequired: '금액과 받는 주소를 입력하세요',
      tokenRequired: '토큰을 선택하세요',
      invalidReceiver: '올바른 주소를 입력하세요: 0x와 16진수 40자',
      feeExceedsBalance: '네트워크 수수료가 잔액보다 많습니다',
      feeUnavailable: '네트워크 수수료를 계산할 수 없습니다. 다시 시도하세요.',
      invalidSolanaReceiver: '올바른 Solana 주소를 입력하세요: base58 32~44자',
    },
  },
} satisfies Catalog<SendMessages>

export default send
