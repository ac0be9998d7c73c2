/** The Buy view's Chinese messages, part of the widget's Chinese catalog (`../zh.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { BuyMessages } from './en.js'

const buy = {
  buy: {
    open: '购买',
    token: '要购买的代币',
    network: '网络',
    paymentCurrency: '支付币种',
    paymentMethod: '支付方式',
    methods: { card: '银行卡', ach_bank_account: '银行转账（ACH）' },
    amount: '支付金额',
    limits: ({ min, max }) => `${min} 至 ${max}`,
    fallbackOptions: '无法加载服务商的选项：适用标准限额。',
    loadingOptions: '正在加载选项…',
    noOptions: '此网络上没有可购买的内容',
    quoteLoading: '正在获取报价…',
    receive: '您将收到',
    subtotal: '小计',
    providerFee: '服务商费用',
    networkFee: '网络费用',
    total: '总计',
    estimated: '暂无报价：显示的是您输入的金额。',
    submit: '继续付款',
    starting: '正在打开付款页面…',
    openCheckout: '打开付款页面',
    status: {
      open: '正在等待付款…',
      pending: '已收到付款：正在发送您的代币…',
      completed: '购买完成',
      failed: ({ reason }) => `购买失败：${reason}`,
      expired: '付款页面在付款前已过期，因此未收取任何费用。继续付款以重新开始。',
    },
    toasts: {
      opened: '已打开付款页面：请在那里完成付款',
      blocked: '浏览器阻止了付款页面：请通过链接打开',
      refused: ({ reason }) => `无法打开付款页面：${reason}`,
      pending: ({ amount }) => `已收到付款：正在发送 ${amount}…`,
      completed: ({ amount }) => `已购买 ${amount}`,
      failed: ({ reason }) => `购买失败：${reason}`,
      expired: '付款页面已过期且未付款：未收取任何费用',
    },
    errors: {
      belowMin: ({ min }) => `最低支付金额为 ${min}`,
      aboveMax: ({ max }) => `最高支付金额为 ${max}`,
      noLimits: '此币种不支持该支付方式',
    },
  },
} satisfies Catalog<BuyMessages>

export default buy
