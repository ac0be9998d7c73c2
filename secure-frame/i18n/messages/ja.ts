/** The secure frame's Japanese messages (です/ます sentences, plain nouns and verbs on buttons). */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import smartAccountJa from '../../smart-account/i18n/ja.js'
import type { SecureFrameMessages } from './en.js'

const ja = {
  smartAccount: smartAccountJa,
  titles: {
    signMessage: 'メッセージに署名',
    signTypedData: '型付きデータに署名',
    tokenPermit: 'トークン使用許可',
    sendTransaction: 'トランザクションを送信',
  },
  approval: {
    requestedBy: 'リクエスト元: ',
    unknownSite: '不明なサイト',
    reject: '拒否',
    approve: '承認',
    hiddenHint: 'このウィンドウが完全に表示されている間のみ承認できます。',
    details: 'リクエストの詳細',
    showRaw: ({ caption }) => `${caption}を表示`,
  },
  rows: {
    network: 'ネットワーク',
    account: 'アカウント',
    app: 'アプリ',
    type: 'タイプ',
    contract: 'コントラクト',
    from: '送信元',
    to: '送信先',
    creates: '作成',
    value: '送金額',
    maxFee: '最大ネットワーク手数料',
    total: '合計',
    token: 'トークン',
    tokens: 'トークン',
    recipient: '受取人',
    amount: '数量',
    collection: 'コレクション',
    tokenId: 'トークンID',
    spender: '支出者',
    allowance: '支出上限',
    allowanceNumbered: ({ index }) => `支出上限 ${index}`,
    addedAllowance: '追加の支出上限',
    operator: 'オペレーター',
    access: 'アクセス',
    function: '関数',
    permit: '許可方式',
    expires: '有効期限',
  },
  values: {
    noName: '（名前なし）',
    newContract: '新しいコントラクト',
    upTo: ({ amount }) => `最大 ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} gas × 最大 ${gwei} gwei`,
    unknownToken: ({ amount }) => `${amount}（不明なトークンの最小単位）`,
    tokenNumber: ({ id }) => `トークン #${id}`,
    unlimited: '無制限',
    unlimitedOf: ({ symbol }) => `無制限の ${symbol}`,
    allTokens: 'すべてのトークン',
    revoked: '取り消し済み',
    notRecognised: ({ selector }) => `${selector}（不明な関数）`,
    never: '無期限',
    grantOf: ({ amount, token }) => `${amount}（${token}）`,
  },
  captions: {
    message: 'メッセージ',
    messageHex: 'メッセージ（16進数。読み取れるテキストではありません）',
    typedData: '型付きデータのメッセージ',
    rawData: ({ bytes }) => plural('ja', bytes, { other: `生データ（${bytes}バイト）` }),
  },
  summaries: {
    send: ({ amount, to }) => `${amount} を ${to} に送信`,
    createContract: 'コントラクトを作成',
    move: ({ what, from, to }) => `${what} を ${from} から ${to} に移動`,
    allowSpend: ({ spender, amount }) => `${spender} に ${amount} の使用を許可`,
    allowSpendMore: ({ spender, amount }) => `${spender} に ${amount} の追加使用を許可`,
    sendNft: ({ standard, items, to }) => `${standard} ${items} を ${to} に送信`,
    allowAll: ({ operator }) => `${operator} に、このコレクションで保有するすべてのトークンの移動を許可`,
    revokeAll: ({ operator }) => `${operator} のこのコレクションへのアクセスを取り消し`,
    callFunction: ({ selector, contract }) => `${contract} の関数 ${selector} を呼び出し`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender} は、あなたが取り消すまで、現在も今後も、このトークンをアカウントからすべて引き出せるようになります。`,
    approveAll: ({ operator }) =>
      `${operator} は、あなたが取り消すまで、現在も今後も、このコレクションで保有するすべてのトークンを引き出せるようになります。`,
    permitUnlimited: ({ spender, count }) =>
      `この署名により、${spender} は追加の確認なしで${plural('ja', count, { other: '対象のトークン' })}を無制限に引き出せるようになります。`,
    permit: ({ spender }) =>
      `この署名により、${spender} は追加の確認なしであなたのアカウントからトークンを引き出せるようになります。`,
  },
  social: {
    title: ({ provider }) => `${provider}でサインイン`,
    hint: 'アカウントにサインインするウィンドウが開きます。',
    continue: '続行',
    waiting: '開いたウィンドウでサインインを完了してください。',
    popupBlocked:
      'ブラウザーがサインインウィンドウをブロックしました。このサイトのポップアップを許可してから、もう一度お試しください。',
    retry: '再試行',
  },
  solana: {
    signTransaction: 'トランザクションに署名',
    feePayer: '手数料支払者',
    program: 'プログラム',
    mint: 'ミント',
    newTokenAccount: '新しいトークンアカウントの所有者',
    fee: 'ネットワーク手数料',
    unknownInstruction: ({ program }) => `${program}（不明な命令）`,
  },
} satisfies Catalog<SecureFrameMessages>

export default ja
