/** The Swap view's Korean messages, part of the widget's Korean catalog (`../ko.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: '스왑',
    sell: '판매',
    buy: '구매',
    amount: '판매할 금액',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: '토큰 검색',
    noMatch: '일치하는 토큰이 없습니다',
    loadingTokens: '토큰을 불러오는 중…',
    balance: ({ amount }) => `잔액: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: '토큰 바꾸기',
    quoteLoading: '견적을 가져오는 중…',
    receive: '받는 금액',
    priceImpact: '가격 영향',
    priceImpactUnknown: '알 수 없음(USD 가격 없음)',
    slippage: '슬리피지 허용 범위(%)',
    minimumReceived: '최소 수령액',
    networkFee: '네트워크 수수료',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `먼저 ${symbol}을(를) 승인합니다: 트랜잭션 2건`,
    submit: '스왑',
    approveAndSwap: ({ symbol }) => `${symbol} 승인 후 스왑`,
    approving: '승인 중…',
    swapping: '스왑 중…',
    toasts: {
      approving: ({ symbol }) => `${symbol} 승인 중…`,
      approved: ({ symbol }) => `${symbol} 승인됨`,
      swapping: ({ from, to }) => `${from}을(를) ${to}(으)로 스왑 중…`,
      swapped: ({ from, to }) => `${from}을(를) ${to}(으)로 스왑했습니다`,
    },
    errors: {
      networkNotSupported: '스왑을 지원하지 않는 네트워크입니다',
      gasPriceNotSupported: '가스 가격을 지원하지 않는 네트워크입니다',
      insufficientLiquidity: '유동성이 부족합니다',
      unavailable: '견적을 가져오지 못했습니다. 다시 시도하세요.',
      transactionFailed: '네트워크에서 트랜잭션이 실패했습니다',
      tokensRequired: '판매할 토큰과 구매할 토큰을 선택하세요',
      sameToken: '서로 다른 두 토큰을 선택하세요',
      amountRequired: '금액을 입력하세요',
      invalidSlippage: '슬리피지를 0~50 사이, 소수점 둘째 자리까지 입력하세요',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
