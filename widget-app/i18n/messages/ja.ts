/** The widget's Japanese messages (です/ます sentences, plain nouns and verbs on buttons). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/ja.js'
import send from './send/ja.js'
import swap from './swap/ja.js'
import buy from './buy/ja.js'
import signIn from './sign-in/ja.js'
import names from './names/ja.js'
import accountType from './account-type/ja.js'
import multiWallet from './multi-wallet/ja.js'
import chainAccounts from './chain-accounts/ja.js'
import views from './views/ja.js'
import type { WidgetMessages } from './en.js'

const ja = {
  titles: {
    profileWallets: 'ウォレット',
    connect: 'ウォレットを接続',
    connecting: '接続中',
    account: 'アカウント',
    networks: 'ネットワークを選択',
    switchNetwork: 'ネットワークを切り替え',
    email: 'メール',
    updateEmail: 'メールアドレスを変更',
    approve: '承認',
    allWallets: 'すべてのウォレット',
    walletConnect: 'WalletConnect',
    send: '送金',
    registerName: '名前を選ぶ',
    registerNameSuccess: '名前を登録しました',
    swap: 'スワップ',
    buy: '購入',
    signIn: 'サインイン',
  },
  header: {
    back: '戻る',
    close: '閉じる',
  },
  tags: {
    installed: 'インストール済み',
    recent: '最近使用',
    featured: '注目',
    recommended: 'おすすめ',
    current: '現在',
    qrCode: 'QRコード',
  },
  connect: {
    orUseWallet: 'またはウォレットを使用',
    walletConnect: 'WalletConnect',
    noWallets:
      'このページでブラウザウォレットが見つかりませんでした。ウォレット拡張機能をインストールしてから、ページを再読み込みしてください。',
    browserWallets: 'ブラウザウォレット',
    allWallets: 'すべてのウォレット',
    socials: 'ソーシャルアカウントでサインイン',
  },
  email: {
    label: 'メールアドレス',
    placeholder: 'taro@example.jp',
    continue: '続行',
    sendingCode: ({ email }) => `${email} にコードを送信しています…`,
    approveBrowser: 'このブラウザを承認',
    approveBrowserDetail: ({ email }) =>
      `${email} にリンクを送信しました。リンクを開いてこのブラウザを承認してください。このページは自動的に続行します。`,
    codeSentTo: ({ email }) => `${email} に送信したコードを入力してください`,
    code: 'コード',
    checking: '確認中…',
    resend: 'コードを再送信',
    resendIn: ({ seconds }) => `コードを再送信（${seconds}秒）`,
    retry: '再試行',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: 'オリジンが許可されていません',
      message:
        'このサイトはプロジェクトで許可されたオリジンに含まれていません。ここでウォレットを接続するには、プロジェクト設定にこのサイトを追加してください。',
    },
    INVALID_PROJECT_ID: {
      title: '無効なプロジェクトID',
      message: 'このサイトのプロジェクトIDは登録されていません。data-project-id を確認してください。',
    },
    SERVER_ERROR: {
      title: 'サーバーエラー',
      message:
        'プロジェクト設定を読み込めませんでした。ブラウザウォレットと WalletConnect ウォレットは引き続き接続できます。メールログインは設定を読み込めるまで待機します。',
    },
    RATE_LIMITED: {
      title: 'リクエスト数の上限に達しました',
      message:
        'このプロジェクトへのリクエストが多すぎます。ブラウザウォレットと WalletConnect ウォレットは引き続き接続できます。メールログインはプロジェクトを読み込めるまで待機します。',
    },
    PROJECT_NOT_CONFIGURED: {
      title: 'プロジェクトIDが未設定です',
      message:
        'このデプロイにはプロジェクトサービスが設定されていないため、サイトを確認できません。ウォレット接続は無効になっています。',
    },
  },
  toasts: {
    addressCopied: 'アドレスをコピーしました',
    copyAddressFailed: 'アドレスをコピーできませんでした',
    balanceUnavailable: 'トークン残高を取得できません',
    emailUpdated: 'メールアドレスを変更しました',
    providerNotFound: 'プロバイダーが見つかりません。',
    networkNotFound: 'ネットワークが見つかりません',
  },
  errors: {
    generic: '問題が発生しました',
    unknown: 'エラーが発生しました',
    connectFailed: '接続に失敗しました',
    invalidEmail: '無効なメールアドレスです',
    invalidCode: 'メールに記載された6桁のコードを入力してください',
    cooldown: ({ seconds }) => `${seconds}秒後にもう一度お試しください`,
    frameLoadFailed: 'メールログインのコンポーネントを読み込めませんでした',
    requestAborted: 'リクエストが中止されました',
    userRejected: 'ユーザーがリクエストを拒否しました。',
    noAccount: 'ウォレットからアカウントが返されませんでした',
    noEthereumAccount: 'ウォレットで Ethereum アカウントが承認されませんでした',
    walletConnectUnavailable: 'このデプロイでは WalletConnect を利用できません',
    emailUnavailable: 'メールログインは利用できません',
    noChainSwitching: ({ wallet }) => `${wallet} はプログラムによるネットワークの切り替えに対応していません。`,
    codeWrong: '無効なコードです',
    codeNone: 'このアドレスにはコードが送信されていません。新しいコードをリクエストしてください',
    codeUsed: 'このコードは使用済みです。新しいコードをリクエストしてください',
    codeExpired: 'このコードは有効期限が切れています。新しいコードをリクエストしてください',
    codeLocked: '誤ったコードの入力が多すぎます。新しいコードをリクエストしてください',
  },
  viewLoad: {
    loading: '読み込み中…',
    failed: 'ウィジェットのこの部分を読み込めませんでした。接続を確認してください。',
    retry: '再試行',
  },
  ...accountTabs,
  secureFrame: {
    title: 'セキュアウォレット',
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

export default ja
