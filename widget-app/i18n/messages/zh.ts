/** The widget's Simplified Chinese messages. */
import type { Catalog } from '../../../shared/i18n/translator.js'
import accountTabs from './account-tabs/zh.js'
import send from './send/zh.js'
import swap from './swap/zh.js'
import buy from './buy/zh.js'
import signIn from './sign-in/zh.js'
import names from './names/zh.js'
import accountType from './account-type/zh.js'
import multiWallet from './multi-wallet/zh.js'
import chainAccounts from './chain-accounts/zh.js'
import views from './views/zh.js'
import type { WidgetMessages } from './en.js'

const zh = {
  titles: {
    profileWallets: '钱包',
    connect: '连接钱包',
    connecting: '正在连接',
    account: '账户',
    networks: '选择网络',
    switchNetwork: '切换网络',
    email: '邮箱',
    updateEmail: '更新邮箱',
    approve: '批准',
    allWallets: '所有钱包',
    walletConnect: 'WalletConnect',
    send: '发送',
    registerName: '选择名称',
    registerNameSuccess: '名称已注册',
    swap: '兑换',
    buy: '购买',
    signIn: '登录',
  },
  header: {
    back: '返回',
    close: '关闭',
  },
  tags: {
    installed: '已安装',
    recent: '最近使用',
    featured: '精选',
    recommended: '推荐',
    current: '当前',
    qrCode: '二维码',
  },
  connect: {
    orUseWallet: '或使用钱包',
    walletConnect: 'WalletConnect',
    noWallets: '此页面未检测到浏览器钱包。请安装钱包扩展程序，然后重新加载页面。',
    browserWallets: '浏览器钱包',
    allWallets: '所有钱包',
    socials: '使用社交账户登录',
  },
  email: {
    label: '邮箱',
    placeholder: 'you@example.com',
    continue: '继续',
    sendingCode: ({ email }) => `正在向 ${email} 发送验证码…`,
    approveBrowser: '批准此浏览器',
    approveBrowserDetail: ({ email }) =>
      `我们已向 ${email} 发送了一个链接。请打开该链接以批准此浏览器，此页面会自动继续。`,
    codeSentTo: ({ email }) => `请输入我们发送至 ${email} 的验证码`,
    code: '验证码',
    checking: '正在验证…',
    resend: '重新发送验证码',
    resendIn: ({ seconds }) => `重新发送验证码（${seconds} 秒）`,
    retry: '重试',
  },
  projectAlerts: {
    ORIGIN_NOT_ALLOWED: {
      title: '来源不被允许',
      message: '此网站不在该项目允许的来源中。请在项目配置中添加此网站，才能在这里连接钱包。',
    },
    INVALID_PROJECT_ID: {
      title: '项目 ID 无效',
      message: '无法识别此网站的项目 ID。请检查 data-project-id。',
    },
    SERVER_ERROR: {
      title: '服务器错误',
      message: '无法读取项目配置。浏览器钱包和 WalletConnect 钱包仍可连接；邮箱登录需等到配置可以读取后才能使用。',
    },
    RATE_LIMITED: {
      title: '请求受限',
      message: '此项目的请求过多。浏览器钱包和 WalletConnect 钱包仍可连接；邮箱登录需等到项目配置可以读取后才能使用。',
    },
    PROJECT_NOT_CONFIGURED: {
      title: '未配置项目 ID',
      message: '此部署未配置项目服务，因此无法检查此网站。钱包连接已关闭。',
    },
  },
  toasts: {
    addressCopied: '地址已复制',
    copyAddressFailed: '复制地址失败',
    balanceUnavailable: '代币余额不可用',
    emailUpdated: '邮箱已更新',
    providerNotFound: '未找到提供程序。',
    networkNotFound: '未找到网络',
  },
  errors: {
    generic: '出了点问题',
    unknown: '发生错误',
    connectFailed: '连接失败',
    invalidEmail: '邮箱地址无效',
    invalidCode: '请输入邮件中的 6 位验证码',
    cooldown: ({ seconds }) => `请在 ${seconds} 秒后重试`,
    frameLoadFailed: '无法加载邮箱登录所需的组件',
    requestAborted: '请求已中止',
    userRejected: '用户拒绝了请求。',
    noAccount: '钱包未返回任何账户',
    noEthereumAccount: '钱包未批准任何 Ethereum 账户',
    walletConnectUnavailable: '此部署不支持 WalletConnect',
    emailUnavailable: '邮箱登录不可用',
    noChainSwitching: ({ wallet }) => `${wallet} 不支持通过程序切换网络。`,
    codeWrong: '验证码无效',
    codeNone: '未向此地址发送过验证码，请重新获取',
    codeUsed: '此验证码已使用过，请重新获取',
    codeExpired: '此验证码已过期，请重新获取',
    codeLocked: '错误验证码次数过多，请重新获取',
  },
  viewLoad: {
    loading: '正在加载…',
    failed: '无法加载小组件的这一部分。请检查网络连接。',
    retry: '重试',
  },
  ...accountTabs,
  secureFrame: {
    title: '安全钱包',
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

export default zh
