/** The Account tabs' Chinese messages, part of the widget's Chinese catalog (`../zh.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { AccountTabsMessages } from './en.js'

const accountTabs = {
  accountTabs: {
    label: '资产与活动',
    tokens: '代币',
    nfts: 'NFT',
    activity: '活动',
  },
  tokens: {
    total: '总计',
    loading: '正在加载代币…',
    empty: '此网络上暂无代币。',
    retry: '重试',
    noPrice: '暂无价格',
  },
  nfts: {
    loading: '正在加载 NFT…',
    empty: '此网络上暂无 NFT。',
    failed: '无法加载 NFT。',
    retry: '重试',
    loadMore: '加载更多',
    back: '返回 NFT 列表',
    tokenId: '代币 ID',
    contract: '合约',
    standard: '标准',
    quantity: '数量',
    copyContract: '，复制合约地址',
    contractCopied: '合约地址已复制',
    noImage: '无图片',
  },
  activity: {
    loading: '正在加载活动…',
    empty: '此网络上暂无活动。',
    failed: '获取交易失败',
    retry: '重试',
    loadMore: '加载更多',
    pending: '待处理',
    to: ({ address }) => `发送至 ${address}`,
    from: ({ address }) => `来自 ${address}`,
    nft: 'NFT',
    operations: {
      send: '已发送',
      receive: '已接收',
      mint: '已铸造',
      burn: '已销毁',
      execute: '已执行',
      deposit: '已存入',
      withdraw: '已提取',
      borrow: '已借入',
      repay: '已偿还',
      claim: '已领取',
      approve: '已批准',
      trade: '已兑换',
    },
    ago: {
      sec: ({ count }) => `${count} 秒`,
      min: ({ count }) => `${count} 分钟`,
      hr: ({ count }) => `${count} 小时`,
      d: ({ count }) => `${count} 天`,
      mo: ({ count }) => `${count} 个月`,
      yr: ({ count }) => `${count} 年`,
    },
  },
} satisfies Catalog<AccountTabsMessages>

export default accountTabs
