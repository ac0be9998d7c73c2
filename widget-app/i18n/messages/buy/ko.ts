/** The Buy view's Korean messages, part of the widget's Korean catalog (`../ko.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: '구매',
    token: '구매할 토큰',
    network: '네트워크',
    paymentCurrency: '결제 통화',
    paymentMethod: '결제 수단',
    methods: { card: '카드', ach_bank_account: '계좌 이체(ACH)' },
    amount: '결제 금액',
    limits: ({ min, max }) => `${min}~${max}`,
    fallbackOptions: '공급자 옵션을 불러오지 못했습니다. 기본 한도가 적용됩니다.',
    loadingOptions: '옵션을 불러오는 중…',
    noOptions: '이 네트워크에서는 구매할 수 있는 항목이 없습니다',
    quoteLoading: '견적을 가져오는 중…',
    receive: '받는 금액',
    subtotal: '소계',
    providerFee: '공급자 수수료',
    networkFee: '네트워크 수수료',
    total: '합계',
    estimated: '견적을 가져올 수 없습니다. 입력한 금액이 표시됩니다.',
    submit: '결제로 계속',
    starting: '결제 페이지를 여는 중…',
    openCheckout: '결제 페이지 열기',
    status: {
      open: '결제를 기다리는 중…',
      pending: '결제가 완료되었습니다. 토큰을 보내는 중…',
      completed: '구매 완료',
      failed: ({ reason }) => `구매 실패: ${reason}`,
      expired: '결제하기 전에 결제 페이지가 만료되어 청구된 금액이 없습니다. 다시 시작하려면 결제로 계속하세요.',
    },
    toasts: {
      opened: '결제 페이지가 열렸습니다. 그곳에서 결제를 완료하세요',
      blocked: '브라우저가 결제 페이지를 차단했습니다. 링크로 여세요',
      refused: ({ reason }) => `결제 페이지를 열 수 없습니다: ${reason}`,
      pending: ({ amount }) => `결제가 완료되었습니다. ${amount} 보내는 중…`,
      completed: ({ amount }) => `${amount} 구매 완료`,
      failed: ({ reason }) => `구매 실패: ${reason}`,
      expired: '결제 없이 결제 페이지가 만료되었습니다. 청구된 금액이 없습니다',
    },
    errors: {
      belowMin: ({ min }) => `최소 결제 금액은 ${min}입니다`,
      aboveMax: ({ max }) => `최대 결제 금액은 ${max}입니다`,
      noLimits: '이 통화에서는 이 결제 수단을 사용할 수 없습니다',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
