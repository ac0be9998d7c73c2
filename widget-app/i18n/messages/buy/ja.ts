/** The Buy view's Japanese messages, part of the widget's Japanese catalog (`../ja.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: '購入',
    token: '購入するトークン',
    network: 'ネットワーク',
    paymentCurrency: '支払い通貨',
    paymentMethod: '支払い方法',
    methods: { card: 'カード', ach_bank_account: '銀行振込（ACH）' },
    amount: '支払い金額',
    limits: ({ min, max }) => `${min}〜${max}`,
    fallbackOptions: 'プロバイダーのオプションを読み込めませんでした。標準の上限が適用されます。',
    loadingOptions: 'オプションを読み込み中…',
    noOptions: 'このネットワークでは購入できるものがありません',
    quoteLoading: '見積もりを取得中…',
    receive: '受け取り額',
    subtotal: '小計',
    providerFee: 'プロバイダー手数料',
    networkFee: 'ネットワーク手数料',
    total: '合計',
    estimated: '見積もりを取得できません。表示は入力した金額です。',
    submit: '支払いへ進む',
    starting: '支払いページを開いています…',
    openCheckout: '支払いページを開く',
    status: {
      open: '支払いを待っています…',
      pending: '支払いを受け取りました。トークンを送信中です…',
      completed: '購入が完了しました',
      failed: ({ reason }) => `購入に失敗しました：${reason}`,
      expired:
        '支払いが行われる前に支払いページの有効期限が切れたため、請求はありません。最初からやり直すには支払いへ進んでください。',
    },
    toasts: {
      opened: '支払いページを開きました。そちらで支払いを完了してください',
      blocked: 'ブラウザーが支払いページをブロックしました。リンクから開いてください',
      refused: ({ reason }) => `支払いページを開けませんでした：${reason}`,
      pending: ({ amount }) => `支払いを受け取りました。${amount} を送信中です…`,
      completed: ({ amount }) => `${amount} を購入しました`,
      failed: ({ reason }) => `購入に失敗しました：${reason}`,
      expired: '支払いがないまま支払いページの有効期限が切れました。請求はありません',
    },
    errors: {
      belowMin: ({ min }) => `最低支払い額は${min}です`,
      aboveMax: ({ max }) => `最高支払い額は${max}です`,
      noLimits: 'この通貨ではこの支払い方法は利用できません',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
