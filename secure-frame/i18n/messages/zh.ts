/** The secure frame's Simplified Chinese messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import { plural } from '../../../shared/i18n/translator.js'
import type { SecureFrameMessages } from './en.js'

const zh = {
  titles: {
    signMessage: '签名消息',
    signTypedData: '签名类型化数据',
    tokenPermit: '代币许可',
    sendTransaction: '发送交易',
  },
  approval: {
    requestedBy: '请求方：',
    unknownSite: '未知网站',
    reject: '拒绝',
    approve: '批准',
    hiddenHint: '仅当此窗口完全可见时才能批准。',
    details: '请求详情',
    showRaw: ({ caption }) => `显示${caption}`,
  },
  rows: {
    network: '网络',
    account: '账户',
    app: '应用',
    type: '类型',
    contract: '合约',
    from: '发送方',
    to: '接收方',
    creates: '创建',
    value: '金额',
    maxFee: '最高网络费用',
    total: '总计',
    token: '代币',
    tokens: '代币',
    recipient: '收款方',
    amount: '数量',
    collection: '合集',
    tokenId: '代币 ID',
    spender: '支出方',
    allowance: '授权额度',
    allowanceNumbered: ({ index }) => `授权额度 ${index}`,
    addedAllowance: '追加的授权额度',
    operator: '操作方',
    access: '权限',
    function: '函数',
    permit: '许可',
    expires: '到期时间',
  },
  values: {
    noName: '（无名称）',
    newContract: '新合约',
    upTo: ({ amount }) => `最多 ${amount}`,
    feeDetail: ({ gas, gwei }) => `${gas} gas × 最高 ${gwei} gwei`,
    unknownToken: ({ amount }) => `${amount}（未知代币的最小单位）`,
    tokenNumber: ({ id }) => `代币 #${id}`,
    unlimited: '无限',
    unlimitedOf: ({ symbol }) => `无限 ${symbol}`,
    allTokens: '所有代币',
    revoked: '已撤销',
    notRecognised: ({ selector }) => `${selector}（无法识别）`,
    never: '永不',
    grantOf: ({ amount, token }) => `${token} 的 ${amount}`,
  },
  captions: {
    message: '消息',
    messageHex: '消息（十六进制，非可读文本）',
    typedData: '类型化数据消息',
    rawData: ({ bytes }) => `原始数据（${bytes} 字节）`,
  },
  summaries: {
    send: ({ amount, to }) => `将 ${amount} 发送至 ${to}`,
    createContract: '创建合约',
    move: ({ what, from, to }) => `将 ${what} 从 ${from} 转移至 ${to}`,
    allowSpend: ({ spender, amount }) => `允许 ${spender} 支出 ${amount}`,
    allowSpendMore: ({ spender, amount }) => `允许 ${spender} 额外支出 ${amount}`,
    sendNft: ({ standard, items, to }) => `将 ${standard} ${items} 发送至 ${to}`,
    allowAll: ({ operator }) => `允许 ${operator} 转移您在此合集中的所有代币`,
    revokeAll: ({ operator }) => `撤销 ${operator} 对此合集的访问权限`,
    callFunction: ({ selector, contract }) => `调用 ${contract} 的函数 ${selector}`,
  },
  warnings: {
    unlimitedApprove: ({ spender }) =>
      `${spender} 将能够从您的账户中转走此代币的全部余额（现在及以后），直到您撤销授权。`,
    approveAll: ({ operator }) => `${operator} 将能够转走您在此合集中持有的每一个代币（现在及以后），直到您撤销授权。`,
    permitUnlimited: ({ spender, count }) =>
      `此签名允许 ${spender} 无限额地转走${plural('zh', count, { other: '相关代币' })}，无需再次确认。`,
    permit: ({ spender }) => `此签名允许 ${spender} 从您的账户中转走代币，无需再次确认。`,
  },
} satisfies Catalog<SecureFrameMessages>

export default zh
