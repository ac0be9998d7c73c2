/** The sign-in view's Japanese messages, part of the widget's Japanese catalog (`../ja.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} がサインインを求めています`,
    explanation:
      'このアカウントがあなたのものであることを証明するため、ウォレットでメッセージに署名してください。署名は無料で、トランザクションは送信されません。',
    requiredNote: 'キャンセルするとウォレットの接続が解除されます。',
    statement: 'サイトからのメッセージ',
    sign: '署名',
    signing: 'ウォレットの応答を待っています…',
    cancel: 'キャンセル',
    errors: {
      signing: 'メッセージの署名中にエラーが発生しました',
      initialize: '認証の初期化中に問題が発生しました',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
