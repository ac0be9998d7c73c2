/** The Swap view's Japanese messages, part of the widget's Japanese catalog (`../ja.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: 'スワップ',
    sell: '売却',
    buy: '購入',
    amount: '売却する数量',
    pickToken: ({ side, symbol }) => `${side}: ${symbol}`,
    search: 'トークンを検索',
    noMatch: '一致するトークンがありません',
    loadingTokens: 'トークンを読み込み中…',
    balance: ({ amount }) => `残高: ${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: 'トークンを入れ替え',
    quoteLoading: '見積もりを取得中…',
    receive: '受取額',
    priceImpact: '価格への影響',
    priceImpactUnknown: '不明（USD 価格なし）',
    slippage: 'スリッページ許容値（%）',
    minimumReceived: '最低受取額',
    networkFee: 'ネットワーク手数料',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `先に ${symbol} を承認します（2 件のトランザクション）`,
    submit: 'スワップ',
    approveAndSwap: ({ symbol }) => `${symbol} を承認してスワップ`,
    approving: '承認中…',
    swapping: 'スワップ中…',
    toasts: {
      approving: ({ symbol }) => `${symbol} を承認中…`,
      approved: ({ symbol }) => `${symbol} を承認しました`,
      swapping: ({ from, to }) => `${from} を ${to} にスワップ中…`,
      swapped: ({ from, to }) => `${from} を ${to} にスワップしました`,
    },
    errors: {
      networkNotSupported: 'このネットワークはスワップに対応していません',
      gasPriceNotSupported: 'このネットワークはガス価格に対応していません',
      insufficientLiquidity: '流動性が不足しています',
      unavailable: '見積もりを取得できませんでした。もう一度お試しください。',
      transactionFailed: 'ネットワーク上でトランザクションが失敗しました',
      tokensRequired: '売却するトークンと購入するトークンを選んでください',
      sameToken: '異なる 2 つのトークンを選んでください',
      amountRequired: '数量を入力してください',
      invalidSlippage: 'スリッページは 0〜50、小数点以下 2 桁までで入力してください',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
