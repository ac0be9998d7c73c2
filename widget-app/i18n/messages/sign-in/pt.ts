/** The sign-in view's Portuguese messages, part of the widget's Portuguese catalog (`../pt.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} pede que você faça login`,
    explanation:
      'Assine a mensagem na sua carteira para provar que esta conta é sua. Assinar é gratuito e não envia nenhuma transação.',
    requiredNote: 'Cancelar desconectará sua carteira.',
    statement: 'Mensagem do site',
    sign: 'Assinar',
    signing: 'Aguardando sua carteira…',
    cancel: 'Cancelar',
    errors: {
      signing: 'Erro ao assinar a mensagem',
      initialize: 'Ocorreu um problema ao tentar inicializar a autenticação',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
