/** The account-name views' Chinese messages, part of the widget's Chinese catalog (`../zh.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { NamesMessages } from './en.js'

const names = {
  names: {
    choose: '选择名称',
    label: '名称',
    rulesHint: '字母、数字和连字符，至少 4 个字符',
    checking: '正在检查…',
    available: ({ name }) => `${name} 可用`,
    taken: ({ name }) => `${name} 已被占用`,
    suggestions: '可改用的名称',
    register: '注册',
    registering: '正在等待您的钱包…',
    signNote: '您的钱包会请您签名一条消息。签名免费，不会发送任何交易。',
    success: ({ name }) => `${name} 现在是您账户的名称`,
    successNote: '它会代替您的地址显示，其他人可以向它转账。',
    done: '完成',
    resolvesTo: ({ address }) => `发送至 ${address}`,
    resolving: '正在查找名称…',
    notRegistered: ({ name }) => `${name} 尚未注册`,
    rules: {
      characters: '只能使用字母、数字和连字符',
      tooShort: '至少使用 4 个字符',
      tooLong: '最多使用 63 个字符',
    },
    errors: {
      register: ({ name }) => `注册名称 ${name} 时出错`,
      suggestions: '获取名称建议时出错',
      resolve: '解析名称时出错',
      unsupportedChain: '不支持的网络',
      invalidChainId: '无效的 chainId',
    },
  },
} satisfies Catalog<NamesMessages>

export default names
