/** The Send view's Simplified Chinese messages, part of the widget's Simplified Chinese catalog (`../zh.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SendMessages } from './en.js'

const send = {
  /** Send view. */
  send: {
    open: '发送',
    token: '代币',
    loadingTokens: '正在加载代币…',
    noTokens: '此网络上没有可发送的代币',
    balance: ({ amount }) => `余额：${amount}`,
    amount: '金额',
    max: '最大',
    receiver: '收款地址',
    networkFee: '网络费用',
    feeLoading: '正在估算…',
    feeSponsored: '由赞助方支付',
    feeUnavailable: '不可用',
    feeWithUsd: ({ amount, usd }) => `${amount}（≈ ${usd}）`,
    submit: '发送',
    sending: '正在发送…',
    tokenAccountRent: ({ amount }) => `含为收款人新代币账户支付的 ${amount}`,
    notLanded: '交易未成功。请检查余额后重试。',
    errors: {
      networkNotFound: '未找到网络',
      unsupportedChain: '不支持的网络',
      amountAndReceiverRequired: '需要填写金额和收款地址',
      tokenRequired: '需要选择代币',
      invalidReceiver: '请输入有效地址：0x 加 40 个十六进制字符',
      feeExceedsBalance: '网络费用超过余额',
      feeUnavailable: '无法估算网络费用，请重试。',
      invalidSolanaReceiver: '请输入有效的 Solana 地址：32 到 44 个 base58 字符',
    },
  },
} satisfies Catalog<SendMessages>

export default send
