/** The Japanese texts of the views downloaded on demand, part of the widget's Japanese catalog (`../ja.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
  updateEmail: {
    done: 'メールアドレスを変更しました',
    doneDetail: ({ email }) => `今後、ウォレットには ${email} でサインインします。`,
    finish: '完了',
    current: ({ email }) => `現在のメールアドレス: ${email}`,
    currentNone: '現在、メールアドレスは登録されていません。',
    codeSentTo: ({ email }) => `${email} に送信したコードを入力してください。`,
    codeSentToCurrent: '現在のメールアドレスに送信したコードを入力してください。',
    newEmail: '新しいメールアドレス',
    code: 'コード',
    continue: '続行',
  },
  account: {
    copyAddress: '、完全なアドレスをコピー',
    balanceUnavailable: '残高を取得できません',
    balanceLoading: '残高を読み込み中…',
    balanceRetry: '再試行',
    connectedWith: ({ wallet }) => `${wallet} で接続中`,
    network: 'ネットワーク',
    unsupportedNetwork: ({ chainId }) => `サポートされていないネットワーク（${chainId}）`,
    updateEmail: 'メールアドレスを変更',
    viewOnExplorer: 'ブロックエクスプローラーで表示',
    disconnect: '接続解除',
  },
  allWallets: {
    search: {
      label: 'ウォレットを検索',
      placeholder: '名前で検索',
    },
    list: 'すべてのウォレット',
    found: ({ count }) => plural('ja', count, { other: `${count}件のウォレットが見つかりました` }),
    total: ({ count }) => `${count}件のウォレット`,
    loading: 'ウォレットを読み込み中…',
    loadFailed: 'ウォレット一覧を読み込めませんでした',
    searchFailed: '検索に失敗しました',
    retry: '再試行',
  },
  connecting: {
    walletGone: 'このウォレットはページ上で利用できなくなりました。',
    declined: '接続が拒否されました',
    retry: '再試行',
    continueIn: ({ wallet }) => `${wallet} で続行`,
    acceptRequest: 'ウォレットで接続リクエストを承認してください。',
  },
  walletConnect: {
    openApp: 'アプリを開く',
    openDesktop: 'デスクトップアプリを開く',
    openBrowser: 'ブラウザで開く',
    failed: '接続に失敗しました',
    retry: '再試行',
    qrLabel: ({ wallet }) => `${wallet} を接続するためのQRコード`,
    qrLabelAny: 'WalletConnect ウォレットを接続するためのQRコード',
    scanWith: ({ wallet }) => `${wallet} でスキャンしてください。`,
    scanWithPhone: 'スマートフォンのウォレットでスキャンしてください。',
    linkCopied: 'リンクをコピーしました',
    copyFailed: 'リンクをコピーできませんでした',
    copyLink: 'リンクをコピー',
    unsafeLink:
      'このウォレットのリンクを拒否しました。開けるのは https: のリンクとウォレット独自のアプリリンクのみです。',
    preparing: '接続を準備しています…',
    pending: {
      waiting: ({ wallet }) => `${wallet} の応答を待機中`,
      waitingAny: 'ウォレットの応答を待機中',
      cancel: 'リクエストをキャンセル',
      signMessage: 'メッセージに署名',
      signTypedData: '型付きデータに署名',
      sendTransaction: 'トランザクションを送信',
      switchNetwork: 'ネットワークを切り替え',
      addNetwork: 'ネットワークを追加',
    },
  },
  networks: {
    list: 'ネットワーク',
    supported: 'サポートされているネットワーク',
    approveInWallet: 'ウォレットで承認',
    acceptSwitch: ({ network }) => `ウォレットで ${network} への切り替えを承認してください。`,
    acceptSwitchAny: 'ウォレットでネットワークの切り替えを承認してください。',
    unsupported: 'このアプリは現在のネットワークに対応していません。以下のいずれかのネットワークに切り替えてください。',
    disconnect: '接続解除',
  },
  amount: {
    negative: '金額にマイナスは使えません',
    exponent: '金額は指数を使わずに数字で入力してください（例: 0.001）',
    tooManyDecimals: ({ symbol, decimals }) => `${symbol} の小数点以下の桁数が多すぎます（最大 ${decimals} 桁）`,
    invalid: '数字と小数点 1 つで入力してください（桁区切りは使えません）',
    exceedsBalance: '金額が残高を超えています',
    zero: '0 より大きい金額を入力してください',
  },
} satisfies Catalog<ViewsMessages>

export default views
