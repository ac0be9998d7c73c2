/** The Account tabs' Japanese messages, part of the widget's Japanese catalog (`../ja.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: '資産とアクティビティ',
    tokens: 'トークン',
    nfts: 'NFT',
    activity: 'アクティビティ',
  },
  tokens: {
    total: '合計',
    loading: 'トークンを読み込み中…',
    empty: 'このネットワークにはまだトークンがありません。',
    retry: '再試行',
    noPrice: '価格なし',
  },
  nfts: {
    loading: 'NFTを読み込み中…',
    empty: 'このネットワークにはまだNFTがありません。',
    failed: 'NFTを読み込めませんでした。',
    retry: '再試行',
    loadMore: 'さらに読み込む',
    back: 'NFT一覧に戻る',
    tokenId: 'トークンID',
    contract: 'コントラクト',
    standard: '規格',
    quantity: '数量',
    copyContract: '、コントラクトアドレスをコピー',
    contractCopied: 'コントラクトアドレスをコピーしました',
    noImage: '画像なし',
  },
  activity: {
    loading: 'アクティビティを読み込み中…',
    empty: 'このネットワークにはまだアクティビティがありません。',
    failed: 'トランザクションを取得できませんでした',
    retry: '再試行',
    loadMore: 'さらに読み込む',
    pending: '保留中',
    to: ({ address }) => `送信先 ${address}`,
    from: ({ address }) => `送信元 ${address}`,
    nft: 'NFT',
    operations: {
      send: '送信',
      receive: '受信',
      mint: 'ミント',
      burn: 'バーン',
      execute: '実行',
      deposit: '入金',
      withdraw: '出金',
      borrow: '借入',
      repay: '返済',
      claim: '請求',
      approve: '承認',
      trade: '交換',
    },
    ago: {
      sec: ({ count }) => `${count}秒`,
      min: ({ count }) => `${count}分`,
      hr: ({ count }) => `${count}時間`,
      d: ({ count }) => `${count}日`,
      mo: ({ count }) => `${count}か月`,
      yr: ({ count }) => `${count}年`,
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
