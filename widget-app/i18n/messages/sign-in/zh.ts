/** The sign-in view's Chinese messages, part of the widget's Chinese catalog (`../zh.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} 请求您登录`,
    explanation: '请在钱包中对消息签名，以证明此账户属于您。签名免费，不会发送任何交易。',
    requiredNote: '取消将断开您的钱包连接。',
    statement: '来自网站的消息',
    sign: '签名',
    signing: '正在等待您的钱包…',
    cancel: '取消',
    errors: {
      signing: '签名消息时出错',
      initialize: '初始化身份验证时出现问题',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
