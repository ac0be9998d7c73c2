/** The Send view's Japanese messages, part of the widget's Japanese catalog (`../ja.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: '送金',
    token: 'トークン',
    loadingTokens: 'トークンを読み込んでいます…',
    noTokens: 'このネットワークに送金できるトークンはありません',
    balance: ({ amount }) => `残高: ${amount}`,
    amount: '金額',
    max: '最大',
    receiver: '受取人のアドレス',
    networkFee: 'ネットワーク手数料',
    feeLoading: '見積もり中…',
    feeSponsored: 'スポンサー負担',
    feeUnavailable: '取得できません',
    feeWithUsd: ({ amount, usd }) => `${amount}（≈ ${usd}）`,
    submit: '送金',
    sending: '送金中…',
    tokenAccountRent: ({ amount }) => `受取人の新しいトークンアカウント用の ${amount} を含みます`,
    notLanded: '取引は完了しませんでした。残高を確認して、もう一度お試しください。',
    errors: {
      networkNotFound: 'ネットワークが見つかりません',
      unsupportedChain: 'サポートされていないネットワークです',
      amountAndReceiverRequired: '金額と受取人のアドレスを入力してください',
      tokenRequired: 'トークンを選択してください',
      invalidReceiver: '有効なアドレスを入力してください（0x と 16 進数 40 文字）',
      feeExceedsBalance: 'ネットワーク手数料が残高を超えています',
      feeUnavailable: 'ネットワーク手数料を見積もれませんでした。もう一度お試しください。',
      invalidSolanaReceiver: '有効な Solana アドレスを入力してください（base58 で 32〜44 文字）',
    },
  },
} satisfies Catalog<SendMessages>

export default send
