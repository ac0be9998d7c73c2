/** The Swap view's Chinese messages, part of the widget's Chinese catalog (`../zh.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SwapMessages } from './en.js'

const swap = {
  swap: {
    open: '兑换',
    sell: '卖出',
    buy: '买入',
    amount: '卖出数量',
    pickToken: ({ side, symbol }) => `${side}：${symbol}`,
    search: '搜索代币',
    noMatch: '没有匹配的代币',
    loadingTokens: '正在加载代币…',
    balance: ({ amount }) => `余额：${amount}`,
    usd: ({ usd }) => `≈ ${usd}`,
    flip: '互换代币',
    quoteLoading: '正在获取报价…',
    receive: '您将收到',
    priceImpact: '价格影响',
    priceImpactUnknown: '未知（无美元价格）',
    slippage: '滑点容差（%）',
    minimumReceived: '最少收到',
    networkFee: '网络费用',
    feeWithUsd: ({ amount, usd }) => `${amount} (≈ ${usd})`,
    approvalNeeded: ({ symbol }) => `需先批准 ${symbol}：共两笔交易`,
    submit: '兑换',
    approveAndSwap: ({ symbol }) => `批准 ${symbol} 并兑换`,
    approving: '正在批准…',
    swapping: '正在兑换…',
    toasts: {
      approving: ({ symbol }) => `正在批准 ${symbol}…`,
      approved: ({ symbol }) => `已批准 ${symbol}`,
      swapping: ({ from, to }) => `正在将 ${from} 兑换为 ${to}…`,
      swapped: ({ from, to }) => `已将 ${from} 兑换为 ${to}`,
    },
    errors: {
      networkNotSupported: '该网络不支持兑换',
      gasPriceNotSupported: '该网络不支持 gas 价格',
      insufficientLiquidity: '流动性不足',
      unavailable: '无法获取报价，请重试。',
      transactionFailed: '交易在网络上失败',
      tokensRequired: '请选择要卖出和买入的代币',
      sameToken: '请选择两种不同的代币',
      amountRequired: '请输入数量',
      invalidSlippage: '请输入 0 到 50 之间、最多两位小数的滑点',
    },
  },
} satisfies Catalog<SwapMessages>

export default swap
