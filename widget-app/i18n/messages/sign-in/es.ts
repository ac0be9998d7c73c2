/** The sign-in view's Spanish messages, part of the widget's Spanish catalog (`../es.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} te pide que inicies sesión`,
    explanation:
      'Firma el mensaje en tu billetera para demostrar que esta cuenta es tuya. Firmar es gratis y no envía ninguna transacción.',
    requiredNote: 'Si cancelas, se desconectará tu billetera.',
    statement: 'Mensaje del sitio',
    sign: 'Firmar',
    signing: 'Esperando a tu billetera…',
    cancel: 'Cancelar',
    errors: {
      signing: 'Error al firmar el mensaje',
      initialize: 'Se produjo un problema al intentar inicializar la autenticación',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
