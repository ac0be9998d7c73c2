/** The sign-in view's Russian messages, part of the widget's Russian catalog (`../ru.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} просит вас войти`,
    explanation:
      'Подпишите сообщение в кошельке, чтобы подтвердить, что этот аккаунт ваш. Подпись бесплатна и не отправляет транзакцию.',
    requiredNote: 'Если вы отмените, кошелёк будет отключён.',
    statement: 'Сообщение сайта',
    sign: 'Подписать',
    signing: 'Ожидание кошелька…',
    cancel: 'Отменить',
    errors: {
      signing: 'Ошибка при подписи сообщения',
      initialize: 'Возникла проблема при инициализации аутентификации',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
