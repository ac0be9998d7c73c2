/** The Simplified Chinese texts of the views downloaded on demand, part of the widget's Simplified Chinese catalog (`../zh.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import { plural } from '../../../../shared/i18n/translator.js'
import type { ViewsMessages } from './en.js'

const views = {
  updateEmail: {
    done: '邮箱已更新',
    doneDetail: ({ email }) => `您的钱包现在使用 ${email} 登录。`,
    finish: '完成',
    current: ({ email }) => `当前邮箱：${email}。`,
    currentNone: '当前未设置邮箱。',
    codeSentTo: ({ email }) => `请输入我们发送至 ${email} 的验证码。`,
    codeSentToCurrent: '请输入我们发送至您当前邮箱的验证码。',
    newEmail: '新邮箱',
    code: '验证码',
    continue: '继续',
  },
  account: {
    copyAddress: '，复制完整地址',
    balanceUnavailable: '余额不可用',
    balanceLoading: '正在加载余额…',
    balanceRetry: '重试',
    connectedWith: ({ wallet }) => `已通过 ${wallet} 连接`,
    network: '网络',
    unsupportedNetwork: ({ chainId }) => `不支持的网络（${chainId}）`,
    updateEmail: '更新邮箱',
    viewOnExplorer: '在区块浏览器中查看',
    disconnect: '断开连接',
  },
  allWallets: {
    search: {
      label: '搜索钱包',
      placeholder: '按名称搜索',
    },
    list: '所有钱包',
    found: ({ count }) => plural('zh', count, { other: `找到 ${count} 个钱包` }),
    total: ({ count }) => plural('zh', count, { other: `${count} 个钱包` }),
    loading: '正在加载钱包…',
    loadFailed: '无法加载钱包列表',
    searchFailed: '搜索失败',
    retry: '重试',
  },
  connecting: {
    walletGone: '此钱包在该页面上已不可用。',
    declined: '连接已被拒绝',
    retry: '重试',
    continueIn: ({ wallet }) => `在 ${wallet} 中继续`,
    acceptRequest: '请在钱包中接受连接请求。',
  },
  walletConnect: {
    openApp: '打开应用',
    openDesktop: '打开桌面应用',
    openBrowser: '在浏览器中打开',
    failed: '连接失败',
    retry: '重试',
    qrLabel: ({ wallet }) => `用于连接 ${wallet} 的二维码`,
    qrLabelAny: '用于连接 WalletConnect 钱包的二维码',
    scanWith: ({ wallet }) => `使用 ${wallet} 扫描。`,
    scanWithPhone: '请使用手机上的钱包扫描。',
    linkCopied: '链接已复制',
    copyFailed: '复制链接失败',
    copyLink: '复制链接',
    unsafeLink: '已拒绝此钱包的一个链接：只会打开 https: 链接和该钱包自己的应用链接。',
    preparing: '正在准备连接…',
    pending: {
      waiting: ({ wallet }) => `正在等待 ${wallet}`,
      waitingAny: '正在等待您的钱包',
      cancel: '取消请求',
      signMessage: '签名消息',
      signTypedData: '签名类型化数据',
      sendTransaction: '发送交易',
      switchNetwork: '切换网络',
      addNetwork: '添加网络',
    },
  },
  networks: {
    list: '网络',
    supported: '支持的网络',
    approveInWallet: '在钱包中批准',
    acceptSwitch: ({ network }) => `请在钱包中接受切换到 ${network}。`,
    acceptSwitchAny: '请在钱包中接受网络切换。',
    unsupported: '此应用不支持您当前的网络。请切换到下方的任一网络。',
    disconnect: '断开连接',
  },
} satisfies Catalog<ViewsMessages>

export default views
