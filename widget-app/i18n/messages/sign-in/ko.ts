/** The sign-in view's Korean messages, part of the widget's Korean catalog (`../ko.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site}에서 로그인을 요청합니다`,
    explanation:
      '이 계정이 본인의 것임을 증명하려면 지갑에서 메시지에 서명하세요. 서명은 무료이며 트랜잭션을 보내지 않습니다.',
    requiredNote: '취소하면 지갑 연결이 해제됩니다.',
    statement: '사이트의 메시지',
    sign: '서명',
    signing: '지갑의 응답을 기다리는 중…',
    cancel: '취소',
    errors: {
      signing: '메시지 서명 중 오류가 발생했습니다',
      initialize: '인증을 초기화하는 중 문제가 발생했습니다',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
