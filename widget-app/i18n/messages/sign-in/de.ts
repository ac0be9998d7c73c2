/** The sign-in view's German messages, part of the widget's German catalog (`../de.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} bittet Sie, sich anzumelden`,
    explanation:
      'Signieren Sie die Nachricht in Ihrer Wallet, um zu zeigen, dass dieses Konto Ihnen gehört. Das Signieren ist kostenlos und sendet keine Transaktion.',
    requiredNote: 'Wenn Sie abbrechen, wird Ihre Wallet getrennt.',
    statement: 'Nachricht der Website',
    sign: 'Signieren',
    signing: 'Warten auf Ihre Wallet…',
    cancel: 'Abbrechen',
    errors: {
      signing: 'Fehler beim Signieren der Nachricht',
      initialize: 'Beim Initialisieren der Authentifizierung ist ein Problem aufgetreten',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
