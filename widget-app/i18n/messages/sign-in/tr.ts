/** The sign-in view's Turkish messages, part of the widget's Turkish catalog (`../tr.ts`). */
import type { Catalog } from '../../../../shared/i18n/translator.js'
import type { SignInMessages } from './en.js'

const signIn = {
  signIn: {
    heading: ({ site }) => `${site} oturum açmanızı istiyor`,
    explanation:
      'Bu hesabın size ait olduğunu kanıtlamak için cüzdanınızda mesajı imzalayın. İmzalamak ücretsizdir ve işlem göndermez.',
    requiredNote: 'İptal ederseniz cüzdanınızın bağlantısı kesilir.',
    statement: 'Sitenin mesajı',
    sign: 'İmzala',
    signing: 'Cüzdanınız bekleniyor…',
    cancel: 'İptal',
    errors: {
      signing: 'Mesaj imzalanırken hata oluştu',
      initialize: 'Kimlik doğrulama başlatılırken bir sorun oluştu',
    },
  },
} satisfies Catalog<SignInMessages>

export default signIn
