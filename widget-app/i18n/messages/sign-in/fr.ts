/** The sign-in view's French messages, part of the widget's French catalog (`../fr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} vous demande de vous connecter`,
    explanation:
      'Signez le message dans votre portefeuille pour prouver que ce compte est le vôtre. La signature est gratuite et n’envoie aucune transaction.',
    requiredNote: 'Annuler déconnectera votre portefeuille.',
    statement: 'Message du site',
    sign: 'Signer',
    signing: 'En attente de votre portefeuille…',
    cancel: 'Annuler',
    errors: {
      signing: 'Erreur lors de la signature du message',
      initialize: 'Un problème est survenu lors de l’initialisation de l’authentification',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
